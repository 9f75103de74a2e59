import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/data-source';
import { FoodEntity } from '../../../src/features/foods/food.entity';
import { FoodService } from '../../../src/features/foods/food.service';
import type { FoodRecord } from '../../../src/features/foods/food-store';
import { tokenize } from '@rules/foods/food-ranking';
import { generateFoods, writeGeneratedFoods } from '../../support/food-generator';
import { createPostgresSchema, dropPostgresSchema, postgresReachable } from '../../support/harness';

const GENERATED = 3_000;

/**
 * Differences between the search tables and what they must hold, computed from scratch from
 * `foods`: each tier's rows, the postings, the totals and the vocabulary. Empty when in step.
 */
async function searchDrift(dataSource: DataSource): Promise<Record<string, unknown[]>> {
  const q = (sql: string) => dataSource.query(sql) as Promise<unknown[]>;
  const expected = (tier: string) => `
    SELECT f."id" AS "foodId", r."lead", r."tokens", r."document"::text AS "document"
    FROM "foods" f, "food_search_row"(f."name", f."aliases", f."brand", f."category") r
    WHERE f."dataType" ${tier}`;
  const actual = (table: string) => `SELECT "foodId", "lead", "tokens", "document"::text AS "document" FROM "${table}"`;
  const postings = `
    SELECT u."lexeme" AS "term", g."foodId", sum(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 6 WHEN 'C' THEN 4 ELSE 1 END)::int AS "hits", g."tokens"
    FROM "food_search_generic" g, unnest(g."document") AS u, unnest(u."weights") AS w
    GROUP BY g."foodId", g."tokens", u."lexeme"`;
  const storedPostings = `SELECT "term"::text AS "term", "foodId", "hits", "tokens" FROM "food_search_postings"`;
  const vocab = `SELECT "term"::text AS "term", count(*)::int AS "docs" FROM "food_search_postings" GROUP BY "term"`;
  const diff = async (a: string, b: string) => [
    ...(await q(`${a} EXCEPT ALL ${b}`)).map((row) => ({ extra: row })),
    ...(await q(`${b} EXCEPT ALL ${a}`)).map((row) => ({ missing: row })),
  ];
  return {
    generic: await diff(actual('food_search_generic'), expected(`<> 'Brand'`)),
    brand: await diff(actual('food_search_brand'), expected(`= 'Brand'`)),
    postings: await diff(storedPostings, postings),
    vocab: await diff('SELECT "term", "docs" FROM "food_search_vocab"', vocab),
    totals: await diff(
      'SELECT "rows"::int AS "rows", "tokens"::int AS "tokens" FROM "food_search_totals" WHERE "generic"',
      'SELECT count(*)::int AS "rows", coalesce(sum("tokens"), 0)::int AS "tokens" FROM "food_search_generic"',
    ),
  };
}

const inStep = { generic: [], brand: [], postings: [], vocab: [], totals: [] };

const food = (id: string, name: string, extra: Partial<FoodRecord> = {}): FoodRecord => ({
  id,
  source: 'fdc',
  name,
  dataType: 'SR Legacy',
  category: 'Fruits',
  energyKcal: 50,
  proteinG: 1,
  carbohydrateG: 12,
  sugarsG: 8,
  fibreG: 2,
  fatG: 0.2,
  saturatedFatG: 0,
  sodiumMg: 1,
  ...extra,
});

const hasPostgres = await postgresReachable();

