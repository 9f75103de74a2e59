/**
 * Food database benchmark (part of `npm run bench`):
 * - builds a 1.9-million-food database with the generator (timed; cached in
 *   .tmp/bench-foods/ between runs, as it takes a few minutes),
 * - runs 200 mixed real queries (plain, multi-word, prefixes, typos, brands)
 *   through the same search code the API uses, and prints p50/p95/p99,
 * - does the same on PostgreSQL when one is reachable,
 * - prints the database size on disk and the FNDDS import throughput.
 *
 *   BENCH_FOODS=1900000 BENCH_PG=1 tsx bench/food-search.ts
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/data-source';
import { FoodEntity } from '../api/src/features/foods/food.entity';
import { FoodService } from '../api/src/features/foods/food.service';
import { importFoods } from '../api/src/features/foods/import/import-foods';
import { writeGeneratedFoods } from '../api/test/support/food-generator';

const COUNT = Number(process.env.BENCH_FOODS ?? 1_900_000);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const FNDDS = process.env.MORSEL_FNDDS_FILE ?? path.resolve('../shared/data/usda/fndds-2021-2023-nutrient-values.csv');

/** 200 queries people type: single foods, dishes, brands' words, prefixes and misspellings. */
export const QUERIES = (() => {
  const plain = [
    'banana',
    'apple',
    'chicken breast',
    'greek yogurt',
    'pizza',
    'salmon',
    'rice',
    'bread',
    'cheddar cheese',
    'oatmeal',
    'egg',
    'avocado toast',
    'pad thai',
    'burrito',
    'ice cream',
    'orange juice',
    'peanut butter',
    'chocolate chip cookie',
    'caesar salad',
    'french fries',
    'spaghetti bolognese',
    'sushi',
    'ramen',
    'tofu',
    'hummus',
    'almonds',
    'coffee',
    'cola',
    'bagel',
    'croissant',
    'steak',
    'broccoli',
    'sweet potato',
    'lentils',
    'dal',
    'biryani',
    'dumplings',
    'pho',
    'tacos',
    'cheeseburger',
    'hot dog',
    'pancakes',
    'granola',
    'muffin',
    'donut',
    'milk',
    'butter',
    'olive oil',
    'honey',
    'mango',
  ];
  const multi = [
    'organic honey granola',
    'spicy chicken wings',
    'reduced sodium soy sauce',
    'whole grain bread',
    'vanilla greek yogurt',
    'chocolate milk',
    'smoked salmon',
    'low fat milk',
    'family size pizza',
    'sea salt potato chips',
    'garlic bread',
    'frozen peas',
    'gluten free pasta',
    'protein bar chocolate',
    'barbecue sauce',
    'strawberry jam',
    'mini muffin',
    'keto bread',
    'herb chicken',
    'teriyaki chicken',
  ];
  const prefixes = [
    'ban',
    'chick',
    'yog',
    'choc',
    'spag',
    'brocc',
    'avoc',
    'sals',
    'cro',
    'pean',
    'tort',
    'lent',
    'mush',
    'strawb',
    'oat',
  ];
  const typos = [
    'bananna',
    'brocoli',
    'chiken',
    'yoghurt',
    'spagetti',
    'avacado',
    'sandwhich',
    'tomatoe',
    'potatoe',
    'cheeze',
    'lettuse',
    'cofee',
    'choclate',
    'salomn',
    'lasagne',
  ];
  const all = [...plain, ...multi, ...prefixes, ...typos];
  return Array.from({ length: 200 }, (_, i) => all[i % all.length]!);
})();

