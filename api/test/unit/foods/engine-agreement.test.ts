import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { PostgresFoodSearch1765000000000 } from '../../../src/db/migrations/1765000000000-postgres-food-search';
import { PostgresFoodPostings1765100000000 } from '../../../src/db/migrations/1765100000000-postgres-food-postings';
import { PostgresFoodBulkImport1765500000000 } from '../../../src/db/migrations/1765500000000-postgres-food-bulk-import';
import { openDatabase } from '../../../src/db/data-source';
import { queryTokens, type SearchCandidate } from '@rules/foods/food-ranking';
import { FoodService } from '../../../src/features/foods/food.service';
import type { FoodRecord } from '../../../src/features/foods/food-store';
import { writeGeneratedFoods } from '../../support/food-generator';
import { createPostgresSchema, dropPostgresSchema, postgresReachable } from '../../support/harness';

const GENERATED = 12_000;

/** Foods whose names carry accents and punctuation, which each engine must split and fold alike. */
const extra = (id: string, name: string, brand: string | null = null, aliases: string[] = []): FoodRecord => ({
  id: `test-${id}`,
  source: 'fdc',
  name,
  aliases,
  brand,
  dataType: brand ? 'Brand' : 'SR Legacy',
  category: brand ? 'Desserts' : 'Prepared dishes',
  energyKcal: 200,
  proteinG: 5,
  carbohydrateG: 20,
  sugarsG: 10,
  fibreG: 1,
  fatG: 10,
  saturatedFatG: 4,
  sodiumMg: 100,
});
const EXTRA_FOODS: FoodRecord[] = [
  extra('creme-brulee', 'Crème brûlée', null, ['burnt cream']),
  extra('creme-fraiche', 'Crème fraîche'),
  extra('jalapeno-poppers', 'Jalapeño poppers', 'Señor Sabroso'),
  extra('pina-colada', 'Piña colada'),
  extra('cafe-au-lait', 'Café au lait'),
  extra('pate', 'Pâté de campagne'),
  extra('chunky-monkey', "Ben & Jerry's Chunky Monkey ice cream", "Ben & Jerry's"),
  extra('haagen-dazs', 'Häagen-Dazs vanilla ice cream', 'Häagen-Dazs'),
  extra('mac-n-cheese', "Mac 'n' cheese"),
  extra('pb-j', 'PB&J sandwich, grape jelly'),
  extra('seven-up', '7-Up, lemon-lime soda', '7-Up'),
];

/**
 * The query set: plain words, several words, half-typed words, misspellings, accents typed or
 * not, and punctuation.
 */
const QUERIES = {
  plain: ['banana', 'apple', 'pizza', 'salmon', 'rice', 'bread', 'milk', 'egg', 'coffee', 'tofu'],
  multiWord: [
    'chicken breast',
    'greek yogurt',
    'peanut butter',
    'ice cream',
    'spicy chicken wings',
    'whole grain bread',
  ],
  prefix: ['ban', 'chick', 'yog', 'choc', 'brocc', 'avoc', 'strawb', 'pean'],
  typo: ['bananna', 'brocoli', 'chiken', 'yoghurt', 'spagetti', 'avacado', 'salomn', 'cofee', 'sandwhich'],
  accents: ['creme brulee', 'crème brûlée', 'jalapeno', 'jalapeño poppers', 'pina colada', 'CAFÉ AU LAIT', 'pate'],
  translated: [
    'plátano',
    'platano',
    'Apfel',
    'Äpfel',
    'aepfel',
    'huevos revueltos',
    'Hähnchenbrust',
    'Weißwein',
    'leche',
  ],
  punctuation: [
    "ben & jerry's",
    "mac 'n' cheese",
    'haagen-dazs',
    'pb&j',
    '7-up',
    "shepherd's pie",
    '(banana)',
    'rice!!',
  ],
};

/** What a person sees of a result: two foods with the same name, brand and type are the same answer. */
const shown = (food: SearchCandidate) => `${food.name} · ${food.brand ?? ''} · ${food.dataType}`;

/**
 * The agreement measure, per query: both engines find something or both find nothing; the top
 * result is the same food; and at least 4 of the top 5 (of however many there are, up to 5) are
 * the same foods.
 */
function agreement(sqlite: SearchCandidate[], postgres: SearchCandidate[]) {
  const a = sqlite.slice(0, 5).map(shown);
  const b = new Set(postgres.slice(0, 5).map(shown));
  const shared = a.filter((food) => b.has(food)).length;
  const needed = Math.max(0, Math.min(5, sqlite.length, postgres.length) - 1);
  return {
    bothFound: sqlite.length > 0 === postgres.length > 0,
    sameTop: sqlite.length === 0 || shown(sqlite[0]!) === shown(postgres[0]!),
    topFiveShared: shared,
    agrees:
      sqlite.length > 0 === postgres.length > 0 &&
      (sqlite.length === 0 || shown(sqlite[0]!) === shown(postgres[0]!)) &&
      shared >= needed,
  };
}

