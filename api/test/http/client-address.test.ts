import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { expectContractAnswer } from '../support/contract-assertions';
import {
  craftToken,
  emulatorIdToken,
  loginWithToken,
  startTestServer,
  testDatabases,
  testServerEnv,
  type TestServer,
} from '../support/harness';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server';

/**
 * Per-IP budgets key on the client address. X-Forwarded-For is written by the client, except for
 * the entries the trusted proxies append on the right: only those may be believed.
 */
describe.each([0, 1, 2])('the client address in production with TRUST_PROXY_HOPS=%i', (hops) => {
  let server: InProcessServer;
  let dataDir: string;
  let cookie: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-proxy-'));
    const env: Record<string, string> = {
      ...testServerEnv(dataDir, 'silent'),
      NODE_ENV: 'production',
      FIREBASE_API_KEY: `AIza${'0'.repeat(35)}`,
      FIREBASE_PROJECT_ID: 'morsel-proxy-test',
      RATE_LIMITS: 'search=100/2',
      TRUST_PROXY_HOPS: String(hops),
    };
    delete env.FIREBASE_AUTH_EMULATOR_HOST;
    server = await startInProcessServer(loadConfig(env));
    cookie = (await server.startSession('proxied@example.com')).cookie;
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const search = (forwardedFor: string) =>
    fetch(`${server.baseUrl}/api/foods/search?q=apple`, { headers: { cookie, 'x-forwarded-for': forwardedFor } });

  /** What the proxies append: the address each one saw, nearest the client first. */
  const appended = (client: string) => ['203.0.113.9', '10.0.0.1'].slice(0, hops).map((a, i) => (i === 0 ? client : a));

  it('cannot be reset by a client writing its own X-Forwarded-For entries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const chain = [`198.51.100.${i}`, `192.0.2.${i}`, ...appended('203.0.113.9')].join(', ');
      statuses.push((await search(chain)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('gives another client, as the trusted proxies report it, its own budget (without proxies: none)', async () => {
    const chain = ['198.51.100.77', ...appended('203.0.113.50')].join(', ');
    expect((await search(chain)).status).toBe(hops > 0 ? 200 : 429);
  });
});

describe.each(await testDatabases())('sign-in limits per account on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    // Two sign-ins per account per minute; the per-IP budget is far away; one trusted proxy.
    t = await startTestServer(kind, { env: { RATE_LIMITS: 'login=2/100', TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (idToken: string, clientAddress: string) =>
    fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${idToken}`,
        'content-type': 'application/json',
        'x-forwarded-for': clientAddress,
      },
      body: '{}',
    });

  it('refuses a third verified sign-in to one account within a minute, from any address; other accounts go on', async () => {
    const { idToken } = await emulatorIdToken('eve-target@example.com');
    expect((await login(idToken, '198.51.100.1')).status).toBe(200);
    expect((await login(idToken, '198.51.100.2')).status).toBe(200);
    const refused = await login(idToken, '198.51.100.3');
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expectContractAnswer('login', 429, body);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const other = await emulatorIdToken('frank@example.com');
    expect((await loginWithToken(t.baseUrl, other.idToken)).status).toBe(200);
  });

  it('never lets tokens that fail verification spend the budget of the account they name', async () => {
    const { idToken, uid } = await emulatorIdToken('lockout-target@example.com');
    for (let i = 0; i < 10; i += 1) {
      const forged = craftToken({ sub: uid, user_id: uid, email: 'lockout-target@example.com' });
      expect((await login(forged, `198.51.100.${100 + i}`)).status).toBe(401);
    }
    expect((await login(idToken, '198.51.100.99')).status).toBe(200);
  });
});

describe('sign-in attempts per client address', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite', { env: { RATE_LIMITS: 'login=100/3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits tokens that fail verification by the address they come from', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await loginWithToken(t.baseUrl, craftToken({ sub: `x${i}` }))).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
