import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFoodByBarcode, getFoodNutrition, searchFoods, searchRecognitionFoods } from '../../../frontend/src/client';
import { parseBuiltinFoods } from '../../src/features/foods/builtin/builtin-foods';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';

const databases = await testDatabases();

describe('built-in foods', () => {
  const foods = parseBuiltinFoods();
  it('has at least 500 foods, each with nutrients and a portion', () => {
    expect(foods.length).toBeGreaterThanOrEqual(500);
    for (const food of foods) {
      expect(food.energyKcal, food.name).not.toBeNull();
      expect(food.portions?.[0]?.grams, food.name).toBeGreaterThan(0);
      // Energy roughly agrees with the macronutrients (Atwater 4/4/9), so no typo slips in. Alcohol
      // carries energy we don't list, and USDA's oat bran uses specific factors.
      const atwater = 4 * food.proteinG! + 4 * food.carbohydrateG! + 9 * food.fatG!;
      const exempt = /beer|wine|cider|oat bran|vodka|\bgin\b|\brum\b|whisky|tequila|margarita|mojito/i.test(food.name);
      if (food.energyKcal! > 40 && !exempt) {
        expect(Math.abs(atwater - food.energyKcal!) / food.energyKcal!, food.name).toBeLessThan(0.4);
      }
    }
  });

  it('covers the sample photo foods, the nutrition-demo foods and every training category', () => {
    const names = new Set(
      foods.flatMap((f) => [f.name.toLowerCase(), ...(f.aliases ?? []).map((a) => a.toLowerCase())]),
    );
    const required = [
      ...['apple', 'banana', 'bread', 'bun', 'doughnut', 'egg', 'fried dough twist', 'grape', 'kiwi', 'lemon'],
      ...['litchi', 'mango', 'mooncake', 'orange', 'peach', 'pear', 'plum', 'sachima', 'tomato', 'mix'],
      ...['cookie', 'salmon', 'salad'],
    ];
    for (const name of required) expect(names.has(name), name).toBe(true);
    expect(new Set(foods.map((f) => f.category)).size).toBe(11);
  });
});

