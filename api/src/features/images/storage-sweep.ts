import type { Logger } from '../../logger';
import type { ImageStore } from './image-store';
import type { ReferencedPhotosSource } from './referenced-photos';

/**
 * The names the server writes: `<user>/<scan>-<size>.jpg`, `<user>/training/<id>-<size>.jpg`, and
 * their temporary files (`….jpg.<pid>.<random>.tmp`). Anything else in the store is not ours to
 * remove (a bucket can be shared).
 */
const OUR_KEY = /^[\w-]+\/(training\/)?[\w-]+-(full|thumb)\.jpg(\.\d+\.[a-z0-9]+\.tmp)?$/;

export interface SweepResult {
  /** Keys removed: temporary files and photos no row points at, older than the grace period. */
  removed: string[];
  /** Keys that could not be removed (they stay for the next sweep). */
  failed: string[];
}

/**
 * Removes what a crash or a failed removal left behind: temporary files, and photos no row points
 * at, once older than `graceMs`. The grace period protects uploads in progress, in this process or
 * another one sharing the store (a photo is written before its row). A file a row points at is
 * never removed; every removal is logged.
 */
export async function sweepStorage(
  referencedPhotos: ReferencedPhotosSource,
  store: ImageStore,
  options: { graceMs: number; logger: Logger; now?: Date },
): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - options.graceMs;
  const candidates: string[] = [];
  for await (const { key, modifiedAt } of store.listWithDates()) {
    if (OUR_KEY.test(key) && modifiedAt.getTime() <= cutoff) candidates.push(key);
  }
  const result: SweepResult = { removed: [], failed: [] };
  if (candidates.length === 0) return result;
  // Read after the listing, so a row saved meanwhile is seen.
  const referenced = (await referencedPhotos()).keys;
  for (const key of candidates) {
    if (referenced.has(key)) continue;
    try {
      await store.delete(key);
      result.removed.push(key);
    } catch (error) {
      result.failed.push(key);
      options.logger.warn({ key, err: { message: (error as Error).message } }, 'storage sweep: could not remove');
    }
  }
  if (result.removed.length > 0) {
    options.logger.info(
      { removed: result.removed, count: result.removed.length },
      'storage sweep: removed temporary files and photos no row points at',
    );
  }
  return result;
}

/** Sweeps now and then every `intervalMs` until stopped; a failed sweep is logged and retried next time. */
export function scheduleStorageSweep(
  referencedPhotos: ReferencedPhotosSource,
  store: ImageStore,
  options: { graceMs: number; intervalMs: number; logger: Logger },
): { first: Promise<SweepResult | null>; stop(): void } {
  const run = () =>
    sweepStorage(referencedPhotos, store, options).catch((error: unknown) => {
      options.logger.error({ err: { message: (error as Error).message } }, 'storage sweep failed');
      return null;
    });
  const first = run();
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
