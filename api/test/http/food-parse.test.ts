import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getScan, listRecentFoods, logFoods, parseFoods } from '../../../frontend/src/client';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';

const databases = await testDatabases();

describe.each(databases)('POST /api/foods/parse on %s', (kind) => {
  let t: TestServer;
  let headers: Record<string, string>;
  let userId: string;
  beforeAll(async () => {
    t = await startTestServer(kind);
    const session = await t.signIn();
    headers = session.headers;
    userId = session.userId;
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

  it('gives each food’s energy per 100 g, from which the logged meal’s total follows exactly', async () => {
    const res = await parse('two eggs on toast and a cup of orange juice');
    expectContractAnswer('parseFoods', 200, res.data);
    const items = res.data!.items;
    expect(items.map((i) => i.foodId)).toEqual(['builtin-egg', 'builtin-toast', 'builtin-orange-juice']);
    for (const item of items) expect(Math.round((item.kcalPer100g! * item.grams) / 100)).toBe(item.calories);
    const logged = await logFoods({
      client: t.client,
      path: { userId },
      body: { items: items.map((item) => ({ foodId: item.foodId, grams: item.grams })), tz: 'UTC' },
      headers,
    });
    expect(logged.response!.status).toBe(201);
    // Summed unrounded, then rounded once: not the items' rounded calories added up.
    const exact = items.reduce((sum, item) => sum + (item.kcalPer100g! * item.grams) / 100, 0);
    expect(logged.data!.calories).toBe(Math.round(exact));
  });

  it('matches imported foods and counts them with their own portions', async () => {
    const res = await parse('2 tamales');
    expectContractAnswer('parseFoods', 200, res.data);
    expect(res.data!.items).toMatchObject([
      { foodId: 'fndds-99990001', quantity: 2, unit: null, grams: 286, portion: { label: '1 tamale', quantity: 2 } },
    ]);
  });

  it('reads meals said in Spanish and German, names them in the asked language, and logs them', async () => {
    const sentences = [
      ['es', 'dos huevos', [{ foodId: 'builtin-egg', name: 'Huevo', quantity: 2 }]],
      ['de', 'ein Glas Milch', [{ foodId: 'builtin-whole-milk', name: 'Vollmilch', unit: 'glass' }]],
      ['es', 'medio aguacate', [{ foodId: 'builtin-avocado', name: 'Aguacate', quantity: 0.5 }]],
      ['es', 'un vaso de leche', [{ foodId: 'builtin-whole-milk', name: 'Leche entera', unit: 'glass' }]],
      ['de', '200 g Hähnchenbrust', [{ foodId: 'builtin-chicken-breast', name: 'Hähnchenbrust', grams: 200 }]],
      [
        'de',
        'zwei Scheiben Brot und ein Apfel',
        [
          { foodId: 'builtin-white-bread', name: 'Weißbrot', quantity: 2, unit: 'slice' },
          { foodId: 'builtin-apple', name: 'Apfel', quantity: 1 },
        ],
      ],
      ['es', 'huevos revueltos', [{ foodId: 'builtin-scrambled-eggs', name: 'Huevos revueltos' }]],
    ] as const;
    const loggedIds: string[] = [];
    for (const [language, text, expected] of sentences) {
      const res = await parseFoods({
        client: t.client,
        body: { text },
        headers: { ...headers, 'Accept-Language': language },
      });
      expectContractAnswer('parseFoods', 200, res.data);
      expect(res.data!.items, text).toMatchObject(expected);
      expect(res.data!.unmatched, text).toEqual([]);
      const logged = await logFoods({
        client: t.client,
        path: { userId },
        body: { items: res.data!.items.map((item) => ({ foodId: item.foodId, grams: item.grams })), tz: 'UTC' },
        headers: { ...headers, 'Accept-Language': language },
      });
      expect(logged.response!.status, text).toBe(201);
      expectContractAnswer('logFoods', 201, logged.data);
      expect(logged.data!.items.map((item) => item.foodId)).toEqual(expected.map((item) => item.foodId));
      // The entry reads in the language it was logged in, and in any other the reader asks for.
      expect(logged.data!.items.map((item) => item.name)).toEqual(expected.map((item) => item.name));
      loggedIds.push(logged.data!.id);
    }
    const scanIn = async (id: string, language: string) =>
      (await getScan({ client: t.client, path: { id }, headers: { ...headers, 'Accept-Language': language } })).data!;
    expect((await scanIn(loggedIds[5]!, 'de')).foodName).toBe('Weißbrot und Apfel');
    expect((await scanIn(loggedIds[5]!, 'es')).foodName).toBe('Pan blanco y manzana');
    expect((await scanIn(loggedIds[5]!, 'en')).foodName).toBe('White bread and apple');
    // Its ingredients name its foods, in the reader's language too.
    const german = await scanIn(loggedIds[5]!, 'de');
    expect(german.ingredients.map((i) => i.name)).toEqual(['Weißbrot', 'Apfel']);
    expect(german.nutritionalInfo?.ingredients?.primary).toEqual(['Weißbrot', 'Apfel']);
    expect((await scanIn(loggedIds[5]!, 'en')).ingredients.map((i) => i.name)).toEqual(['White bread', 'Apple']);
    expect((await scanIn(loggedIds[6]!, 'en')).items[0]!.name).toBe('Scrambled eggs');
    // The recent foods they became are named in the reader's language too.
    const recent = async (language: string) =>
      (
        await listRecentFoods({
          client: t.client,
          path: { userId },
          headers: { ...headers, 'Accept-Language': language },
        })
      ).data!.foods;
    expect((await recent('de')).find((f) => f.foodId === 'builtin-scrambled-eggs')?.name).toBe('Rührei');
    expect((await recent('es')).find((f) => f.foodId === 'builtin-apple')?.name).toBe('Manzana');
    expect((await recent('en')).find((f) => f.foodId === 'builtin-apple')?.name).toBe('Apple');
  });

  it("names a scan's additives in the reader's language", async () => {
    const cola = await logFoods({
      client: t.client,
      path: { userId },
      body: { items: [{ foodId: 'builtin-cola', grams: 330 }], tz: 'UTC' },
      headers,
    });
    const additives = async (language: string) =>
      (
        await getScan({
          client: t.client,
          path: { id: cola.data!.id },
          headers: { ...headers, 'Accept-Language': language },
        })
      ).data!.nutritionalInfo?.ingredients?.additives;
    expect(await additives('en')).toEqual(['colour', 'flavouring']);
    expect(await additives('es')).toEqual(['colorante', 'aroma']);
    expect(await additives('de')).toEqual(['Farbstoff', 'Aroma']);
  });

  it("labels portions in the reader's language and logs a portion sent back by that label", async () => {
    const asked = { ...headers, 'Accept-Language': 'de' };
    const res = await parseFoods({ client: t.client, body: { text: 'ein Apfel' }, headers: asked });
    expectContractAnswer('parseFoods', 200, res.data);
    const [apple] = res.data!.items;
    expect(apple).toMatchObject({
      foodId: 'builtin-apple',
      name: 'Apfel',
      grams: 182,
      portion: { label: '1 Stück (mittel)', grams: 182, quantity: 1 },
    });
    // The client logs the portion it showed, by its German label.
    const logged = await logFoods({
      client: t.client,
      path: { userId },
      body: {
        items: [{ foodId: apple!.foodId, portion: { label: apple!.portion!.label, quantity: 2 } }],
        tz: 'UTC',
      },
      headers: asked,
    });
    expect(logged.response!.status).toBe(201);
    expectContractAnswer('logFoods', 201, logged.data);
    // Shown in German, stored as the food's own portion: read in English it is '1 medium'.
    expect(logged.data!.items).toMatchObject([
      { foodId: 'builtin-apple', grams: 364, portion: { label: '1 Stück (mittel)', grams: 182, quantity: 2 } },
    ]);
    const inEnglish = await getScan({ client: t.client, path: { id: logged.data!.id }, headers });
    expect(inEnglish.data!.items).toMatchObject([
      { name: 'Apple', grams: 364, portion: { label: '1 medium', grams: 182, quantity: 2 } },
    ]);
    // A label that is none of the food's portions in any language is still refused.
    const wrong = await logFoods({
      client: t.client,
      path: { userId },
      body: { items: [{ foodId: 'builtin-apple', portion: { label: '1 Stück (riesig)', quantity: 1 } }], tz: 'UTC' },
      headers: asked,
    });
    expect(wrong.response!.status).toBe(400);

    const recent = await listRecentFoods({
      client: t.client,
      path: { userId },
      headers: { ...headers, 'Accept-Language': 'es' },
    });
    expect(recent.data!.foods.find((f) => f.foodId === 'builtin-apple')).toMatchObject({
      name: 'Manzana',
      portion: { label: '1 pieza mediana', grams: 182, quantity: 2 },
    });
    const english = await listRecentFoods({ client: t.client, path: { userId }, headers });
    expect(english.data!.foods.find((f) => f.foodId === 'builtin-apple')?.portion?.label).toBe('1 medium');
  });

  it("weighs a pint as the writer's region means it: 568 ml in the UK, 473 ml in the US", async () => {
    const pintOfMilk = async (acceptLanguage?: string) => {
      const res = await parseFoods({
        client: t.client,
        body: { text: 'a pint of milk' },
        headers: { ...headers, ...(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {}) },
      });
      expectContractAnswer('parseFoods', 200, res.data);
      expect(res.response!.headers.get('vary')).toMatch(/accept-language/i);
      const [item] = res.data!.items;
      expect(item).toMatchObject({ foodId: 'builtin-whole-milk', quantity: 1, unit: 'pint' });
      return item!.grams;
    };
    // Whole milk weighs 244 g a US cup (236.6 ml): 1.03 g a millilitre.
    const us = await pintOfMilk('en-US');
    expect(us).toBe(488);
    expect(await pintOfMilk()).toBe(us);
    expect(await pintOfMilk('en')).toBe(us);
    const imperial = await pintOfMilk('en-GB,en;q=0.8');
    expect(imperial).toBeCloseTo((568.261 / 236.588) * 244, 0);
    expect(await pintOfMilk('en-IE')).toBe(imperial);
    expect(await pintOfMilk('de-DE')).toBe(imperial);
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
