import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth } from '../../../frontend/src/client';
import { expectContractAnswer, expectErrorBody } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';

const databases = await testDatabases();
if (!databases.includes('postgres')) console.warn('PostgreSQL not reachable: API tests run on SQLite only.');

/** getHealth, and the answers every operation shares: JSON errors, baseline headers, a request id. */
describe.each(databases)('health and shared answers on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const raw = (path: string, init?: RequestInit) => fetch(`${t.baseUrl}${path}`, init);

  it('answers health with the database kind', async () => {
    const res = await getHealth({ client: t.client });
    expect(res.response!.status).toBe(200);
    expect(res.data).toEqual({ status: 'ok', version: expect.any(String), database: kind });
    expectContractAnswer('getHealth', 200, res.data);
  });

  it('answers an unknown /api route with a JSON 404 Error', async () => {
    const res = await raw('/api/definitely/not/here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expectErrorBody(await res.json());
  });

  it('answers a scan request without a session with a JSON 401, never HTML or a stack', async () => {
    const res = await raw('/api/scans/abc');
    expect(res.status).toBe(401);
    const body = await res.json();
    expectErrorBody(body);
    expectContractAnswer('getScan', 401, body);
  });

  it('answers malformed JSON with a 400 Error', async () => {
    const res = await raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(res.status).toBe(400);
    expectErrorBody(await res.json());
  });

  it('sets baseline security headers and a request id', async () => {
    const res = await raw('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});
