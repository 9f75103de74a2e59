import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFoods } from '../../../frontend/src/client';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';

const databases = await testDatabases();

describe.each(databases)('POST /api/foods/parse on %s', (kind) => {
  let t: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    headers = (await t.signIn()).headers;
    // An imported survey food, named as FNDDS names them, with its own household portions.
    await t.services.foods.store.transaction(async (writer) =>
      writer.upsert([
        {
          id: 'fndds-99990001',
          source: 'fndds',
          name: 'Tamale, meat',
          dataType: 'Survey (FNDDS)',
          category: 'Burritos and tacos',
          energyKcal: 174,
          proteinG: 7.1,
          carbohydrateG: 16.3,
          sugarsG: 0.8,
          fibreG: 2.2,
          fatG: 9.1,
          saturatedFatG: 3.4,
          sodiumMg: 400,
          portions: [
            { description: '1 cup', grams: 160 },
            { description: '1 tamale', grams: 143 },
          ],
        },
      ]),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const parse = (text: string, withSession = true) =>
    parseFoods({ client: t.client, body: { text }, headers: withSession ? headers : {} });

  it('reads a sentence as foods with portions, grams and nutrients, and saves nothing', async () => {
    const scanCount = async () => Number((await t.services.dataSource.query('SELECT count(*) AS n FROM "scans"'))[0].n);
    const before = await scanCount();
    const res = await parse('a bowl of cornflakes with semi-skimmed milk and a mug of tea');
    expect(res.response!.status).toBe(200);
    expectContractAnswer('parseFoods', 200, res.data);
    expect(res.data!.items.map((i) => i.foodId)).toEqual([
      'builtin-corn-flakes',
      'builtin-semi-skimmed-milk',
      'builtin-tea',
    ]);
    expect(res.data!.items[2]).toMatchObject({ unit: 'mug', quantity: 1, portion: { label: '1 mug (12 fl oz)' } });
    expect(res.data!.items.every((i) => i.grams > 0 && i.calories !== null)).toBe(true);
    expect(await scanCount()).toBe(before);
  });

  it('matches imported foods and counts them with their own portions', async () => {
    const res = await parse('2 tamales');
    expectContractAnswer('parseFoods', 200, res.data);
    expect(res.data!.items).toMatchObject([
      { foodId: 'fndds-99990001', quantity: 2, unit: null, grams: 286, portion: { label: '1 tamale', quantity: 2 } },
    ]);
  });

  it('lists the words that named no food', async () => {
    const res = await parse('2 eggs and a flurb');
    expectContractAnswer('parseFoods', 200, res.data);
    expect(res.data!.items.map((i) => i.foodId)).toEqual(['builtin-egg']);
    expect(res.data!.unmatched).toEqual(['flurb']);
  });

  it('refuses blank and over-long text with a clear 400', async () => {
    for (const text of ['', '   ', 'a'.repeat(501)]) {
      const res = await parse(text);
      expect(res.response!.status, JSON.stringify(text.slice(0, 10))).toBe(400);
      expectContractAnswer('parseFoods', 400, res.error);
    }
    expect(JSON.stringify((await parse('  ')).error)).toContain('Type what you ate');
    expect(JSON.stringify((await parse('a'.repeat(501))).error)).toContain('at most 500 characters');
  });

  it('needs a session', async () => {
    const res = await parse('toast', false);
    expect(res.response!.status).toBe(401);
  });
});
