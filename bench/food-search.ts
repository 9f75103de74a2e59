/**
 * Food database benchmark (part of `npm run bench`):
 * - builds a 1.9-million-food database with the generator (timed; cached in
 *   .tmp/bench-foods/ between runs, as it takes a few minutes),
 * - runs 200 mixed real queries (plain, multi-word, prefixes, typos, brands)
 *   through the same search code the API uses, and prints p50/p95/p99,
 * - does the same on PostgreSQL when one is reachable (the foods are kept in a
 *   schema named after the generator, reused while it is unchanged),
 * - prints both engines side by side, the ratio of their p95, how many queries
 *   get the same top results on both, the sizes and the FNDDS import throughput,
 * - the parser of meals in words on each engine's foods (bench/food-parse.ts: p50/p95 for
 *   sentences of one to six foods, the labelled set's accuracy),
 * - and the two imports of the generated foods side by side (time, rows/s, the load average then,
 *   PostgreSQL's time over SQLite's). They are timed when the foods are built and recorded in
 *   .tmp/bench-foods-imports.json, and PostgreSQL's also with its schema (whose foods another
 *   checkout on the machine reuses), so a run that reuses the foods prints the recorded figures;
 *   BENCH_FOODS_REIMPORT=1 drops both engines' foods and imports them again.
 *
 *   BENCH_FOODS=1900000 BENCH_PG=1 tsx bench/food-search.ts
 *   BENCH_FOODS=200000 BENCH_FOODS_REIMPORT=1 tsx bench/food-search.ts
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { benchKeptDir, benchTempDir } from './bench-dirs';
import { measureParse, type ParseRun } from './food-parse';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/data-source';
import { FoodEntity } from '../api/src/features/foods/food.entity';
import { FoodService } from '../api/src/features/foods/food.service';
import { importFoods } from '../api/src/features/foods/import/import-foods';
import { writeGeneratedFoods } from '../api/test/support/food-generator';
import { USDA_DIR } from '../api/test/support/shared-data';

const COUNT = Number(process.env.BENCH_FOODS ?? 1_900_000);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const FNDDS = process.env.MORSEL_FNDDS_FILE ?? path.join(USDA_DIR, 'fndds-2021-2023-nutrient-values.csv');

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

/** One engine's run of the query set: latency percentiles, empty answers, and each query's top 5. */
interface EngineRun {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  empty: string[];
  size: string;
  top5: Map<string, string[]>;
}

async function measure(label: string, foods: FoodService): Promise<Omit<EngineRun, 'size'>> {
  for (const q of QUERIES.slice(0, 20)) await foods.search(q, 10); // warm caches
  const times: number[] = [];
  const empty = new Set<string>();
  const top5 = new Map<string, string[]>();
  for (const q of QUERIES) {
    const started = process.hrtime.bigint();
    const results = await foods.search(q, 10);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (results.length === 0) empty.add(q);
    top5.set(
      q,
      results.slice(0, 5).map((r) => `${r.name} · ${r.brand ?? ''} · ${r.dataType}`),
    );
  }
  times.sort((a, b) => a - b);
  const run = {
    label,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1)!,
    empty: [...empty],
    top5,
  };
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `  ${label}: ${QUERIES.length} queries · p50 ${f(run.p50)} · p95 ${f(run.p95)} · p99 ${f(run.p99)} · max ${f(run.max)} · ${run.empty.length} with no result`,
  );
  return run;
}

/** Both engines side by side, the ratio of their p95, and how far their answers agree. */
function compare(runs: EngineRun[]) {
  const f = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(`
  ${'Engine'.padEnd(34)}      p50       p95       p99       max  no result  size`);
  for (const r of runs) {
    console.log(
      `  ${r.label.padEnd(34)}${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${f(r.max)}  ${String(r.empty.length).padStart(9)}  ${r.size}`,
    );
    if (r.empty.length > 0) console.log(`    no result: ${r.empty.join(', ')}`);
  }
  const [sqliteRun, postgresRun] = runs;
  if (!sqliteRun || !postgresRun) return;
  console.log(`  PostgreSQL p95 / SQLite p95: ${(postgresRun.p95 / sqliteRun.p95).toFixed(2)}`);
  // The engine agreement test's measure: same top result, and 4 of the top 5.
  const queries = [...new Set(QUERIES)];
  const differing = queries.filter((q) => {
    const a = sqliteRun.top5.get(q) ?? [];
    const b = new Set(postgresRun.top5.get(q) ?? []);
    const shared = a.filter((food) => b.has(food)).length;
    return a[0] !== (postgresRun.top5.get(q) ?? [])[0] || shared < Math.min(a.length, b.size) - 1;
  });
  console.log(
    `  Same top result and 4 of the top 5 on both engines: ${queries.length - differing.length} of ${queries.length} distinct queries${differing.length > 0 ? ` (differ: ${differing.join(', ')})` : ''}`,
  );
}