/** The environment for a SQLite database under `dataDir` (whatever DATABASE_URL says). */
function sqliteEnv(dataDir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(label: string, foods: FoodService) {
  for (const q of QUERIES.slice(0, 20)) await foods.search(q, 10); // warm caches
  const times: number[] = [];
  let empty = 0;
  for (const q of QUERIES) {
    const started = process.hrtime.bigint();
    const results = await foods.search(q, 10);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (results.length === 0) empty += 1;
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `  ${label}: ${QUERIES.length} queries · p50 ${f(percentile(times, 50))} · p95 ${f(percentile(times, 95))} · p99 ${f(percentile(times, 99))} · max ${f(times.at(-1)!)} · ${empty} with no result`,
  );
  return percentile(times, 95);
}

async function prepare(foods: FoodService, label: string) {
  const existing = await foods.dataSource.getRepository(FoodEntity).countBy({ source: 'generated' });
  if (existing === COUNT) {
    console.log(`  ${label}: reusing ${COUNT.toLocaleString()} generated foods`);
    return;
  }
  const started = Date.now();
  await writeGeneratedFoods(foods, COUNT, (n) =>
    process.stdout.write(`\r  ${label}: generating ${n.toLocaleString()} foods…`),
  );
  console.log(
    `\n  ${label}: generated ${COUNT.toLocaleString()} foods in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function sqlite() {
  const dataDir = path.resolve('.tmp/bench-foods');
  const config = loadConfig(sqliteEnv(dataDir));
  const dataSource = await openDatabase(config.database);
  const foods = new FoodService(dataSource);
  await foods.loadBuiltin();
  await prepare(foods, 'SQLite');
  await measure('SQLite FTS5 search', foods);
  const file = config.database.kind === 'sqlite' ? config.database.file : '';
  const size = ['', '-wal'].reduce(
    (sum, suffix) => sum + (fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : 0),
    0,
  );
  console.log(
    `  SQLite database on disk: ${(size / 1e9).toFixed(2)} GB (${(await foods.count()).toLocaleString()} foods)`,
  );
  await dataSource.destroy();
}

async function postgres() {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
  } catch {
    console.log('  PostgreSQL: not reachable, skipped');
    return;
  }
  // The generated foods take minutes to load: keep them in a schema named after the generator's
  // source and the count, reused while both are unchanged; schemas of earlier fixtures are dropped.
  const generator = fs.readFileSync(path.resolve('api/test/support/food-generator.ts'));
  const fixture = createHash('sha256').update(generator).update(String(COUNT)).digest('hex').slice(0, 12);
  const schema = `bench_foods_${fixture}`;
  const stale = (
    await client.query<{ nspname: string }>(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'bench\\_foods%' AND nspname <> $1",
      [schema],
    )
  ).rows;
  for (const { nspname } of stale) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
  await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  await client.end();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
  });
  const dataSource = await openDatabase(config.database);
  const foods = new FoodService(dataSource);
  await foods.loadBuiltin();
  await prepare(foods, 'PostgreSQL');
  await dataSource.query('ANALYZE "foods"');
  await measure('PostgreSQL full-text + trigram search', foods);
  const [{ size }] = (await dataSource.query(
    `SELECT pg_total_relation_size('"foods"') + pg_total_relation_size('"food_portions"') + pg_total_relation_size('"food_barcodes"') AS size`,
  )) as [{ size: string }];
  console.log(`  PostgreSQL tables and indexes: ${(Number(size) / 1e9).toFixed(2)} GB`);
  await dataSource.destroy();
}

async function importThroughput() {
  if (!fs.existsSync(FNDDS)) {
    console.log(`  FNDDS import: ${FNDDS} not found, skipped`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.resolve('.tmp/bench-import-'));
  const config = loadConfig(sqliteEnv(dataDir));
  const dataSource = await openDatabase(config.database);
  const foods = new FoodService(dataSource);
  const started = process.hrtime.bigint();
  const report = await importFoods(foods, FNDDS);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `  FNDDS import: ${report.rows.toLocaleString()} rows in ${seconds.toFixed(2)} s = ${Math.round(report.rows / seconds).toLocaleString()} rows/s`,
  );
  await dataSource.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

export async function runFoodBench() {
  console.log(`\nFood database (${COUNT.toLocaleString()} generated foods + built-ins)`);
  await sqlite();
  if (process.env.BENCH_PG !== '0') await postgres();
  await importThroughput();
}

if (import.meta.url === `file://${process.argv[1]}`) await runFoodBench();
