import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportUserScans, getCurrentUser, getScan, listUserScans } from '../../../frontend/src/client';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';
import { identifiedScanRow } from '../support/scan-rows';

const databases = await testDatabases();

/** getScan, listUserScans and exportUserScans: the owner reads their scans, nobody else does. */
describe.each(databases)('reading scans and their ownership on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const raw = (path: string, init?: RequestInit) => fetch(`${t.baseUrl}${path}`, init);

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
