import type { Handlers } from '../../http/operations';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config';

const version = process.env.npm_package_version ?? '0.1.0';

export function systemHandlers({
  dataSource,
  config,
}: {
  dataSource: DataSource;
  config: AppConfig;
}): Pick<Handlers, 'getHealth'> {
  return {
    async getHealth() {
      await dataSource.query('SELECT 1');
      return { status: 200, body: { status: 'ok', version, database: config.database.kind } };
    },
  };
}
