/**
 * `npm run bench`: starts the real server (production mode, fresh SQLite
 * database with a seeded user), drives it with autocannon and prints
 * throughput and latency percentiles per endpoint.
 *
 * Then the load run (bench/load.ts: 50 users for 60 s, zero lost scans), the scan pipeline, offline
 * recognition, the parser of meals in words, and the food database benchmarks.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run bench
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { runDailyLogBench } from './daily-log';
import { runParseBench } from './food-parse';
import { runFoodBench } from './food-search';
import { runLighthouseBench } from './lighthouse';
import { runLoadBench } from './load';
import { runRecognitionBench } from './recognition';
import { runColdStartBench } from './recognition-cold-start';
import { runRecognitionApiBench } from './recognition-api';
import { runMealPhotoBench } from './meal-photos';
import { runEmbeddingBench } from './recognition-embeddings';
import { runLearningBenches } from './recognition-learning';
import { runScanBench } from './scan-pipeline';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3109);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = path.resolve('.tmp/bench-data');

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function waitForHealth(timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

async function measure(target: Target) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${baseUrl}${target.path}`, connections, duration: seconds, headers: target.headers },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // autocannon reports p50/p90/p97.5/p99 only; record every response time to compute p95 too.
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    endpoint: target.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': +percentile(latencies, 50).toFixed(2),
    'p95 ms': +percentile(latencies, 95).toFixed(2),
    'p99 ms': +percentile(latencies, 99).toFixed(2),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

fs.rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' };
const seeded = JSON.parse(
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--email', 'bench@example.com', '--scans', '50'], {
    env,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop()!,
) as { userId: string; cookie: string };

const server = spawn('npx', ['tsx', 'api/src/server.ts'], {
  env: {
    ...env,
    NODE_ENV: 'production',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Production refuses the Auth emulator; the bench never signs in, so a well-formed made-up key does.
    FIREBASE_API_KEY: `AIza${'0'.repeat(35)}`,
    FIREBASE_PROJECT_ID: 'morsel-bench',
    RATE_LIMITS: 'off', // measures the endpoints, not the limiter's 429s
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
try {
  await waitForHealth();
  const targets: Target[] = [
    { name: 'GET /api/health', path: '/api/health' },
    {
      name: 'GET /api/users/{id}/scans (50 scans)',
      path: `/api/users/${seeded.userId}/scans`,
      headers: { cookie: seeded.cookie },
    },
    {
      name: 'GET /api/foods/search?q=chicken (built-ins)',
      path: '/api/foods/search?q=chicken&limit=10',
      headers: { cookie: seeded.cookie },
    },
  ];
  console.log(`\nMorsel API benchmark: ${connections} connections, ${seconds} s per endpoint, SQLite\n`);
  const rows = [];
  for (const target of targets) rows.push(await measure(target));
  console.table(rows);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  process.kill(-server.pid!, 'SIGTERM');
}

// 50 users scanning, reading history and searching for 60 s, then the lost-scan audit (BENCH_LOAD=0 skips it).
if (process.env.BENCH_LOAD !== '0') await runLoadBench();

// The scan pipeline without its recognizer, and history at 10,000 scans.
await runScanBench();

// The daily log at 10,000 scans: days, the summary and a month's export.
await runDailyLogBench();

// Offline recognition: accuracy on labelled photos, the embedding before and now side by side (on
// cached vectors), a new user's first scans (cold start), learning from corrections, the open set,
// saved meals from photos, model and search speed (BENCH_RECOGNITION=0 skips it).
if (process.env.BENCH_RECOGNITION !== '0') {
  await runRecognitionBench();
  await runEmbeddingBench();
  await runColdStartBench();
  await runRecognitionApiBench();
  await runLearningBenches();
  await runMealPhotoBench();
}

// Saying it in words: the parser's speed on sentences of one to six foods and the labelled set's
// accuracy, on the built-in foods (BENCH_PARSE=0 skips it; the food bench below repeats it at 1.9 M).
if (process.env.BENCH_PARSE !== '0') await runParseBench();

// The food database at FoodData Central's size (BENCH_FOODS=0 skips it).
if (process.env.BENCH_FOODS !== '0') await runFoodBench();

// Lighthouse on the pages a phone user sees (BENCH_LIGHTHOUSE=0 skips it).
if (process.env.BENCH_LIGHTHOUSE !== '0') await runLighthouseBench();
