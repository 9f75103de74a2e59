import type { ImageStore } from './image-store';
import type { ReferencedPhotosSource } from './referenced-photos';

export interface StorageAudit {
  /** Scans whose photos the API stored (seeded scans without a photo are not counted). */
  scansWithPhotos: number;
  trainingImages: number;
  /** Keys a row points at that the store does not hold: a photo was lost. */
  missing: string[];
  /** Keys the store holds that no row points at (temporary files included): left-overs. */
  orphans: string[];
}

/**
 * Compares the database with the photo store: every scan and reference photo row must have both
 * of its files, and every file must belong to a row. The load tests and `npm run bench` run it after
 * a load run; it is read-only, so it is also safe against a live deployment.
 */
export async function auditStorage(referenced: ReferencedPhotosSource, store: ImageStore): Promise<StorageAudit> {
  const { keys: expected, scans, references } = await referenced();
  const orphans: string[] = [];
  const found = new Set<string>();
  for await (const key of store.list()) {
    if (expected.has(key)) found.add(key);
    else orphans.push(key);
  }
  return {
    scansWithPhotos: scans,
    trainingImages: references,
    missing: [...expected].filter((key) => !found.has(key)),
    orphans,
  };
}
