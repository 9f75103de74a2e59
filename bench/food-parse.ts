/**
 * Parse benchmark (part of `npm run bench`): `POST /api/foods/parse`'s parser on the labelled
 * sentences, through the same code the API uses.
 * - p50/p95 per sentence of one to six foods (each sentence parsed several times after a warm-up),
 * - the labelled set's accuracy: foods right with grams within the tolerance, and nonsense that
 *   found a food.
 * The built-in foods run here on a fresh SQLite database; bench/food-search.ts runs the same on
 * its 1.9 M-food databases (SQLite and PostgreSQL).
 *
 *   tsx bench/food-parse.ts
 */
import fs from 'node:fs';
import { benchTempDir } from './bench-dirs';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/data-source';
import { FoodService } from '../api/src/features/foods/food.service';
import { FoodParseService } from '../api/src/features/foods/parsing/food-parse.service';
import { LABELLED_SENTENCES, scoreParser } from '../api/test/support/parse-sentences';

const ROUNDS = Number(process.env.BENCH_PARSE_ROUNDS ?? 5);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface ParseRun {
  label: string;
  /** Per number of foods in the sentence (1 to 6): p50 and p95 in ms. */
  byFoods: { foods: number; sentences: number; p50: number; p95: number }[];
  p95: number;
  accuracy: number;
  nonsenseFound: number;
}

/** Times the parser on the labelled sentences of one to six foods and scores its answers. */
export async function measureParse(label: string, foods: FoodService): Promise<ParseRun> {
  const parser = new FoodParseService(foods);
  const sentences = LABELLED_SENTENCES.filter((s) => s.items.length >= 1 && s.items.length <= 6);
  for (const s of sentences.slice(0, 30)) await parser.parse(s.text); // warm caches
  const times = new Map<number, number[]>();
  const all: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const s of sentences) {
      const started = process.hrtime.bigint();
      await parser.parse(s.text);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      times.set(s.items.length, [...(times.get(s.items.length) ?? []), ms]);
      all.push(ms);
    }
  }
  all.sort((a, b) => a - b);
  const byFoods = [...times.entries()]
    .sort(([a], [b]) => a - b)
    .map(([n, list]) => {
      list.sort((a, b) => a - b);
      return { foods: n, sentences: list.length / ROUNDS, p50: percentile(list, 50), p95: percentile(list, 95) };
    });
  const score = await scoreParser(parser);
  const run: ParseRun = {
    label,
    byFoods,
    p95: percentile(all, 95),
    accuracy: score.right / score.foods,
    nonsenseFound: score.nonsenseFound,
  };
  const f = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(`\n  Parse, ${label} (${ROUNDS} rounds of ${sentences.length} labelled sentences)`);
  console.log(`  ${'foods'.padEnd(6)}${'sentences'.padStart(10)}       p50       p95`);
  for (const r of byFoods)
    console.log(`  ${String(r.foods).padEnd(6)}${String(r.sentences).padStart(10)} ${f(r.p50)} ${f(r.p95)}`);
  console.log(`  all p95 ${run.p95.toFixed(1)} ms`);
  console.log(
    `  Labelled set: ${score.right} of ${score.foods} foods right with their grams (${(100 * run.accuracy).toFixed(1)}%, target ≥ 95%); ` +
      `nonsense that found a food: ${score.nonsenseFound} of ${score.nonsense}`,
  );
  if (score.misses.length > 0 && process.env.BENCH_PARSE_MISSES === '1') {
    for (const miss of score.misses) console.log(`    ${miss}`);
  }
  return run;
}

/** The parser on the built-in foods alone (a fresh SQLite database, as on a fresh machine). */
export async function runParseBench(): Promise<ParseRun> {
  const dataDir = benchTempDir('bench-parse-');
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const dataSource = await openDatabase(loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }).database);
  try {
    const foods = new FoodService(dataSource);
    await foods.loadBuiltin();
    console.log('\nSaying it in words: the parser on the built-in foods (target p95 ≤ 15 ms)');
    return await measureParse('built-in foods, SQLite', foods);
  } finally {
    await dataSource.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runParseBench();
