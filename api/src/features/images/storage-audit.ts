import type { DataSource } from 'typeorm';
import { ScanEntity } from '../scans/scan.entity';
import { TrainingImageEntity } from '../training/training-image.entity';
import { imageKey, trainingImageKey, type ImageStore } from './image-store';

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
export async function auditStorage(dataSource: DataSource, store: ImageStore): Promise<StorageAudit> {
  const expected = new Set<string>();
  const scans = await dataSource
    .getRepository(ScanEntity)
    .createQueryBuilder('s')
    .select(['s.id', 's.userId'])
    .where("s.imageUrl LIKE '/api/scans/%'")
    .getMany();
  for (const { id, userId } of scans) {
    expected.add(imageKey(userId, id, 'full')).add(imageKey(userId, id, 'thumb'));
  }
  const references = await dataSource.getRepository(TrainingImageEntity).find({ select: { id: true, userId: true } });
  for (const { id, userId } of references) {
    expected.add(trainingImageKey(userId, id, 'full')).add(trainingImageKey(userId, id, 'thumb'));
  }
  const orphans: string[] = [];
  const found = new Set<string>();
  for await (const key of store.list()) {
    if (expected.has(key)) found.add(key);
    else orphans.push(key);
  }
  return {
    scansWithPhotos: scans.length,
    trainingImages: references.length,
    missing: [...expected].filter((key) => !found.has(key)),
    orphans,
  };
}