const hasPostgres = await postgresReachable();

describe.skipIf(!hasPostgres)('food search on SQLite and PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-agreement-'));
  const schema = `t_agreement_${process.pid}_${Date.now().toString(36)}`;
  let sqlite: FoodService;
  let postgres: FoodService;
  const sources: DataSource[] = [];

  beforeAll(async () => {
    const database = await createPostgresSchema(schema);
    const { DATABASE_URL: _unused, ...env } = process.env;
    const open = async (extraEnv: Record<string, string>) => {
      const dataSource = await openDatabase(
        loadConfig({ ...env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...extraEnv }).database,
      );
      sources.push(dataSource);
      const foods = new FoodService(dataSource);
      await foods.loadBuiltin();
      await writeGeneratedFoods(foods, GENERATED);
      await foods.store.transaction((writer) => writer.upsert(EXTRA_FOODS));
      return foods;
    };
    [sqlite, postgres] = await Promise.all([open({}), open(database)]);
    await postgres.dataSource.query('ANALYZE "foods", "food_search_generic", "food_search_brand", "food_search_vocab"');
  }, 180_000);

  afterAll(async () => {
    for (const dataSource of sources) await dataSource.destroy();
    await dropPostgresSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(Object.entries(QUERIES))(
    'agree on the %s queries (same top result, 4 of the top 5)',
    async (_kind, queries) => {
      for (const query of queries) {
        const [a, b] = await Promise.all([sqlite.search(query, 10), postgres.search(query, 10)]);
        const measure = agreement(a, b);
        expect(
          { query, ...measure },
          `${query}\n  SQLite:     ${a.slice(0, 5).map(shown).join(' | ')}\n  PostgreSQL: ${b.slice(0, 5).map(shown).join(' | ')}`,
        ).toMatchObject({ query, agrees: true });
      }
    },
  );

  it('choose the same generic candidates with the same bm25 scores (equal scores broken by food id)', async () => {
    const candidates = async (foods: FoodService, words: string[][]) =>
      (await foods.store.candidates(words, 'generic', 60))
        .map((c) => ({ id: c.id, score: c.engineScore }))
        .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
    for (const words of [
      ...Object.values(QUERIES)
        .flat()
        .map((query) => queryTokens(query).map((token) => [token])),
      [['chiken', 'chicken', 'chick']],
      [
        ['chiken', 'chicken'],
        ['brest', 'breast'],
      ],
    ]) {
      const [a, b] = await Promise.all([candidates(sqlite, words), candidates(postgres, words)]);
      expect(
        b.map((c) => c.id),
        JSON.stringify(words),
      ).toEqual(a.map((c) => c.id));
      b.forEach((c, i) => expect(c.score, `${JSON.stringify(words)} ${c.id}`).toBeCloseTo(a[i]!.score, 9));
    }
  });

  it('find every query of the set, and the exact names first', async () => {
    for (const query of Object.values(QUERIES).flat()) {
      expect((await postgres.search(query, 10)).length, query).toBeGreaterThan(0);
    }
    const top = async (foods: FoodService, query: string) => shown((await foods.search(query, 1))[0]!);
    for (const [query, name] of [
      ['creme brulee', 'Crème brûlée'],
      ['jalapeno poppers', 'Jalapeño poppers'],
      ["mac 'n' cheese", "Mac 'n' cheese"],
      ['banana', 'Banana'],
      ['platano', 'Banana'],
      ['Äpfel', 'Apple'],
      ['huevos revueltos', 'Scrambled eggs'],
      ['haehnchenbrust', 'Chicken breast'],
      ['weißwein', 'White wine'],
    ] as const) {
      expect(await top(postgres, query), query).toMatch(new RegExp(`^${name} · `));
      expect(await top(sqlite, query), query).toMatch(new RegExp(`^${name} · `));
    }
  });

  it('PostgreSQL: foods stored before the search tables existed are found after migrating', async () => {
    const dataSource = postgres.dataSource;
    // The search migrations, undone newest first and redone in order.
    const migrations = [
      new PostgresFoodSearch1765000000000(),
      new PostgresFoodPostings1765100000000(),
      new PostgresFoodBulkImport1765500000000(),
    ];
    const runner = dataSource.createQueryRunner();
    try {
      for (const migration of migrations.toReversed()) await migration.down(runner);
      await runner.query(
        `INSERT INTO "foods" ("id", "source", "name", "dataType", "allergens") VALUES ('test-old', 'fdc', 'Quokka crème pie', 'SR Legacy', '[]')`,
      );
      for (const migration of migrations) await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect((await postgres.search('quokka creme', 5)).map((food) => food.id)).toEqual(['test-old']);
    expect((await postgres.search('quoka', 5)).map((food) => food.id)).toEqual(['test-old']);
    await dataSource.query(`DELETE FROM "foods" WHERE "id" = 'test-old'`);
    expect(await postgres.search('quokka', 5)).toEqual([]);
  });
});
