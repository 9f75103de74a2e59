/**
 * Daily log benchmark (part of `npm run bench`): a user with 10,000 scans over two years, then
 * GET /api/users/{id}/days for one month (in a zone with daylight saving), the log summary, and
 * the CSV export of a month, over real HTTP. Target: days p95 ≤ 15 ms.
 */
import { identifiedScanRow } from '../api/test/support/scan-rows';
import { startBenchServer } from './bench-server';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function runDailyLogBench() {
  const bench = await startBenchServer('daily-log', { validateResponses: false });
  try {
    const { id: userId, headers } = await bench.signIn('log-bench@example.com');
    const first = Date.UTC(2025, 0, 1);
    const span = 730 * 86_400_000;
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      identifiedScanRow({
        id: `log-${String(i).padStart(5, '0')}`,
        userId,
        foodName: 'Oatmeal',
        imageUrl: null,
        confidence: 90,
        calories: 150 + (i % 7) * 40,
        protein: 6,
        carbs: 27,
        fat: 3,
        ingredients: [],
        allergens: [],
        nutritionalInfo: null,
        createdAt: new Date(first + Math.floor((i / 10_000) * span) + (i % 3) * 3_600_000),
      }),
    );
    for (let i = 0; i < rows.length; i += 500) await bench.services.scans.saveMany(rows.slice(i, i + 500));
    await bench.services.goals.set(userId, { calories: 2100, protein: 90, carbs: 250, fat: 70 });
    // The server closes keep-alive sockets left idle during that insert; one untimed request takes the reset.
    await fetch(`${bench.baseUrl}/api/health`).catch(() => undefined);

    const time = async (path: (i: number) => string, count = 220, warmup = 20) => {
      const times: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const started = process.hrtime.bigint();
        const res = await fetch(`${bench.baseUrl}${path(i)}`, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path(i)} answered ${res.status}`);
        if (i >= warmup) times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      return times.sort((a, b) => a - b);
    };
    // A month at a time, across the two years (so every query reads a different part of the index).
    const month = (i: number) => {
      const start = new Date(first + ((i * 37) % 700) * 86_400_000).toISOString().slice(0, 10);
      const end = new Date(Date.parse(start) + 30 * 86_400_000).toISOString().slice(0, 10);
      return { start, end };
    };
    const days = await time((i) => {
      const { start, end } = month(i);
      return `/api/users/${userId}/days?from=${start}&to=${end}&tz=America/New_York`;
    });
    const summary = await time(() => `/api/users/${userId}/log-summary?tz=America/New_York`, 60, 10);
    const exports = await time(
      (i) => {
        const { start, end } = month(i);
        return `/api/users/${userId}/scans/export?from=${start}&to=${end}&tz=America/New_York`;
      },
      60,
      10,
    );
    console.log('\nDaily log, a user with 10,000 scans over 2 years (SQLite)');
    console.log(
      `  GET /api/users/{id}/days, one month: p50 ${ms(percentile(days, 50))} · p95 ${ms(percentile(days, 95))} (target p95 ≤ 15 ms)`,
    );
    console.log(
      `  GET /api/users/{id}/log-summary (all 10,000): p50 ${ms(percentile(summary, 50))} · p95 ${ms(percentile(summary, 95))}`,
    );
    console.log(
      `  GET /api/users/{id}/scans/export, one month as CSV: p50 ${ms(percentile(exports, 50))} · p95 ${ms(percentile(exports, 95))}`,
    );
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runDailyLogBench();
