import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ProcessedImage } from '../images/image-intake';
import { imageKey, storeWithImages, type ImageStore } from '../images/image-store';
import type { AnalysedScan } from './analysis';
import type { Scan } from '../../generated/types.gen';
import { ScanEntity } from './scan.entity';

export function toScan(entity: ScanEntity): Scan {
  return {
    id: entity.id,
    userId: entity.userId,
    foodName: entity.foodName,
    imageUrl: entity.imageUrl,
    thumbnailUrl: entity.thumbnailUrl ?? null,
    confidence: entity.confidence,
    calories: entity.calories,
    protein: entity.protein,
    carbs: entity.carbs,
    fat: entity.fat,
    ingredients: entity.ingredients,
    allergens: entity.allergens,
    nutritionalInfo: entity.nutritionalInfo,
    createdAt: entity.createdAt.toISOString(),
    analysis: entity.analysis ?? null,
  };
}

export class ScanService {
  constructor(private readonly dataSource: DataSource) {}

  private get scans() {
    return this.dataSource.getRepository(ScanEntity);
  }

  /** A scan, only if it belongs to `ownerId`: other users' scans are indistinguishable from missing ones. */
  async findOwned(id: string, ownerId: string): Promise<Scan | null> {
    const scan = await this.scans.findOneBy({ id, userId: ownerId });
    return scan ? toScan(scan) : null;
  }

  /** Newest first; with `limit`, one page after the `before` cursor (`<createdAt ISO>_<id>`). */
  async listForUser(userId: string, page: { limit?: number; before?: string } = {}): Promise<Scan[]> {
    const query = this.scans
      .createQueryBuilder('s')
      .where('s.userId = :userId', { userId })
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC');
    if (page.before) {
      const split = page.before.indexOf('Z_');
      const createdAt = new Date(page.before.slice(0, split + 1));
      const id = page.before.slice(split + 2);
      if (this.dataSource.options.type === 'postgres') {
        query.andWhere('(s.createdAt < :createdAt OR (s.createdAt = :createdAt AND s.id < :id))', { createdAt, id });
      } else {
        // SQLite keeps datetimes as text, with or without milliseconds: compare them as julian days.
        const at = createdAt.toISOString();
        query.andWhere(
          '(julianday(s.createdAt) < julianday(:at) OR (julianday(s.createdAt) = julianday(:at) AND s.id < :id))',
          { at, id },
        );
      }
    }
    if (page.limit) query.take(page.limit);
    return (await query.getMany()).map(toScan);
  }

  /** Deletes an owned scan and its photos; false when there is no such scan for this owner. */
  async deleteOwned(id: string, ownerId: string, store: ImageStore): Promise<boolean> {
    const scan = await this.scans.findOneBy({ id, userId: ownerId });
    if (!scan) return false;
    await this.scans.delete({ id, userId: ownerId });
    // The row goes first: a crash between the two leaves an unreachable file, never a scan without its photo.
    await Promise.all([store.delete(imageKey(ownerId, id, 'full')), store.delete(imageKey(ownerId, id, 'thumb'))]);
    return true;
  }

  /** Stores a finished scan record (the analysis pipeline produces its fields). */
  async save(
    scan: Omit<ScanEntity, 'createdAt' | 'user' | 'thumbnailUrl' | 'analysis'> &
      Partial<Pick<ScanEntity, 'thumbnailUrl' | 'analysis'>> & { createdAt?: Date },
  ): Promise<Scan> {
    const saved = await this.scans.save(this.scans.create(scan));
    return toScan(saved);
  }

  /** Inserts many finished scans at once (benchmarks and seeding). */
  async saveMany(rows: Parameters<ScanService['save']>[0][]): Promise<void> {
    await this.scans.insert(rows.map((row) => this.scans.create(row)));
  }

  /**
   * Stores a new scan with its photo and thumbnail, all or nothing: when the
   * row can't be written, the files are removed again, so no orphan file and
   * no half-written scan remain.
   */
  async createWithImages(
    userId: string,
    image: ProcessedImage,
    result: AnalysedScan,
    store: ImageStore,
  ): Promise<Scan> {
    const id = randomUUID();
    const keys = { full: imageKey(userId, id, 'full'), thumb: imageKey(userId, id, 'thumb') };
    return storeWithImages(store, keys, image, () =>
      this.save({
        id,
        userId,
        ...result,
        imageUrl: `/api/scans/${id}/image`,
        thumbnailUrl: `/api/scans/${id}/image?size=thumb`,
      }),
    );
  }

  /** The storage key of an owned scan's photo, or null (other users' scans look missing). */
  async imageKeyOwned(id: string, ownerId: string, size: 'full' | 'thumb'): Promise<string | null> {
    const scan = await this.scans.findOneBy({ id, userId: ownerId });
    return scan?.imageUrl?.startsWith('/api/scans/') ? imageKey(ownerId, id, size) : null;
  }
}
