import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportUserScans,
  getCurrentUser,
  getFoodNutrition,
  getHealth,
  getScan,
  listUserScans,
  logout,
  searchFoods,
} from '../../../frontend/src/client';
import { expectContractAnswer, expectErrorBody } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';
import { identifiedScanRow } from '../support/scan-rows';

const databases = await testDatabases();
if (!databases.includes('postgres')) console.warn('PostgreSQL not reachable: API tests run on SQLite only.');

describe.each(databases)('API over HTTP on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const raw = (path: string, init?: RequestInit) => fetch(`${t.baseUrl}${path}`, init);

  describe('system', () => {
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

  describe('auth', () => {
    it('answers getCurrentUser with null when signed out (not an error) and the user when signed in', async () => {
      const anonymous = await getCurrentUser({ client: t.client });
      expect(anonymous.response!.status).toBe(200);
      expect(anonymous.data).toBeNull();
      expectContractAnswer('getCurrentUser', 200, anonymous.data);

      const session = await t.signIn('me@example.com');
      const me = await getCurrentUser({ client: t.client, headers: session.headers });
      expect(me.response!.status).toBe(200);
      expect(me.data).toMatchObject({ id: session.userId, email: 'me@example.com', totalScans: 0, profileImage: null });
      expectContractAnswer('getCurrentUser', 200, me.data);
    });

    it('takes a forged or malformed session cookie for no session at all', async () => {
      for (const cookie of [
        'morsel_session=forged-token-forged-token-x',
        'morsel_session=../../etc/passwd',
        'morsel_session=',
      ]) {
        const res = await getCurrentUser({ client: t.client, headers: { Cookie: cookie } });
        expect(res.response!.status).toBe(200);
        expect(res.data).toBeNull();
        const scans = await raw('/api/scans/anything', { headers: { Cookie: cookie } });
        expect(scans.status).toBe(401);
      }
    });

    it('ends the session on logout', async () => {
      const session = await t.signIn();
      const out = await logout({ client: t.client, headers: session.headers });
      expect(out.response!.status).toBe(204);
      expect(out.response!.headers.get('set-cookie')).toMatch(/morsel_session=;/);
      const after = await getCurrentUser({ client: t.client, headers: session.headers });
      expect(after.response!.status).toBe(200);
      expect(after.data).toBeNull();
    });

    it('validates the login body against the contract', async () => {
      const res = await raw('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'not-an-email', admin: true }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; details: { path: string }[] } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details.map((d) => d.path)).toContain('body.email');
      expect(body.error.details.map((d) => d.path)).toContain('body.admin'); // not a field of the contract
    });
  });

  describe('scans and ownership', () => {
    let owner: Awaited<ReturnType<TestServer['signIn']>>;
    let other: Awaited<ReturnType<TestServer['signIn']>>;

    beforeAll(async () => {
      owner = await t.signIn('owner@example.com');
      other = await t.signIn('other@example.com');
      await t.services.scans.save(
        identifiedScanRow({
          id: 'scan-old',
          userId: owner.userId,
          foodName: 'Apple',
          imageUrl: null,
          confidence: 88.5,
          calories: 95,
          protein: 0.5,
          carbs: 25,
          fat: 0.3,
          ingredients: [{ name: 'Apple', percentage: 100 }],
          allergens: [],
          nutritionalInfo: null,
          createdAt: new Date('2026-01-01T10:00:00Z'),
        }),
      );
      await t.services.scans.save(
        identifiedScanRow({
          id: 'scan-new',
          userId: owner.userId,
          foodName: 'Pancakes',
          imageUrl: null,
          confidence: 75,
          calories: 420,
          protein: 9,
          carbs: 60,
          fat: 14,
          ingredients: [{ name: 'Flour', percentage: 50 }],
          allergens: ['Gluten', 'Milk', 'Egg'],
          nutritionalInfo: {
            healthMetrics: { healthScore: 40, nutritionGrade: 'D', benefits: [], warnings: ['High in sugar'] },
            processingLevel: 'Processed',
          },
          createdAt: new Date('2026-01-02T10:00:00Z'),
        }),
      );
    });

    it('returns the owner their scan, exactly as stored', async () => {
      const res = await getScan({ client: t.client, path: { id: 'scan-new' }, headers: owner.headers });
      expect(res.response!.status).toBe(200);
      expectContractAnswer('getScan', 200, res.data);
      expect(res.data).toMatchObject({
        id: 'scan-new',
        foodName: 'Pancakes',
        allergens: ['Gluten', 'Milk', 'Egg'],
        nutritionalInfo: { healthMetrics: { nutritionGrade: 'D' } },
        createdAt: '2026-01-02T10:00:00.000Z',
      });
    });

    it("answers another user's scan with 404, as if it did not exist", async () => {
      const res = await getScan({ client: t.client, path: { id: 'scan-new' }, headers: other.headers });
      expect(res.response!.status).toBe(404);
      expectContractAnswer('getScan', 404, res.error);
    });

    it('answers a missing scan with 404 and an invalid id with 400', async () => {
      expect((await getScan({ client: t.client, path: { id: 'nope' }, headers: owner.headers })).response!.status).toBe(
        404,
      );
      const bad = await raw('/api/scans/a%20b%3Bdrop', { headers: owner.headers });
      expect(bad.status).toBe(400);
      expectContractAnswer('getScan', 400, await bad.json());
    });

    it('lists the owner history newest first, and counts scans on the user', async () => {
      const res = await listUserScans({ client: t.client, path: { userId: owner.userId }, headers: owner.headers });
      expect(res.response!.status).toBe(200);
      expectContractAnswer('listUserScans', 200, res.data);
      expect(res.data!.map((s) => s.id)).toEqual(['scan-new', 'scan-old']);
      const first = await listUserScans({
        client: t.client,
        path: { userId: owner.userId },
        query: { limit: 1 },
        headers: owner.headers,
      });
      expect(first.data!.map((s) => s.id)).toEqual(['scan-new']);
      const next = await listUserScans({
        client: t.client,
        path: { userId: owner.userId },
        query: { limit: 1, before: `${first.data![0]!.createdAt}_${first.data![0]!.id}` },
        headers: owner.headers,
      });
      expect(next.data!.map((s) => s.id)).toEqual(['scan-old']);
      const me = await getCurrentUser({ client: t.client, headers: owner.headers });
      expect(me.data!.totalScans).toBe(2);
    });

    it("forbids reading another user's history", async () => {
      const res = await listUserScans({ client: t.client, path: { userId: owner.userId }, headers: other.headers });
      expect(res.response!.status).toBe(403);
      expectContractAnswer('listUserScans', 403, res.error);
    });

    it('requires a session for history', async () => {
      const res = await listUserScans({ client: t.client, path: { userId: owner.userId } });
      expect(res.response!.status).toBe(401);
    });

    it('exports the owner log as a CSV download: one row per food, units in the header, numbers in the cells', async () => {
      const res = await exportUserScans({
        client: t.client,
        path: { userId: owner.userId },
        headers: owner.headers,
        parseAs: 'text',
      });
      expect(res.response!.status).toBe(200);
      expect(res.response!.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.response!.headers.get('content-disposition')).toMatch(
        /^attachment; filename="morsel-log-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expectContractAnswer('exportUserScans', 200, res.data);
      const lines = (res.data as string).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Scan ID,Date,Time,Meal,Food,Food ID,Grams (g),Portion,Calories (kcal),Protein (g),Carbs (g),Fat (g),Fibre (g),Sugar (g),Sodium (mg),Source',
      );
      expect(lines.slice(1)).toEqual([
        'scan-old,2026-01-01,10:00,snack,Apple,,100,,95,0.5,25,0.3,,,,estimate',
        'scan-new,2026-01-02,10:00,snack,Pancakes,,100,,420,9,60,14,,,,estimate',
      ]);
    });

    it("forbids exporting another user's history, and requires a session", async () => {
      const path = { userId: owner.userId };
      const forbidden = await exportUserScans({ client: t.client, path, headers: other.headers });
      expect(forbidden.response!.status).toBe(403);
      expectContractAnswer('exportUserScans', 403, forbidden.error);
      expect((await exportUserScans({ client: t.client, path })).response!.status).toBe(401);
    });
  });

  describe('uploads and validation', () => {
    it('requires the image file on scan creation', async () => {
      const session = await t.signIn();
      const form = new FormData();
      form.append('userId', session.userId);
      const res = await raw('/api/scans', { method: 'POST', body: form, headers: session.headers });
      expect(res.status).toBe(400);
      expectContractAnswer('createScan', 400, await res.json());
    });

    it('refuses a non-multipart scan request with 415', async () => {
      const session = await t.signIn();
      const res = await raw('/api/scans', {
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(415);
      expectContractAnswer('createScan', 415, await res.json());
    });

    it('refuses an upload over the size limit with 413', async () => {
      const session = await t.signIn();
      const form = new FormData();
      form.append('userId', session.userId);
      form.append(
        'image',
        new Blob([new Uint8Array(t.config.uploads.maxBytes + 1)], { type: 'image/jpeg' }),
        'food-scan.jpg',
      );
      const res = await raw('/api/scans', { method: 'POST', body: form, headers: session.headers });
      expect(res.status).toBe(413);
      expectContractAnswer('createScan', 413, await res.json());
    });

    it('validates and coerces query parameters', async () => {
      const session = await t.signIn();
      for (const query of [
        '',
        '?q=',
        '?q=%20%20',
        '?q=apple&limit=abc',
        '?q=apple&limit=0',
        '?q=apple&limit=51',
        '?q=a&q=b',
      ]) {
        const res = await raw(`/api/foods/search${query}`, { headers: session.headers });
        expect(res.status, query).toBe(400);
        expectContractAnswer('searchFoods', 400, await res.json());
      }
      const ok = await searchFoods({
        client: t.client,
        headers: session.headers,
        query: { q: 'apple', limit: 5 },
      });
      expect(ok.response!.status).toBe(200);
      expect(ok.data!.foods.length).toBeLessThanOrEqual(5); // the query string's limit is coerced to a number
      const nutrition = await getFoodNutrition({
        client: t.client,
        headers: session.headers,
        path: { id: '../../etc' },
      });
      expect(nutrition.response!.status).toBe(400); // path traversal never reaches a handler
    });
  });
});
