import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { entities } from './entities';
import { migrations } from './migrations';

/**
 * SQLite (better-sqlite3, a file under DATA_DIR) by default; PostgreSQL when
 * DATABASE_URL is set. Schema changes only ever happen through migrations.
 *
 * Why better-sqlite3 with TypeORM 1.x: TypeORM 1 dropped the `sqlite3`
 * driver, and better-sqlite3 is synchronous and faster (v12; v13 crashes on Node 20).
 */
export function createDataSource(database: AppConfig['database']): DataSource {
  if (database.kind === 'postgres') {
    return new DataSource({
      type: 'postgres',
      url: database.url,
      ...(database.schema ? { schema: database.schema } : {}),
      entities,
      migrations,
      synchronize: false,
      // Raw SQL (search, imports) names tables unqualified; extensions such as pg_trgm live in public.
      extra: { max: 10, ...(database.schema ? { options: `-c search_path="${database.schema}",public` } : {}) },
    });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  return new DataSource({
    type: 'better-sqlite3',
    database: database.file,
    entities,
    migrations,
    synchronize: false,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      // WAL lets readers proceed while a scan is written; a busy timeout
      // queues concurrent writers instead of failing them.
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  });
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(database: AppConfig['database']): Promise<DataSource> {
  const dataSource = createDataSource(database);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