describe.skipIf(!hasPostgres)('PostgreSQL bulk food import', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-pg-import-'));
  const schema = `t_bulk_${process.pid}_${Date.now().toString(36)}`;
  let foods: FoodService;
  let dataSource: DataSource;
  const count = (table: string) =>
    dataSource.query(`SELECT count(*)::int AS "n" FROM "${table}"`).then((rows: { n: number }[]) => rows[0]!.n);
  const ids = async (query: string) => (await foods.search(query, 10)).map((f) => f.id);

  beforeAll(async () => {
    const database = await createPostgresSchema(schema);
    dataSource = await openDatabase(
      loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...database }).database,
    );
    foods = new FoodService(dataSource);
    await foods.loadBuiltin();
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await dropPostgresSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports foods, portions and barcodes, and leaves the search tables as the triggers would', async () => {
    const builtins = await foods.count();
    await writeGeneratedFoods(foods, GENERATED);
    const generated = [...generateFoods(GENERATED)];
    expect(await foods.count()).toBe(builtins + GENERATED);
    expect(await count('food_barcodes')).toBe(generated.filter((f) => f.barcodes?.length).length);
    const portions = (await dataSource.query(
      `SELECT count(*)::int AS "n" FROM "food_portions" WHERE "foodId" LIKE 'gen-%'`,
    )) as { n: number }[];
    expect(portions[0]!.n).toBe(generated.reduce((sum, f) => sum + (f.portions?.length ?? 0), 0));
    const first = generated[0]!;
    const stored = await dataSource.getRepository(FoodEntity).findOneByOrFail({ id: first.id });
    expect(stored).toMatchObject({ name: first.name, brand: first.brand, energyKcal: first.energyKcal });
    expect(await searchDrift(dataSource)).toEqual(inStep);
    expect(await count('food_search_generic')).toBeGreaterThan(0);
    // Products are searched in table order: their search rows go in in the order the foods were
    // written, as the triggers put them and as SQLite's FTS5 rowids have them. (PostgreSQL may put
    // a short row in the space a page had left, as it does for the triggers' inserts too.)
    const tableOrder = (
      (await dataSource.query(
        `SELECT "foodId" FROM "food_search_brand" WHERE "foodId" LIKE 'gen-%' ORDER BY ctid`,
      )) as {
        foodId: string;
      }[]
    ).map((row) => Number(row.foodId.slice('gen-'.length)));
    expect(tableOrder).toHaveLength(generated.filter((f) => f.dataType === 'Brand').length);
    const inOrder = tableOrder.filter((n, i) => i === 0 || n > tableOrder[i - 1]!).length;
    expect(inOrder / tableOrder.length).toBeGreaterThan(0.98);

    // The planner knows the tables as loaded (the import analysed them), so a query for a few
    // foods' portions is planned for a few rows, not for a default guess at thousands.
    const planned = (await dataSource.query(
      `SELECT c."relname", c."reltuples"::int AS "rows", count(s."attname")::int AS "columns"
       FROM pg_class c LEFT JOIN pg_stats s ON s."schemaname" = current_schema() AND s."tablename" = c."relname"
       WHERE c."relnamespace" = current_schema()::regnamespace AND c."relname" IN ('foods', 'food_portions', 'food_search_postings')
       GROUP BY c."relname", c."reltuples" ORDER BY c."relname"`,
    )) as { relname: string; rows: number; columns: number }[];
    expect(planned.map((t) => t.relname)).toEqual(['food_portions', 'food_search_postings', 'foods']);
    for (const table of planned) expect(table.columns, table.relname).toBeGreaterThan(0);
    expect(planned.find((t) => t.relname === 'foods')!.rows).toBe(await foods.count());
    expect(planned.find((t) => t.relname === 'food_portions')!.rows).toBe(await count('food_portions'));
  }, 120_000);

  it('a re-run updates rather than duplicates, and renamed foods are found by their new names only', async () => {
    const before = {
      foods: await foods.count(),
      barcodes: await count('food_barcodes'),
      portions: await count('food_portions'),
      postings: await count('food_search_postings'),
    };
    await writeGeneratedFoods(foods, GENERATED);
    expect(await foods.count()).toBe(before.foods);
    expect(await count('food_barcodes')).toBe(before.barcodes);
    expect(await count('food_portions')).toBe(before.portions);
    expect(await count('food_search_postings')).toBe(before.postings);
    expect(await searchDrift(dataSource)).toEqual(inStep);

    // The same ids with new names, a new tier, new portions and a barcode moved to another food.
    const [generic, branded] = [
      [...generateFoods(GENERATED)].find((f) => f.dataType !== 'Brand')!,
      [...generateFoods(GENERATED)].find((f) => f.dataType === 'Brand')!,
    ];
    await foods.store.transaction(async (writer) => {
      await writer.upsert([
        { ...generic, name: 'Zanzibar quokkafruit', portions: [{ description: '1 piece', grams: 42 }] },
        { ...branded, name: 'Kumquatine spread', dataType: 'SR Legacy', brand: null, barcodes: [] },
        food('test-new', 'Quokkafruit jam', { barcodes: branded.barcodes ?? [] }),
      ]);
    });
    expect(await foods.count()).toBe(before.foods + 1);
    expect(await ids('quokkafruit')).toEqual(expect.arrayContaining([generic.id, 'test-new']));
    expect(await ids('kumquatine')).toEqual([branded.id]);
    expect(await searchDrift(dataSource)).toEqual(inStep);
    const moved = (await dataSource.query('SELECT "foodId" FROM "food_barcodes" WHERE "code" = $1', [
      branded.barcodes![0],
    ])) as { foodId: string }[];
    expect(moved).toEqual([{ foodId: 'test-new' }]);
    const portions = (await dataSource.query(
      'SELECT "seq", "description", "grams" FROM "food_portions" WHERE "foodId" = $1',
      [generic.id],
    )) as unknown[];
    expect(portions).toEqual([{ seq: 1, description: '1 piece', grams: 42 }]);
  }, 120_000);

  it('the same id twice in one import keeps the last write', async () => {
    await foods.store.transaction(async (writer) => {
      await writer.upsert([food('test-twice', 'Wombatberry first')]);
      await writer.upsert([food('test-twice', 'Wombatberry second')]);
    });
    expect((await dataSource.getRepository(FoodEntity).findOneByOrFail({ id: 'test-twice' })).name).toBe(
      'Wombatberry second',
    );
    expect(await ids('wombatberry second')).toEqual(['test-twice']);
    expect(await ids('first')).not.toContain('test-twice');
    expect(await searchDrift(dataSource)).toEqual(inStep);
  });

  it('text with tabs, line breaks, backslashes and accents arrives exactly as written, and null stays null', async () => {
    const odd = food('test-odd', 'Crème\tbrûlée \\N with\nnewline\r\nand \\ backslash', {
      aliases: ['a\\tb', 'c|d'],
      ingredients: 'sugar\\, cream\n\\N',
      brand: null,
      category: null,
      energyKcal: null,
    });
    await foods.store.transaction((writer) => writer.upsert([odd]));
    const stored = await dataSource.getRepository(FoodEntity).findOneByOrFail({ id: 'test-odd' });
    expect(stored).toMatchObject({
      name: odd.name,
      aliases: 'a\\tb|c|d',
      ingredients: odd.ingredients,
      brand: null,
      category: null,
      energyKcal: null,
    });
    expect(await ids('creme brulee')).toContain('test-odd');
    expect(await searchDrift(dataSource)).toEqual(inStep);
  });

  it('single-row edits outside an import keep the search tables in step through the triggers', async () => {
    const repository = dataSource.getRepository(FoodEntity);
    await repository.update({ id: 'test-twice' }, { name: 'Platypus plum' });
    expect(await ids('platypus')).toEqual(['test-twice']);
    expect(await ids('wombatberry')).toEqual([]);
    expect(await searchDrift(dataSource)).toEqual(inStep);

    await repository.insert({
      id: 'test-single',
      source: 'fdc',
      name: 'Echidna egg custard',
      dataType: 'Foundation',
      aliases: 'dunnart cream',
      allergens: [],
    });
    expect(await ids('echidna')).toEqual(['test-single']);
    expect(await ids('dunnart')).toEqual(['test-single']);
    expect(await searchDrift(dataSource)).toEqual(inStep);

    await repository.update({ id: 'test-single' }, { dataType: 'Brand', brand: 'Outback Co' });
    expect(await searchDrift(dataSource)).toEqual(inStep);
    await repository.delete({ id: 'test-single' });
    expect(await ids('echidna')).toEqual([]);
    expect(await searchDrift(dataSource)).toEqual(inStep);
  });

  it('an import that fails leaves everything as it was, and the triggers on for the next writer', async () => {
    const before = { foods: await foods.count(), postings: await count('food_search_postings') };
    await expect(
      foods.store.transaction(async (writer) => {
        await writer.upsert([food('test-doomed', 'Bilby bread')]);
        // Portions are written after the pending foods are merged: the food is in `foods` by then.
        expect(await writer.replacePortions([{ foodId: 'test-doomed', portions: [] }])).toEqual(new Set());
        throw new Error('the file ended early');
      }),
    ).rejects.toThrow('the file ended early');
    expect(await foods.count()).toBe(before.foods);
    expect(await count('food_search_postings')).toBe(before.postings);
    expect(await ids('bilby')).toEqual([]);

    // Every pooled connection still runs the triggers.
    await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        dataSource.getRepository(FoodEntity).insert({
          id: `test-pool-${i}`,
          source: 'fdc',
          name: `Quoll quince ${i}`,
          dataType: 'SR Legacy',
          allergens: [],
        }),
      ),
    );
    expect((await ids('quoll')).length).toBe(4);
    expect(await searchDrift(dataSource)).toEqual(inStep);
  });

  it("splits and folds text into the search code's own words", async () => {
    const texts = [
      Array.from({ length: 127 }, (_, i) => String.fromCharCode(i + 1)).join(''),
      "Ben & Jerry's CHUNKY-monkey (1.5 pt)\tice\ncream",
      'Crème brûlée, Häagen-Dazs — Piña colada; Jalapeño',
      '  leading and trailing  ',
      '',
    ];
    const rows = (await dataSource.query(
      'SELECT t."text", "food_search_words"(t."text") AS "words" FROM unnest($1::text[]) AS t("text")',
      [texts],
    )) as { text: string; words: string }[];
    for (const row of rows) expect(row.words.split(' ').filter(Boolean), row.text).toEqual(tokenize(row.text));
  });

  it("makes a food's search row inside the statement that asks for it, not as a query of its own per food", async () => {
    // A row function PostgreSQL cannot inline runs as a Function Scan, a little query per food:
    // most of a bulk import's time.
    const plan = (await dataSource.query(`EXPLAIN SELECT r."document" FROM "foods" f
      CROSS JOIN LATERAL "food_search_row"(f."name", f."aliases", f."brand", f."category") r`)) as {
      'QUERY PLAN': string;
    }[];
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Seq Scan');
    expect(text).not.toContain('Function Scan');
  });
});
