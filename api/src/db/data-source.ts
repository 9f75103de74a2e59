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
      extra: { max: 10, options: postgresSessionOptions(database.schema) },
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

/**
 * Settings for every PostgreSQL session. A write waits at most 5 s for a lock (as SQLite's busy
 * timeout), then fails with 55P03, which the API answers as 503 database_busy: nothing is written
 * and the client may retry. Raw SQL (search, imports) names tables unqualified, so a custom schema
 * goes first on the search path; extensions such as pg_trgm live in public.
 */
function postgresSessionOptions(schema: string | undefined): string {
  const options = ['-c lock_timeout=5000'];
  if (schema) options.push(`-c search_path="${schema}",public`);
  return options.join(' ');
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(database: AppConfig['database']): Promise<DataSource> {
  const dataSource = createDataSource(database);
  await dataSource.initialize();
  await withStartupLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
  return dataSource;
}

/**
 * Runs start-up work (migrations, loading the built-in foods) one process at a time. Several API
 * processes started together on one PostgreSQL database would otherwise race to create the same
 * tables; a session-level advisory lock, keyed by schema, makes the others wait and then find the
 * work done. SQLite has one process, so it just runs.
 */
export async function withStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'postgres') return work();
  const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`morsel-startup:${schema}`]);
    return await work();
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`morsel-startup:${schema}`]).catch(() => undefined);
    await lock.release();
  }
}
