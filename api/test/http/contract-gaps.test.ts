import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, unknownFields } from '../../src/http/contract';
import { expectErrorBody } from '../support/contract-assertions';
import { startTestServer, type TestServer } from '../support/harness';
import { photoForm, plainJpeg } from '../support/upload-form';

/** What the contract promises beyond each operation's happy path: the answers an outside fuzzer checks. */
describe('contract gaps a black-box fuzzer finds', () => {
  let t: TestServer;
  let user: Awaited<ReturnType<TestServer['signIn']>>;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
    user = await t.signIn('gaps@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: string, url: string, init: { body?: BodyInit; type?: string } = {}) =>
    fetch(`${t.baseUrl}${url}`, {
      method,
      headers: { ...user.headers, ...(init.type ? { 'content-type': init.type } : {}) },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });

  it('answers 400, not 500, for a paging cursor with an impossible date', async () => {
    for (const before of ['2024-13-45T99:99:99Z_x', '2024-02-31T10:00:00Z_x', '2023-02-29T00:00:00.000Z_abc']) {
      const res = await call('GET', `/api/users/${user.userId}/scans?limit=5&before=${encodeURIComponent(before)}`);
      expect(res.status, before).toBe(400);
      const body = await res.json();
      expectErrorBody(body);
      expect(JSON.stringify(body)).toContain('query.before');
    }
    const fine = await call('GET', `/api/users/${user.userId}/scans?limit=5&before=2024-02-29T23:59:59.999Z_abc`);
    expect(fine.status).toBe(200);
  });

  it('the contract’s cursor pattern refuses impossible months, days, hours and minutes', () => {
    const contract = loadContract() as {
      paths: Record<string, { get: { parameters: Array<{ name?: string; schema?: { pattern?: string } }> } }>;
    };
    const before = contract.paths['/api/users/{userId}/scans']!.get.parameters.find((p) => p.name === 'before')!;
    const pattern = new RegExp(before.schema!.pattern!);
    expect(pattern.test('2024-05-01T12:30:00Z_abc')).toBe(true);
    for (const bad of [
      '2024-13-01T00:00:00Z_a',
      '2024-01-45T00:00:00Z_a',
      '2024-01-01T24:00:00Z_a',
      '2024-01-01T00:60:00Z_a',
    ]) {
      expect(pattern.test(bad), bad).toBe(false);
    }
  });

  it('refuses unknown body fields with 400 naming them, at any depth, as additionalProperties: false says', async () => {
    const goals = await call('PUT', `/api/users/${user.userId}/goals`, {
      type: 'application/json',
      body: JSON.stringify({ calories: 2000, protein: 100, carbs: 250, fat: 70, isAdmin: true }),
    });
    expect(goals.status).toBe(400);
    const body = (await goals.json()) as { error: { message: string; details?: { path: string }[] } };
    expectErrorBody(body);
    expect(body.error.message).toContain("'isAdmin'");
    expect(body.error.details).toEqual([{ path: 'body.isAdmin', message: 'Unknown field' }]);

    const login = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', role: 'admin' }),
    });
    expect(login.status).toBe(400);
    expect(JSON.stringify(await login.json())).toContain('body.role');
  });

  it('finds unknown fields through arrays, oneOf alternatives and references', () => {
    const doc = {
      components: {
        schemas: {
          Choice: {
            oneOf: [
              { type: 'object', additionalProperties: false, properties: { foodId: {}, grams: {} } },
              { type: 'object', additionalProperties: false, properties: { name: {}, grams: {} } },
            ],
          },
        },
      },
    };
    const schema = {
      type: 'object',
      additionalProperties: false,
      properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Choice' } }, note: {} },
    };
    expect(
      unknownFields(doc, schema, { items: [{ foodId: 'a', grams: 3 }, { name: 'x' }], note: 'n' }, 'body'),
    ).toEqual([]);
    expect(unknownFields(doc, schema, { items: [{ foodId: 'a', colour: 'red' }], extra: 1 }, 'body')).toEqual([
      'body.items.0.colour',
      'body.extra',
    ]);
  });

  it('answers 405 with Allow, in the Error shape, for a method the path does not have', async () => {
    for (const [method, url, allowed] of [
      ['PUT', '/api/scans/some-id', 'PATCH'],
      ['POST', '/api/scans/some-id', 'DELETE'],
      ['DELETE', '/api/health', 'GET'],
    ] as const) {
      const res = await call(method, url);
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.headers.get('allow')).toContain(allowed);
      expectErrorBody(await res.json());
    }
    // A path the contract does not have is still 404.
    expect((await call('DELETE', '/api/no-such-thing')).status).toBe(404);
  });

  it('answers 415 for a text/plain body on a JSON operation', async () => {
    const res = await call('PUT', `/api/users/${user.userId}/goals`, { type: 'text/plain', body: 'calories=2000' });
    expect(res.status).toBe(415);
    expectErrorBody(await res.json());
  });

  it('marks API answers no-store, errors included; photos keep their own caching', async () => {
    for (const url of ['/api/auth/me', '/api/health', `/api/users/${user.userId}/scans`, '/api/nothing-here']) {
      expect((await call('GET', url)).headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('answers a path with an empty segment as a missing endpoint, not a body that could not be read', async () => {
    const res = await call('GET', '//api/health');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { message: string } };
    expectErrorBody(body);
    expect(body.error.message).not.toContain('body');
  });

  it('never serves a damaged stored photo as image/jpeg', async () => {
    const created = await fetch(`${t.baseUrl}/api/scans`, {
      method: 'POST',
      body: photoForm({ userId: user.userId }, await plainJpeg(200, 150, '#8a4')),
      headers: user.headers,
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const good = await call('GET', `/api/scans/${id}/image`);
    expect(good.status).toBe(200);
    expect(good.headers.get('cache-control')).toContain('immutable');

    const file = path.join(t.config.imagesDir, user.userId, `${id}-full.jpg`);
    fs.writeFileSync(file, '<html><script>alert(1)</script></html>');
    const damaged = await call('GET', `/api/scans/${id}/image`);
    expect(damaged.status).toBe(404);
    expect(damaged.headers.get('content-type')).toContain('application/json');
    // Cut short: the start is a JPEG, the end is not.
    const thumb = path.join(t.config.imagesDir, user.userId, `${id}-thumb.jpg`);
    fs.writeFileSync(thumb, fs.readFileSync(thumb).subarray(0, 200));
    expect((await call('GET', `/api/scans/${id}/image?size=thumb`)).status).toBe(404);
  });
});