describe.each(databases)('food database on %s', (kind) => {
  let t: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    headers = (await t.signIn()).headers;
    await t.services.foods.store.transaction(async (writer) =>
      writer.upsert([
        {
          id: 'fdc-900001',
          source: 'fdc',
          name: 'Banana chips',
          brand: 'Crunchy Co',
          dataType: 'Brand',
          category: 'Snacks',
          energyKcal: 519,
          proteinG: 2.3,
          carbohydrateG: 58.4,
          sugarsG: 35.3,
          fibreG: 7.7,
          fatG: 33.6,
          saturatedFatG: 29,
          sodiumMg: 6,
          ingredients: 'bananas, coconut oil, sugar, banana flavour',
          allergens: [],
          portions: [{ description: '1 bag', grams: 40 }],
          barcodes: ['0012345678905'],
        },
      ]),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (q: string, limit = 10) => {
    const res = await searchFoods({ client: t.client, query: { q, limit }, headers });
    expect(res.response!.status).toBe(200);
    expectContractAnswer('searchFoods', 200, res.data);
    return res.data!.foods;
  };

  it('finds built-in foods by their Spanish and German names, with or without accents and umlauts', async () => {
    for (const [q, id] of [
      ['plátano', 'builtin-banana'],
      ['platano', 'builtin-banana'],
      ['apfel', 'builtin-apple'],
      ['Äpfel', 'builtin-apple'],
      ['Aepfel', 'builtin-apple'],
      ['huevos revueltos', 'builtin-scrambled-eggs'],
      ['Hähnchenbrust', 'builtin-chicken-breast'],
      ['Haehnchenbrust', 'builtin-chicken-breast'],
      ['Weißwein', 'builtin-white-wine'],
      ['weisswein', 'builtin-white-wine'],
    ] as const) {
      expect((await search(q))[0]?.id, q).toBe(id);
    }
  });

  it("names built-in foods in the Accept-Language header's language, else in English", async () => {
    const named = async (q: string, language?: string) => {
      const res = await searchFoods({
        client: t.client,
        query: { q, limit: 5 },
        headers: { ...headers, ...(language ? { 'Accept-Language': language } : {}) },
      });
      expectContractAnswer('searchFoods', 200, res.data);
      return res.data!.foods[0]!.name;
    };
    expect(await named('platano', 'es')).toBe('Plátano');
    expect(await named('banana', 'es-419')).toBe('Plátano');
    expect(await named('banana', 'de-AT, de;q=0.9, en;q=0.5')).toBe('Banane');
    expect(await named('platano', 'en')).toBe('Banana');
    expect(await named('platano', 'fr')).toBe('Banana');
    expect(await named('platano')).toBe('Banana');
    const varies = await searchFoods({ client: t.client, query: { q: 'apple' }, headers });
    expect(varies.response!.headers.get('vary')?.toLowerCase()).toContain('accept-language');
    // A food with no translation keeps its own name in every language.
    const brand = await searchFoods({
      client: t.client,
      query: { q: 'banana chips crunchy', limit: 5 },
      headers: { ...headers, 'Accept-Language': 'de' },
    });
    expect(brand.data!.foods.find((f) => f.id === 'fdc-900001')?.name).toBe('Banana chips');

    const nutrition = await getFoodNutrition({
      client: t.client,
      headers: { ...headers, 'Accept-Language': 'de' },
      path: { id: 'builtin-scrambled-eggs' },
    });
    expectContractAnswer('getFoodNutrition', 200, nutrition.data);
    expect(nutrition.data!.nutrition!.foodName).toBe('Rührei');
    // Its household portions are labelled in German too, with their weights kept.
    expect(nutrition.data!.nutrition!.servingSize).toBe('2 Eier (120 g)');
    expect(nutrition.data!.nutrition!.portions).toEqual([
      { label: '2 Eier', grams: 120 },
      { label: '1 Ei', grams: 61 },
      { label: '1 Tasse', grams: 220 },
    ]);
    // The energy per 100 g, unrounded, is the serving's energy before it was rounded.
    const { kcalPer100g, calories } = nutrition.data!.nutrition!;
    expect(Math.round((kcalPer100g * 120) / 100)).toBe(calories);
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
      const res = await fetch(`${t.baseUrl}/api/foods/search${query}`, { headers: session.headers });
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

  it("puts the raw banana first for 'banana', and generic foods before brands", async () => {
    const foods = await search('banana');
    expect(foods[0]).toMatchObject({ name: 'Banana', type: 'Generic' });
    const brandIndex = foods.findIndex((f) => f.type === 'Brand');
    expect(brandIndex).toBeGreaterThan(0);
  });

  it("finds grilled chicken breast for 'chicken breast'", async () => {
    const names = (await search('chicken breast')).slice(0, 3).map((f) => f.name);
    expect(names).toContain('Grilled chicken breast');
  });

  it('tolerates a truncated word and short misspellings', async () => {
    expect((await search('banan'))[0]!.name).toBe('Banana');
    expect((await search('bananna'))[0]!.name).toBe('Banana');
    expect((await search('brocoli'))[0]!.name).toBe('Broccoli');
    expect((await search('chiken breast')).map((f) => f.name)).toContain('Chicken breast');
  });

  it('finds foods by their other names, and brands by brand', async () => {
    expect((await search('courgette'))[0]!.name).toBe('Zucchini');
    expect((await search('crunchy co'))[0]).toMatchObject({ name: 'Banana chips', brand: 'Crunchy Co', type: 'Brand' });
  });

  it('answers an empty result for nonsense, and 400 for a blank query', async () => {
    expect(await search('zzqxv')).toEqual([]);
    const blank = await fetch(`${t.baseUrl}/api/foods/search?q=%20%20`, { headers });
    expect(blank.status).toBe(400);
    expectContractAnswer('searchFoods', 400, await blank.json());
  });

  it('gives nutrition per serving with Nutri-Score and NOVA from code', async () => {
    const res = await getFoodNutrition({ client: t.client, path: { id: 'builtin-banana' }, headers });
    expectContractAnswer('getFoodNutrition', 200, res.data);
    expect(res.data!.nutrition).toEqual({
      foodId: 'builtin-banana',
      foodName: 'Banana',
      category: 'Produce',
      servingSize: '1 medium (118 g)',
      processingLevel: 'Unprocessed or minimally processed',
      healthScore: expect.any(Number),
      grade: 'A',
      calories: 105,
      kcalPer100g: 89,
      protein: 1.3,
      carbs: 26.9,
      fat: 0.4,
      // The usual serving first, then the household portions people say (builtin-portions.csv).
      portions: [
        { label: '1 medium', grams: 118 },
        { label: '1 small', grams: 101 },
        { label: '1 large', grams: 136 },
        { label: '1 slice', grams: 6 },
      ],
    });
    const chips = await getFoodNutrition({ client: t.client, path: { id: 'fdc-900001' }, headers });
    expect(chips.data!.nutrition).toMatchObject({ processingLevel: 'Ultra-processed', servingSize: '1 bag (40 g)' });
    expect(['D', 'E']).toContain(chips.data!.nutrition!.grade);
  });

  it('answers an unknown food id with 404', async () => {
    const res = await getFoodNutrition({ client: t.client, path: { id: 'no-such-food' }, headers });
    expect(res.response!.status).toBe(404);
    expectContractAnswer('getFoodNutrition', 404, res.error);
  });

  it('looks products up by barcode, UPC-A or EAN-13', async () => {
    for (const code of ['012345678905', '0012345678905']) {
      const res = await getFoodByBarcode({ client: t.client, path: { code }, headers });
      expect(res.response!.status).toBe(200);
      expectContractAnswer('getFoodByBarcode', 200, res.data);
      expect(res.data).toMatchObject({ code: '0012345678905', food: { name: 'Banana chips' } });
    }
    const unknown = await getFoodByBarcode({ client: t.client, path: { code: '4006381333931' }, headers });
    expect(unknown.response!.status).toBe(404);
    expect((unknown.error as { error: { message: string } }).error.message).toContain('4006381333931');
  });

  it('serves the recognition-service search from the same database', async () => {
    const res = await searchRecognitionFoods({ client: t.client, query: { q: 'apple' }, headers });
    expectContractAnswer('searchRecognitionFoods', 200, res.data);
    expect(res.data!.results.length).toBeLessThanOrEqual(5);
    expect(res.data!.results[0]).toMatchObject({
      name: 'Apple',
      brandName: null,
      category: 'Produce',
      nutritionFacts: { calories: 95, servingSize: '1 medium (182 g)' },
    });
  });

  it('reloading the built-in foods is idempotent', async () => {
    const before = await t.services.foods.count();
    await t.services.foods.loadBuiltin();
    expect(await t.services.foods.count()).toBe(before);
  });

  it('rolls back a failed import, leaving the previous data intact', async () => {
    const before = await t.services.foods.count();
    await expect(
      t.services.foods.store.transaction(async (writer) => {
        await writer.upsert([{ ...minimalFood('fdc-900002', 'Half imported') }]);
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await t.services.foods.count()).toBe(before);
    expect(await search('half imported')).toEqual([]);
  });
});

const minimalFood = (id: string, name: string) => ({
  id,
  source: 'fdc' as const,
  name,
  dataType: 'Brand',
  energyKcal: 100,
  proteinG: 1,
  carbohydrateG: 1,
  sugarsG: 1,
  fibreG: 1,
  fatG: 1,
  saturatedFatG: 1,
  sodiumMg: 1,
});