/** One engine's import of the generated foods: when, how long, and the machine's load then. */
interface ImportTiming {
  engine: string;
  rows: number;
  seconds: number;
  /** 1, 5 and 15-minute load averages when the import ended. */
  load: number[];
  at: string;
}

/** Import times are kept beside the cached foods, so a run that reuses them still prints them. */
const TIMINGS_FILE = path.resolve('.tmp/bench-foods-imports.json');
const REIMPORT = process.env.BENCH_FOODS_REIMPORT === '1';
/** The parser of meals in words on these foods too (BENCH_PARSE=0 skips it). */
const PARSE = process.env.BENCH_PARSE !== '0';
const parseRuns: ParseRun[] = [];

function recordedTimings(): Record<string, ImportTiming> {
  return fs.existsSync(TIMINGS_FILE)
    ? (JSON.parse(fs.readFileSync(TIMINGS_FILE, 'utf8')) as Record<string, ImportTiming>)
    : {};
}

/**
 * Generates and imports the foods through the importers' path (one transaction, batches of
 * 1,000) unless this count is already there; the import is timed and recorded under `key`.
 */
async function prepare(foods: FoodService, label: string, key: string): Promise<ImportTiming | null> {
  const existing = await foods.dataSource.getRepository(FoodEntity).countBy({ source: 'generated' });
  if (existing === COUNT) {
    console.log(`  ${label}: reusing ${COUNT.toLocaleString()} generated foods`);
    return recordedTimings()[key] ?? null;
  }
  const started = process.hrtime.bigint();
  await writeGeneratedFoods(foods, COUNT, (n) =>
    process.stdout.write(`\r  ${label}: generating ${n.toLocaleString()} foods…`),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const timing: ImportTiming = {
    engine: label,
    rows: COUNT,
    seconds,
    load: os.loadavg().map((n) => +n.toFixed(2)),
    at: new Date().toISOString(),
  };
  fs.mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
  fs.writeFileSync(TIMINGS_FILE, JSON.stringify({ ...recordedTimings(), [key]: timing }, null, 2));
  console.log(
    `\n  ${label}: imported ${COUNT.toLocaleString()} foods in ${seconds.toFixed(0)} s (${Math.round(COUNT / seconds).toLocaleString()} rows/s, load ${timing.load.join(' ')})`,
  );
  return timing;
}

/** Both engines' imports of the generated foods side by side, with PostgreSQL's time over SQLite's. */
function compareImports(timings: (ImportTiming | null)[]) {
  const known = timings.filter((t): t is ImportTiming => t !== null);
  if (known.length === 0) return;
  console.log(
    `\n  ${'Import of the generated foods'.padEnd(34)}     rows     time      rows/s  load (1/5/15 min)   when`,
  );
  for (const t of known) {
    console.log(
      `  ${t.engine.padEnd(34)}${t.rows.toLocaleString().padStart(9)} ${`${t.seconds.toFixed(1)} s`.padStart(8)} ${Math.round(
        t.rows / t.seconds,
      )
        .toLocaleString()
        .padStart(11)}  ${t.load.join(' ').padEnd(18)}  ${t.at.slice(0, 16).replace('T', ' ')}`,
    );
  }
  const [sqliteImport, postgresImport] = timings;
  if (sqliteImport && postgresImport) {
    console.log(
      `  PostgreSQL import time / SQLite import time: ${(postgresImport.seconds / sqliteImport.seconds).toFixed(2)} (target ≤ 2)`,
    );
  }
}

async function sqlite(): Promise<{ run: EngineRun; timing: ImportTiming | null }> {
  // Another count gets a folder of its own, so a smaller trial run never touches the full-size cache.
  const name = COUNT === 1_900_000 ? 'bench-foods' : `bench-foods-${COUNT}`;
  if (REIMPORT) fs.rmSync(path.resolve('.tmp', name), { recursive: true, force: true });
  const dataDir = benchKeptDir(name);
  const config = loadConfig(sqliteEnv(dataDir));
  const dataSource = await openDatabase(config.database);
  const foods = new FoodService(dataSource);
  await foods.loadBuiltin();
  const timing = await prepare(foods, 'SQLite', `sqlite-${COUNT}`);
  const run = await measure('SQLite FTS5', foods);
  if (PARSE) parseRuns.push(await measureParse(`${COUNT.toLocaleString()} foods, SQLite (target p95 ≤ 40 ms)`, foods));
  const file = config.database.kind === 'sqlite' ? config.database.file : '';
  const size = ['', '-wal'].reduce(
    (sum, suffix) => sum + (fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : 0),
    0,
  );
  console.log(
    `  SQLite database on disk: ${(size / 1e9).toFixed(2)} GB (${(await foods.count()).toLocaleString()} foods)`,
  );
  await dataSource.destroy();
  return { run: { ...run, size: `${(size / 1e9).toFixed(2)} GB` }, timing };
}

async function postgres(): Promise<{ run: EngineRun; timing: ImportTiming | null } | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
  } catch {
    console.log('  PostgreSQL: not reachable, skipped');
    return null;
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
  if (REIMPORT) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
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
  // These foods live in the machine's PostgreSQL, not in this checkout's .tmp: their import time is
  // kept with them (the schema's comment), so a checkout that reuses them still prints it.
  const timing = (await prepare(foods, 'PostgreSQL', `postgres-${schema}`)) ?? (await schemaTiming(dataSource, schema));
  if (timing) await dataSource.query(`COMMENT ON SCHEMA "${schema}" IS $timing$${JSON.stringify(timing)}$timing$`);
  // As autovacuum leaves them in use: statistics, and visibility maps for index-only scans.
  await dataSource.query(
    'VACUUM (ANALYZE) "foods", "food_search_generic", "food_search_brand", "food_search_vocab", "food_search_totals", "food_search_postings"',
  );
  const run = await measure('PostgreSQL full-text (GIN, bm25)', foods);
  if (PARSE) {
    parseRuns.push(await measureParse(`${COUNT.toLocaleString()} foods, PostgreSQL (target p95 ≤ 40 ms)`, foods));
  }
  const [{ size }] = (await dataSource.query(
    `SELECT sum(pg_total_relation_size(c::regclass)) AS size
     FROM unnest(ARRAY['"foods"', '"food_portions"', '"food_barcodes"', '"food_search_generic"', '"food_search_brand"', '"food_search_vocab"']) c`,
  )) as [{ size: string }];
  console.log(`  PostgreSQL tables and indexes: ${(Number(size) / 1e9).toFixed(2)} GB`);
  await dataSource.destroy();
  return { run: { ...run, size: `${(Number(size) / 1e9).toFixed(2)} GB` }, timing };
}

