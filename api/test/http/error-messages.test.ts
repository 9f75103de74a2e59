import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';
import { photoForm } from '../support/upload-form';

const [database] = await testDatabases();

/**
 * A refusal names its message by a stable id with the values it needs, beside the English text, so
 * the app can say it in the user's language.
 */
describe('error messages by id', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(database!, { env: { RATE_LIMITS: 'search=2/50' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names a photo of a type it does not take', async () => {
    const who = await t.signIn();
    const res = await fetch(`${t.baseUrl}/api/scans`, {
      method: 'POST',
      body: photoForm({ userId: who.userId }, Buffer.from('not a photo, just text')),
      headers: who.headers,
    });
    expect(res.status).toBe(415);
    const body = await res.json();
    expectContractAnswer('createScan', 415, body);
    expect(body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'Please upload a photo: JPEG, PNG, WebP or HEIC.',
      messageId: 'photo.unsupportedType',
      values: {},
    });
  });

  it('names a scan that is not there', async () => {
    const who = await t.signIn();
    const res = await fetch(`${t.baseUrl}/api/scans/no-such-scan`, { headers: who.headers });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toEqual({
      code: 'not_found',
      message: 'Scan not found',
      messageId: 'scan.notFound',
      values: {},
    });
  });

  it('names a request the rules refuse, with the values its message takes', async () => {
    const who = await t.signIn();
    const res = await fetch(`${t.baseUrl}/api/users/${who.userId}/days?from=2026-01-10&to=2026-01-01&tz=UTC`, {
      headers: who.headers,
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: '`from` must not be after `to`.',
      messageId: 'time.fromAfterTo',
      values: {},
    });

    const zone = await fetch(`${t.baseUrl}/api/users/${who.userId}/days?from=2026-01-01&to=2026-01-02&tz=Mars/Base`, {
      headers: who.headers,
    });
    expect((await zone.json()).error).toMatchObject({
      message: "'Mars/Base' is not a time zone (use an IANA name such as Europe/Paris).",
      messageId: 'time.unknownZone',
      values: { tz: 'Mars/Base' },
    });
  });

  it("names a request the contract's schema refuses, with where and what", async () => {
    const who = await t.signIn();
    const res = await fetch(`${t.baseUrl}/api/foods/search?q=apple&limit=0`, { headers: who.headers });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.messageId).toBe('request.invalid');
    expect(error.values).toEqual({ where: 'query', problems: expect.stringContaining('query.limit') });
    expect(error.message).toBe(`Invalid request query: ${error.values.problems}`);
  });

  it('names a rate limit, with the group and the seconds to wait', async () => {
    const who = await t.signIn();
    const search = () => fetch(`${t.baseUrl}/api/foods/search?q=apple`, { headers: who.headers });
    for (let i = 0; i < 2; i += 1) expect((await search()).status).toBe(200);
    const refused = await search();
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect((await refused.json()).error).toEqual({
      code: 'rate_limited',
      message: `Too many searches. Try again in ${seconds} seconds.`,
      messageId: 'rateLimit.tryAgainIn',
      values: { what: 'search', seconds },
    });
  });
});
