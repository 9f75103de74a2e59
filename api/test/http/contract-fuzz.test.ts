import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, readOperations, type OperationSpec } from '../../src/http/contract';
import * as schemas from '../../src/generated/zod.gen';
import { startTestServer, type TestServer } from '../support/harness';
import { plainJpeg } from '../support/upload-form';

/**
 * Property-based contract fuzzing (fast-check): requests generated from the OpenAPI schemas,
 * valid, boundary and hostile, against a real server. Every answer must be one the contract
 * declares for that operation, with a body matching its schema, never a 500 and never a stack
 * trace. RUNS_PER_OPERATION × operations ≥ 2,000 requests; the count is printed.
 */
const RUNS_PER_OPERATION = 100;

type Json = Record<string, unknown>;
const contract = loadContract() as Json;

/** Strings that have broken other servers: traversal, SQL, markup, unicode, prototype keys, sizes. */
const HOSTILE_STRINGS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1' --",
  '1; DROP TABLE scans; --',
  '" onmouseover="alert(1)',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  '\uFEFF\u202E\u200B',
  '👩🏽‍🍳🍣',
  'İstanbul ǅ ß',
  '%00',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  ' ',
  '',
];
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }), // huge (bodies and form fields)
);
/**
 * In a URL, "huge" stops at 1,500 characters: Node itself answers 431 past 16 KB of request head,
 * before any app code runs, and browsers and proxies cap URLs near 8 KB anyway.
 */
const hostileUrlString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 500, maxLength: 1_500 }),
);
const hostileUrlValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileUrlString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(
    hostileUrlString.map((v) => v.slice(0, 300)),
    { maxLength: 3 },
  ),
  fc.constant({ __proto__: { polluted: true } }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant({ __proto__: { polluted: true } }),
  fc.anything({ maxDepth: 2 }),
);

function resolve(schema: Json): Json {
  if (typeof schema.$ref !== 'string') return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json)[key], contract);
  return resolve(target as Json);
}

/** Values a schema accepts, including its boundaries (lengths, minimum and maximum). */
function valid(raw: Json): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as Json[]).map(valid));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({
            min: (schema.minimum as number | undefined) ?? -1_000_000,
            max: (schema.maximum as number | undefined) ?? 1_000_000,
          });
        case 'number':
          return fc.double({
            min: (schema.minimum as number | undefined) ?? -1e6,
            max: (schema.maximum as number | undefined) ?? 1e6,
            noNaN: true,
          });
        case 'array':
          return fc.array(valid((schema.items ?? {}) as Json), { maxLength: 4 });
        case 'object': {
          const properties = (schema.properties ?? {}) as Record<string, Json>;
          return fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value)])), {
            requiredKeys: (schema.required ?? []) as string[],
          });
        }
        default: {
          if (schema.format === 'email') return fc.emailAddress();
          if (schema.format === 'uuid') return fc.uuid();
          if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
          if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
          const minLength = (schema.minLength as number | undefined) ?? 0;
          const maxLength = (schema.maxLength as number | undefined) ?? 60;
          return fc.oneof(
            fc.string({ minLength, maxLength: Math.min(maxLength, 60) }),
            fc.constant('x'.repeat(maxLength)), // the boundary
            fc.constant('x'.repeat(maxLength + 1)), // just past it
          );
        }
      }
    }),
  );
}

/** Mostly valid, sometimes hostile. */
const field = (schema: Json) =>
  fc.oneof({ weight: 3, arbitrary: valid(schema) }, { weight: 1, arbitrary: hostileValue });

interface Fixture {
  t: TestServer;
  cookie: string;
  userId: string;
  scanId: string;
  trainingImageId: string;
  jpeg: Buffer;
}

