import type { Handlers } from '../../http/operations';
import type { Services } from '../deps';

const version = process.env.npm_package_version ?? '0.1.0';

export function systemHandlers({ dataSource, config }: Services): Pick<Handlers, 'getHealth'> {
  return {
    async getHealth() {
      await dataSource.query('SELECT 1');
      return { status: 200, body: { status: 'ok', version, database: config.database.kind } };
    },
  };
}
