import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import type {
  TrainingCategory,
  TrainingCounts,
  TrainingImage,
  TrainingUploadResponse,
} from '../../generated/types.gen';
import { zTrainingCategory } from '../../generated/zod.gen';
import type { Logger } from '../../logger';
import {
  readStoredJpeg,
  removeUnreferenced,
  storeWithImages,
  trainingImageKey,
  type ImageSize,
  type ImageStore,
} from '../images/image-store';
import { TrainingImageEntity } from './training-image.entity';

/** Every category, in the Training page's order: the contract's enum. */
export const TRAINING_CATEGORIES: readonly TrainingCategory[] = zTrainingCategory.options;

/** Each category's name on the Training page; a reference photo without a food name is known by it. */
export const TRAINING_CATEGORY_NAMES: Record<TrainingCategory, string> = {
  produce: 'Produce',
  meat_seafood: 'Meat & Seafood',
  dairy_eggs: 'Dairy & Eggs',
  bakery: 'Bakery',
  pantry_dry_goods: 'Pantry/Dry Goods',
  frozen_foods: 'Frozen Foods',
  beverages: 'Beverages',
  snacks_sweets: 'Snacks & Sweets',
  condiments_sauces: 'Condiments & Sauces',
  health_specialty: 'Health & Specialty',
};

export interface NewTrainingImage {
  userId: string;
  category: TrainingCategory;
  label: string | null;
  image: Record<ImageSize, Buffer>;
  /** Base64 float32 embedding from the image model, when it is installed. */
  embedding?: string | null;
  /** Learned from a correction (with its scan and food), rather than uploaded. */
  origin?: 'upload' | 'correction';
  scanId?: string | null;
  foodId?: string | null;
}

/** A reference photo as the contract shows it. */
export function toTrainingImage(row: TrainingImageEntity): TrainingImage {
  return {
    id: row.id,
    category: row.category,
    label: row.label,
    foodId: row.foodId,
    origin: row.origin,
    scanId: row.scanId,
    imageUrl: `/api/training/images/${row.id}`,
    thumbnailUrl: `/api/training/images/${row.id}?size=thumb`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reference photos as stored: rows and their photos, always owned by one user. */
export class TrainingService {
  private readonly rows: Repository<TrainingImageEntity>;

  constructor(
    dataSource: DataSource,
    private readonly images: ImageStore,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    this.rows = dataSource.getRepository(TrainingImageEntity);
  }

  /** Stores the photo and its row together (all or nothing). */
  async add({
    userId,
    category,
    label,
    image,
    embedding = null,
    origin = 'upload',
    scanId = null,
    foodId = null,
  }: NewTrainingImage): Promise<TrainingUploadResponse> {
    const id = randomUUID();
    const keys = { full: trainingImageKey(userId, id, 'full'), thumb: trainingImageKey(userId, id, 'thumb') };
    await storeWithImages(this.images, keys, image, () =>
      this.rows.insert({ id, userId, category, label, embedding, origin, scanId, foodId }),
    );
    return {
      id,
      category,
      label,
      imageUrl: `/api/training/images/${id}`,
      thumbnailUrl: `/api/training/images/${id}?size=thumb`,
      categoryCount: await this.rows.countBy({ userId, category }),
    };
  }

  async counts(userId: string): Promise<TrainingCounts> {
    const rows = await this.rows
      .createQueryBuilder('t')
      .select('t.category', 'category')
      .addSelect('COUNT(*)', 'count')
      .where('t.userId = :userId', { userId })
      .groupBy('t.category')
      .getRawMany<{ category: TrainingCategory; count: string | number }>();
    const byCategory = new Map(rows.map((row) => [row.category, Number(row.count)]));
    const counts = TRAINING_CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 }));
    return { counts, total: counts.reduce((sum, row) => sum + row.count, 0) };
  }

  /** The user's reference photos, newest first. */
  async list(userId: string): Promise<TrainingImage[]> {
    const rows = await this.rows.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toTrainingImage);
  }

  /** Removes an owned reference photo, its row first (a crash between leaves a file, never a row without one). */
  async removeOwned(id: string, ownerId: string): Promise<boolean> {
    const { affected } = await this.rows.delete({ id, userId: ownerId });
    if (!affected) return false;
    await this.removePhotos(ownerId, [id]);
    return true;
  }

  /** Removes the references learned from one scan; answers how many there were. */
  async removeLearnedFrom(userId: string, scanId: string): Promise<number> {
    const rows = await this.rows.find({ where: { userId, scanId }, select: { id: true } });
    if (rows.length === 0) return 0;
    await this.rows.delete(rows.map((row) => row.id));
    await this.removePhotos(
      userId,
      rows.map((row) => row.id),
    );
    return rows.length;
  }

  private async removePhotos(userId: string, ids: string[]) {
    await removeUnreferenced(
      this.images,
      ids.flatMap((id) => [trainingImageKey(userId, id, 'full'), trainingImageKey(userId, id, 'thumb')]),
      this.logger,
    );
  }

  /** The user's reference photos for the reference matcher, with their embeddings (null: not computed yet). */
  async embeddings(userId: string) {
    return this.rows.find({ where: { userId }, select: { id: true, category: true, label: true, embedding: true } });
  }

  /**
   * What the user's references are, in a form that changes whenever one is added or removed: their
   * count and the newest one's time. The reference matcher reloads when it changes.
   */
  async versionFor(userId: string): Promise<string> {
    const row = await this.rows
      .createQueryBuilder('t')
      .select('COUNT(*)', 'count')
      .addSelect('MAX(t.createdAt)', 'newest')
      .where('t.userId = :userId', { userId })
      .getRawOne<{ count: string | number; newest: string | Date | null }>();
    return `${Number(row?.count ?? 0)}|${row?.newest ? new Date(row.newest).toISOString() : ''}`;
  }

  async setEmbedding(id: string, embedding: string) {
    await this.rows.update({ id }, { embedding });
  }

  /** An owned reference photo (full or thumbnail); null when there is none (other users' photos look missing). */
  async photoOwned(id: string, ownerId: string, size: ImageSize): Promise<Buffer | null> {
    const row = await this.rows.findOneBy({ id, userId: ownerId });
    return row ? readStoredJpeg(this.images, trainingImageKey(ownerId, id, size), this.logger) : null;
  }

  /** A stored reference photo by its row (the user's recognizer re-embeds photos from these). */
  async photo(userId: string, id: string): Promise<Buffer | null> {
    return readStoredJpeg(this.images, trainingImageKey(userId, id, 'full'), this.logger);
  }
}