function requestArbitrary(op: OperationSpec, f: Fixture) {
  const raw = (contract.paths as Json)[op.path] as Json;
  const spec = raw[op.method] as Json;
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const ownId = (name: string) =>
    name === 'userId' ? f.userId : op.path.includes('/training/') ? f.trainingImageId : f.scanId;
  const pathValue = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(ownId(name)) },
      { weight: 1, arbitrary: fc.uuid() },
      // Never empty: `/api/users//scans` is another URL (a 404 for no such endpoint), not this operation.
      { weight: 2, arbitrary: hostileUrlString.filter((v) => v !== '') },
    );
  const query = fc.record(
    Object.fromEntries([
      ...op.queryParams.map((p) => [
        p.name,
        fc.oneof({ weight: 3, arbitrary: valid((p.schema ?? {}) as Json) }, { weight: 1, arbitrary: hostileUrlValue }),
      ]),
      ['__proto__', hostileUrlValue],
      ['unexpected', hostileUrlValue],
    ]),
    { requiredKeys: [] },
  );
  const requestBody = resolve((spec.requestBody ?? {}) as Json) as Json;
  const content = (requestBody.content ?? {}) as Json;
  const jsonSchema = (content['application/json'] as Json | undefined)?.schema as Json | undefined;
  const multipartSchema = (content['multipart/form-data'] as Json | undefined)?.schema as Json | undefined;

  const jsonBody = jsonSchema
    ? fc.oneof(
        { weight: 4, arbitrary: valid(jsonSchema).map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
        {
          weight: 1,
          arbitrary: fc.constant('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
        },
        { weight: 1, arbitrary: hostileString }, // not JSON at all
      )
    : fc.constant(undefined);

  const multipartParts = multipartSchema
    ? (() => {
        const properties = (resolve(multipartSchema).properties ?? {}) as Record<string, Json>;
        const fields = Object.entries(properties).filter(([name]) => name !== 'image');
        const part = fc.oneof(
          ...fields.map(([name, schema]) =>
            field(schema).map((value) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) })),
          ),
          fc.constant({ name: 'image', value: 'photo' as const }),
          fc.constant({ name: 'image', value: 'junk' as const }),
          hostileString.map((name) => ({ name: name.slice(0, 50) || 'x', value: 'extra' })),
        );
        // Valid first (every field once, in order), then shuffled, duplicated or missing parts.
        const complete = fc.constant([
          ...fields.map(([name]) => ({
            name,
            value: name === 'userId' ? f.userId : name === 'category' ? 'produce' : 'dal',
          })),
          { name: 'image', value: 'photo' as const },
        ]);
        return fc.oneof(
          complete,
          complete.chain((parts) => fc.shuffledSubarray([...parts])), // out of order, some missing
          complete.map((parts) => [...parts, ...parts]), // every part twice
          fc.array(part, { maxLength: 6 }), // anything goes
        );
      })()
    : fc.constant(undefined);

  return fc.record({
    path: fc.tuple(...pathParams.map(pathValue)),
    query,
    jsonBody,
    multipartParts,
    signedIn: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    foreignOrigin: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  });
}

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\.ts:\d+|Error: .*\n\s+at /;

describe('contract fuzzing (fast-check)', () => {
  const f = {} as Fixture;
  let requests = 0;
  beforeAll(async () => {
    f.t = await startTestServer('sqlite');
    const user = await f.t.signIn('fuzz@example.com');
    f.cookie = user.cookie;
    f.userId = user.userId;
    f.jpeg = await plainJpeg(64, 48, '#e94');
    const upload = async (url: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('image', new Blob([new Uint8Array(f.jpeg)], { type: 'image/jpeg' }), 'food.jpg');
      const res = await fetch(`${f.t.baseUrl}${url}`, { method: 'POST', body: form, headers: user.headers });
      return ((await res.json()) as { id: string }).id;
    };
    f.scanId = await upload('/api/scans', { userId: user.userId });
    f.trainingImageId = await upload('/api/training/upload', { category: 'produce' });
  });
  afterAll(async () => {
    console.log(`contract fuzzing: ${requests} generated requests over ${readOperations().length} operations`);
    await f.t?.close();
  });

  for (const op of readOperations()) {
    it(`${op.operationId}: every generated request gets a declared answer, never a 500 or a stack trace`, async () => {
      const table = schemas as unknown as Record<string, { safeParse(v: unknown): { success: boolean } } | undefined>;
      const pascal = op.operationId.charAt(0).toUpperCase() + op.operationId.slice(1);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, f), async (request) => {
          requests += 1;
          let i = 0;
          const path = op.path.replace(/\{\w+\}/g, () => encodeURIComponent(String(request.path[i++])));
          const url = new URL(f.t.baseUrl + path);
          for (const [key, value] of Object.entries(request.query)) {
            url.searchParams.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
          }
          const headers: Record<string, string> = {};
          if (request.signedIn) headers.cookie = f.cookie;
          if (request.foreignOrigin) headers.origin = 'https://evil.example';
          let body: BodyInit | undefined;
          if (request.jsonBody !== undefined) {
            headers['content-type'] = 'application/json';
            body = request.jsonBody;
          } else if (request.multipartParts) {
            const form = new FormData();
            for (const part of request.multipartParts) {
              if (part.value === 'photo') {
                form.append(part.name, new Blob([new Uint8Array(f.jpeg)], { type: 'image/jpeg' }), 'food.jpg');
              } else if (part.value === 'junk') {
                form.append(
                  part.name,
                  new Blob([new TextEncoder().encode('%PDF-1.7 junk')], { type: 'image/jpeg' }),
                  'x.jpg',
                );
              } else {
                form.append(part.name, part.value);
              }
            }
            body = form;
          }
          const res = await fetch(url, { method: op.method.toUpperCase(), headers, body });
          const text = await res.text();
          const where = `${op.method.toUpperCase()} ${url.pathname}${url.search.slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, where).not.toBe(500);
          expect(op.declaredStatuses, `undeclared status: ${where}`).toContain(res.status);
          expect(text, `stack trace: ${where}`).not.toMatch(STACK_TRACE);
          if (res.status === 204) return;
          if ((res.headers.get('content-type') ?? '').includes('application/json')) {
            const schema = res.status < 300 ? table[`z${pascal}Response`] : schemas.zError;
            expect(schema?.safeParse(JSON.parse(text)).success, `body off-contract: ${where}`).toBe(true);
          } else {
            expect(res.status, `non-JSON error: ${where}`).toBeLessThan(300); // photos and CSV only
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: 20261123, endOnFailure: true },
      );
    }, 120_000);
  }

  it('left no prototype polluted and the server healthy', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await fetch(`${f.t.baseUrl}/api/health`)).status).toBe(200);
    expect(requests).toBeGreaterThanOrEqual(2000);
  });
});
