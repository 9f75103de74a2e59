import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { createClient, type Client } from '../../../frontend/src/client/client';
import type { CreateAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Services } from '../../src/services';
import { TEST_PROJECT_ID, testEmulatorHost } from './auth-emulator';
import { emulatorGoogleSignIn } from './emulator-sign-in';
import { startInProcessServer } from './in-process-server';

/** The repository's installed model folder (the API global setup installs the model there). */
export const INSTALLED_MODELS_DIR = path.resolve('models');

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

/**
 * The settings every test server starts with, in-process or as its own process: a fresh data
 * folder, the test Auth emulator, no built frontend, no on-device model unless a test asks for it
 * (MORSEL_MODELS_DIR: INSTALLED_MODELS_DIR), and no rate limits (tests sign in and scan far faster
 * than a person; rate-limit tests switch budgets back on).
 */
export function testServerEnv(dataDir: string, logLevel: 'silent' | 'error'): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    MORSEL_MODELS_DIR: path.join(dataDir, 'no-models'),
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: testEmulatorHost(),
    AUTH_EMULATOR_AUTOSTART: 'false',
    RATE_LIMITS: 'off',
  };
}

/** A real server on a random port, over a real database: a fresh SQLite file, or a fresh PostgreSQL schema. */
export async function startTestServer(
  kind: DatabaseKind = 'sqlite',
  options: { env?: Record<string, string>; overrides?: CreateAppOptions['overrides'] } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-api-'));
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
  }
  const config = loadConfig({
    ...testServerEnv(dataDir, 'silent'),
    ...(kind === 'postgres' ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
    ...options.env,
  });
  const running = await startInProcessServer(config, options.overrides);
  const { baseUrl, dataSource, services } = running;

  return {
    baseUrl,
    config,
    dataSource,
    services,
    client: createClient({ baseUrl }),
    async signIn(email = `user${counter++}@example.com`) {
      const session = await running.startSession(email);
      return { ...session, headers: { Cookie: session.cookie } };
    },
    async close() {
      await running.close();
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

/** Whether the Auth emulator has an account with this uid (its admin lookup, as the Admin SDK asks). */
export async function emulatorHasAccount(uid: string): Promise<boolean> {
  const res = await fetch(
    `http://${testEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  if (!res.ok) throw new Error(`emulator lookup failed: ${res.status} ${await res.text()}`);
  return (((await res.json()) as { users?: unknown[] }).users ?? []).length > 0;
}

/** Signs in to the test run's Auth emulator as a Google user and returns the ID token. */
export const emulatorIdToken = (email: string, options: Parameters<typeof emulatorGoogleSignIn>[2] = {}) =>
  emulatorGoogleSignIn(testEmulatorHost(), email, options);

/** An unsigned emulator-style token with chosen claims (to forge expired or foreign tokens). */
export function craftToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** Logs in over HTTP with an ID token; returns the status, body and session cookie. */
export async function loginWithToken(baseUrl: string, idToken: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = /morsel_session=[^;]+/.exec(setCookie)?.[0] ?? '';
  return { status: res.status, body: (await res.json()) as unknown, cookie, setCookie };
}

/** Runs one statement as the test database's owner, on a connection of its own. */
async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A fresh PostgreSQL schema for a suite, and the settings that open the database in it. */
export async function createPostgresSchema(schema: string): Promise<{ DATABASE_URL: string; DATABASE_SCHEMA: string }> {
  await adminQuery(`CREATE SCHEMA "${schema}"`);
  return { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema };
}

export const dropPostgresSchema = (schema: string) => adminQuery(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
