/**
 * All-data download benchmark (`npm run bench:account-zip`): a user with 10,000 scans, each with
 * its photo in the local photo store (full size and thumbnail, ~30 KB each), and a few reference
 * photos; then GET /api/users/{id}/export.zip over real HTTP, read and thrown away as it arrives.
 * It samples the process's resident memory every 50 ms while the ZIP streams and prints how far it
 * grew above the level before the download (after a garbage collection when `--expose-gc` is on).
 *
 * The figure is recorded in README.md (Memory bound of the all-data download). Target: growth
 * ≤ 64 MB whatever the number of scans (the server holds one page of 200 scans and one photo).
 *
 *   BENCH_ZIP_SCANS=10000 npm run bench:account-zip
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { imageKey } from '../api/src/features/images/image-store';
import { identifiedScanRow } from '../api/test/support/scan-rows';
import { startBenchServer } from './bench-server';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A photo-like JPEG (noise compresses as badly as a real photo does). */
async function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer();
}

export async function runAccountZipBench(scans = Number(process.env.BENCH_ZIP_SCANS ?? 10_000)) {
  const bench = await startBenchServer('account-zip', { validateResponses: false });
  try {
    const { id: userId, headers } = await bench.signIn('zip-bench@example.com');
    const photo = await photoLikeJpeg(240, 180);
    const first = Date.UTC(2025, 0, 1);
    const started = Date.now();
    for (let start = 0; start < scans; start += 500) {
      const rows = Array.from({ length: Math.min(500, scans - start) }, (_, offset) => {
        const i = start + offset;
        const id = `zip-${String(i).padStart(6, '0')}`;
        return identifiedScanRow({
          id,
          userId,
          foodName: 'Oatmeal',
          imageUrl: `/api/scans/${id}/image`,
          confidence: 90,
          calories: 150 + (i % 7) * 40,
          protein: 6,
          carbs: 27,
          fat: 3,
          ingredients: [],
          allergens: [],
          nutritionalInfo: null,
          createdAt: new Date(first + i * 3_600_000),
        });
      });
      for (const row of rows) {
        await bench.services.images.put(imageKey(userId, row.id, 'full'), photo);
        await bench.services.images.put(imageKey(userId, row.id, 'thumb'), photo);
      }
      await bench.services.scans.saveMany(rows);
    }
    console.log(
      `account ZIP: seeded ${scans} scans with photos (${(photo.length / 1024).toFixed(0)} KB each) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    // The server closes keep-alive sockets left idle during the seeding; one untimed request takes the reset.
    await fetch(`${bench.baseUrl}/api/health`).catch(() => undefined);
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);

    const downloadStarted = Date.now();
    const res = await fetch(`${bench.baseUrl}/api/users/${userId}/export.zip`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`the download answered ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const seconds = (Date.now() - downloadStarted) / 1000;
    console.log(
      `account ZIP: ${scans} scans, ${mb(bytes)} streamed in ${seconds.toFixed(1)} s (${mb(bytes / seconds)}/s); ` +
        `RSS ${mb(before)} before, peak ${mb(peak)}, growth ${mb(peak - before)} (target ≤ 64 MB)`,
    );
    return { scans, bytes, seconds, rssBefore: before, rssPeak: peak, growth: peak - before };
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAccountZipBench();
}
