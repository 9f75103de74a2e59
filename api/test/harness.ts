import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { createClient, type Client } from '../../frontend/src/client/client';
import { createApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase } from '../src/db/data-source';
import type { Services } from '../src/features/deps';
import { SESSION_COOKIE } from '../src/features/auth/session.service';
import { createLogger } from '../src/logger';

export type DatabaseKind = 'sqlite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers. In CI it must: .ci/run makes sure one runs. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    if (process.env.CI) throw new Error(`CI needs PostgreSQL at ${postgresUrl}, and none answered`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The databases the integration tests run against: SQLite always, PostgreSQL when reachable. */
export async function testDatabases(): Promise<DatabaseKind[]> {
  return (await postgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestServer {
  baseUrl: string;
  config: AppConfig;
  dataSource: DataSource;
  services: Services;
  /** A generated-SDK client bound to this server. */
  client: Client;
  /** A new user with a live session; `cookie` goes in the Cookie header. */
  signIn(email?: string): Promise<{ userId: string; token: string; cookie: string; headers: { Cookie: string } }>;
  close(): Promise<void>;
}

let counter = 0;

/** A real server on a random port, over a real database: a fresh SQLite file, or a fresh PostgreSQL schema. */
export async function startTestServer(kind: DatabaseKind = 'sqlite'): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-api-'));
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(kind === 'postgres' ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
  });
  const dataSource = await openDatabase(config.database);
  const { app, services } = createApp({ dataSource, config, logger: createLogger('silent') });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    config,
    dataSource,
    services,
    client: createClient({ baseUrl }),
    async signIn(email = `user${counter++}@example.com`) {
      const user = await services.users.create({ email, name: email.split('@')[0]! });
      const { token } = await services.sessions.start(user.id);
      const cookie = `${SESSION_COOKIE}=${token}`;
      return { userId: user.id, token, cookie, headers: { Cookie: cookie } };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dataSource.destroy();
      if (kind === 'postgres') {
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
