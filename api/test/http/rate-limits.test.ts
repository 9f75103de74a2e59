import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { DEFAULT_RATE_LIMITS, parseRateLimits } from '../../src/rate-limits';
import { expectContractAnswer } from '../support/contract-assertions';
import { emulatorIdToken, loginWithToken, startTestServer, testDatabases, type TestServer } from '../support/harness';

const databases = await testDatabases();

// In memory on SQLite (one process); in the shared rate_limits table on PostgreSQL.
describe.each(databases)('rate limits on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    // Tiny budgets so the test reaches them: per user / per IP, per minute.
    t = await startTestServer(kind, {
      env: { RATE_LIMITS: 'search=3/5,login=2/2,scan=1/10,training=1/10,download=1/10,write=2/10' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = (headers: Record<string, string>) => fetch(`${t.baseUrl}/api/foods/search?q=apple`, { headers });

  it('answers 429 with Retry-After and the Error schema once a user spends their search budget', async () => {
    const alice = await t.signIn('alice@example.com');
    for (let i = 0; i < 3; i += 1) expect((await search(alice.headers)).status).toBe(200);
    const refused = await search(alice.headers);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await refused.json();
    expectContractAnswer('searchFoods', 429, body);
    expect(body.error).toEqual({
      code: 'rate_limited',
      message: `Too many searches. Try again in ${retryAfter} seconds.`,
      messageId: 'rateLimit.tryAgainIn',
      values: { what: 'search', seconds: retryAfter },
    });

    // Another user has their own budget, until the shared IP's budget (5) runs out too.
    const bob = await t.signIn('bob@example.com');
    expect((await search(bob.headers)).status).toBe(200); // IP: 5th of 5
    expect((await search(bob.headers)).status).toBe(429); // IP budget spent
  });

  it('limits downloads of all a user’s data, which read every photo of the account', async () => {
    const carol = await t.signIn('carol-downloads@example.com');
    const download = () => fetch(`${t.baseUrl}/api/users/${carol.userId}/export.zip`, { headers: carol.headers });
    const first = await download();
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const refused = await download();
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expectContractAnswer('exportAccountZip', 429, body);
    expect(body.error.message).toMatch(/^Too many downloads of all your data\. Try again in \d+ seconds\.$/);
  });

  it('refuses a scan over budget before reading its upload, and other operations are not limited', async () => {
    const carol = await t.signIn('carol@example.com');
    const scan = (bytes: number) => {
      const form = new FormData();
      form.append('userId', carol.userId);
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'food.jpg');
      return fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: carol.headers });
    };
    expect((await scan(10)).status).toBe(415); // spends the one scan (not a JPEG: refused after counting)
    const refused = await scan(10);
    expect(refused.status).toBe(429);
    expectContractAnswer('createScan', 429, await refused.json());
    // History is not rate-limited.
    const history = await fetch(`${t.baseUrl}/api/users/${carol.userId}/scans`, { headers: carol.headers });
    expect(history.status).toBe(200);
  });

  it('gives every other state-changing operation a per-user budget (write), and reads none', async () => {
    const erin = await t.signIn('erin@example.com');
    const log = () =>
      fetch(`${t.baseUrl}/api/users/${erin.userId}/scans`, {
        method: 'POST',
        headers: { ...erin.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ name: 'Flapjack', grams: 60 }] }),
      });
    expect((await log()).status).toBe(201);
    expect((await log()).status).toBe(201);
    const refused = await log();
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expectContractAnswer('logFoods', 429, body);
    expect(body.error.message).toMatch(/^Too many changes\. Try again in \d+ seconds?\.$/);
    // Another state change of the same user shares the budget; reading does not spend it.
    const goals = await fetch(`${t.baseUrl}/api/users/${erin.userId}/goals`, { headers: erin.headers });
    expect(goals.status).toBe(200);
    const logout = await fetch(`${t.baseUrl}/api/auth/logout`, { method: 'POST', headers: erin.headers });
    expect(logout.status).toBe(429);
  });

  it('limits sign-in attempts per IP', async () => {
    const { idToken } = await emulatorIdToken('dave@example.com');
    const login = async () => (await loginWithToken(t.baseUrl, idToken)).status;
    expect(await login()).toBe(200);
    expect(await login()).toBe(200);
    const refused = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(429);
    expectContractAnswer('login', 429, await refused.json());
  });

  it('is configurable, can be switched off, and refuses a malformed setting at start-up', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits('off')).toBeNull();
    expect(parseRateLimits('scan=10/40')).toEqual({ ...DEFAULT_RATE_LIMITS, scan: { perUser: 10, perIp: 40 } });
    expect(() => loadConfig({ RATE_LIMITS: 'scans=lots' })).toThrow(
      "RATE_LIMITS: 'scans=lots' is not group=perUser/perIp (groups: login, scan, training, search, download, write), or 'off'",
    );
  });
});