/** The import time recorded with a schema's generated foods, if any. */
async function schemaTiming(dataSource: DataSource, schema: string): Promise<ImportTiming | null> {
  const [row] = (await dataSource.query(
    "SELECT obj_description(oid, 'pg_namespace') AS comment FROM pg_namespace WHERE nspname = $1",
    [schema],
  )) as { comment: string | null }[];
  return row?.comment ? (JSON.parse(row.comment) as ImportTiming) : null;
}

async function importThroughput() {
  if (!fs.existsSync(FNDDS)) {
    console.log(`  FNDDS import: ${FNDDS} not found, skipped`);
    return;
  }
  const dataDir = benchTempDir('bench-import-');
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
  const sqliteResult = await sqlite();
  const postgresResult = process.env.BENCH_PG !== '0' ? await postgres() : null;
  compare([sqliteResult.run, ...(postgresResult ? [postgresResult.run] : [])]);
  compareImports([sqliteResult.timing, postgresResult?.timing ?? null]);
  if (parseRuns.length > 0) {
    console.log('\n  Parse at this size (all sentences):');
    for (const r of parseRuns) {
      console.log(
        `  ${r.label.padEnd(48)} p95 ${r.p95.toFixed(1)} ms · labelled set ${(100 * r.accuracy).toFixed(1)}% · nonsense found ${r.nonsenseFound}`,
      );
    }
  }
  await importThroughput();
}

if (import.meta.url === `file://${process.argv[1]}`) await runFoodBench();
