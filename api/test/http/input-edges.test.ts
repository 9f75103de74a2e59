import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';
import { photoForm, plainJpeg } from '../support/upload-form';

const databases = await testDatabases();

/** Input at the edges of what the contract allows answers the same on every database: never a 500. */
describe.each(databases)('input at the contract’s edges on %s', (kind) => {
  let t: TestServer;
  let user: Awaited<ReturnType<TestServer['signIn']>>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    user = await t.signIn(`edges-${kind}@example.com`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = (method: string, url: string, body: unknown) =>
    fetch(`${t.baseUrl}${url}`, {
      method,
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const scan = (fields: Record<string, string>, bytes: Buffer, key?: string) =>
    fetch(`${t.baseUrl}/api/scans`, {
      method: 'POST',
      body: photoForm({ userId: user.userId, ...fields }, bytes),
      headers: { ...user.headers, ...(key ? { 'Idempotency-Key': key } : {}) },
    });
  const expectRefused = async (res: Response, path: string) => {
    expect(res.status, path).toBe(400);
    const body = await res.json();
    expectErrorBody(body);
    expect(JSON.stringify(body.error.details), path).toContain(path);
    return body as { error: { message: string } };
  };

  it('refuses a NUL character in any text with a 400 naming the field', async () => {
    const logged = await json('POST', `/api/users/${user.userId}/scans`, {
      items: [{ name: 'Oat\u0000cake', grams: 40 }],
    });
    const refusal = await expectRefused(logged, 'body.items.0.name');
    expect(refusal.error.message).toMatch(/NUL character/);

    const made = await scan({}, await plainJpeg(64, 48, '#c84'));
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await expectRefused(await json('PATCH', `/api/scans/${id}`, { note: 'ripe\u0000' }), 'body.note');
    await expectRefused(
      await json('PATCH', `/api/scans/${id}`, { items: [{ name: '\u0000Soup', grams: 300 }] }),
      'body.items.0.name',
    );
    const training = await fetch(`${t.baseUrl}/api/training/upload`, {
      method: 'POST',
      body: photoForm({ category: 'produce', label: 'dal\u0000' }, await plainJpeg(64, 48, '#ca4')),
      headers: user.headers,
    });
    await expectRefused(training, 'body.label');
    await expectRefused(
      await fetch(`${t.baseUrl}/api/foods/search?q=${encodeURIComponent('app\u0000le')}`, { headers: user.headers }),
      'query.q',
    );
  });

  it('bounds the dates it takes to years 1900–2999, answering 400 outside them', async () => {
    const days = (from: string, to: string) =>
      fetch(`${t.baseUrl}/api/users/${user.userId}/days?from=${from}&to=${to}&tz=UTC`, { headers: user.headers });
    const exported = (query: string, format: '' | '.json') =>
      fetch(`${t.baseUrl}/api/users/${user.userId}/scans/export${format}?${query}`, { headers: user.headers });
    await expectRefused(await days('9999-01-01', '9999-12-31'), 'query.from');
    await expectRefused(await days('0099-01-01', '0099-01-31'), 'query.from');
    await expectRefused(await days('0000-01-01', '0000-01-02'), 'query.from');
    for (const format of ['', '.json'] as const) {
      await expectRefused(await exported('to=9999-12-31', format), 'query.to');
      await expectRefused(await exported('from=0001-01-01', format), 'query.from');
    }
    expect((await days('2999-12-01', '2999-12-31')).status).toBe(200);
    expect((await days('1900-01-01', '1900-01-31')).status).toBe(200);
    expect((await exported('from=1900-01-01&to=2999-12-31', '.json')).status).toBe(200);
  });

  it('takes a capture time with an offset, as RFC 3339 allows', async () => {
    const tokyo = new Date(Date.now() - 3_600_000);
    const local = new Date(tokyo.getTime() + 9 * 3_600_000).toISOString().slice(0, 19);
    const res = await scan({ capturedAt: `${local}+09:00`, tz: 'Asia/Tokyo' }, await plainJpeg(64, 48, '#a63'));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { createdAt: string };
    expect(Math.abs(new Date(body.createdAt).getTime() - tokyo.getTime())).toBeLessThan(1000);
  });

  it('answers 422 when an idempotency key comes back with a different photo, and replays the same one', async () => {
    const key = `edge-key-${kind}`;
    const photo = await plainJpeg(64, 48, '#8a4');
    const first = await scan({}, photo, key);
    expect(first.status).toBe(201);
    const again = await scan({}, photo, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const other = await scan({}, await plainJpeg(64, 48, '#48a'), key);
    expect(other.status).toBe(422);
    const body = await other.json();
    expectErrorBody(body);
    expect(body.error.code).toBe('idempotency_key_reused');
  });

  it('exports text cells that no spreadsheet, whatever its delimiter, reads as a formula', async () => {
    const names = ['x;=1+2;', 'a,@SUM(A1)', 'tab\t-3+3', '=HYPERLINK("http://evil")', 'plain; still fine'];
    const logged = await json('POST', `/api/users/${user.userId}/scans`, {
      items: names.map((name) => ({ name, grams: 10 })),
    });
    expect(logged.status).toBe(201);
    const csv = await (
      await fetch(`${t.baseUrl}/api/users/${user.userId}/scans/export`, { headers: user.headers })
    ).text();
    for (const delimiter of [',', ';', '\t']) {
      const cells = (parse(csv, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]).flat();
      for (const cell of cells) expect(cell, `split on ${JSON.stringify(delimiter)}`).not.toMatch(/^\s*[=+\-@]/);
      // A splitter that ignores quotes altogether finds no formula either.
      const naive = csv.split(/\r\n/).flatMap((line) => line.split(delimiter));
      for (const cell of naive)
        expect(cell.replace(/^"/, ''), `naive ${JSON.stringify(delimiter)}`).not.toMatch(/^\s*[=+\-@]/);
    }
    // Every name is still there, readable, with its apostrophe guards.
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row['Food'])).toEqual(
      expect.arrayContaining(["x;'=1+2;", "a,'@SUM(A1)", '\'=HYPERLINK("http://evil")', 'plain; still fine']),
    );
  });
});

describe('methods the app does not have', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers TRACE with 405 and Allow, like any other method a path lacks', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`, { method: 'TRACE' }).catch((error: unknown) => error);
    // Node's fetch refuses to send TRACE itself; ask over a raw request instead.
    expect(res).toBeInstanceOf(Error);
    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
      const req = request(`${t.baseUrl}/api/health`, { method: 'TRACE' }, (r) => {
        let body = '';
        r.on('data', (chunk: Buffer) => (body += chunk.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, allow: r.headers.allow, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(405);
    expect(answer.allow).toMatch(/GET/);
    expectErrorBody(JSON.parse(answer.body));
  });
});
