import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import type { TrainingCategory, TrainingCounts, TrainingUploadResponse } from '../../generated/types.gen';
import { zTrainingCategory } from '../../generated/zod.gen';
import type { ProcessedImage } from '../images/image-intake';
import { storeWithImages, trainingImageKey, type ImageSize, type ImageStore } from '../images/image-store';
import { TrainingImageEntity } from './training-image.entity';

/** Every category, in the Training page's order: the contract's enum. */
export const TRAINING_CATEGORIES: readonly TrainingCategory[] = zTrainingCategory.options;

export interface NewTrainingImage {
  userId: string;
  category: TrainingCategory;
  label: string | null;
  image: ProcessedImage;
  /** Base64 float32 embedding from the image model, when it is installed. */
  embedding?: string | null;
}

export class TrainingService {
  private readonly rows: Repository<TrainingImageEntity>;

  constructor(dataSource: DataSource) {
    this.rows = dataSource.getRepository(TrainingImageEntity);
  }

  /** Stores the photo and its row together (all or nothing). */
  async add(
    { userId, category, label, image, embedding = null }: NewTrainingImage,
    store: ImageStore,
  ): Promise<TrainingUploadResponse> {
    const id = randomUUID();
    const keys = { full: trainingImageKey(userId, id, 'full'), thumb: trainingImageKey(userId, id, 'thumb') };
    await storeWithImages(store, keys, image, () => this.rows.insert({ id, userId, category, label, embedding }));
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

  /** The user's reference photos that have an embedding, for the reference matcher. */
  async embeddings(userId: string): Promise<{ category: TrainingCategory; label: string | null; embedding: string }[]> {
    const rows = await this.rows
      .createQueryBuilder('t')
      .select(['t.category', 't.label', 't.embedding'])
      .where('t.userId = :userId AND t.embedding IS NOT NULL', { userId })
      .getMany();
    return rows.map((row) => ({ category: row.category, label: row.label, embedding: row.embedding! }));
  }

  /** The storage key of an owned reference photo, or null (other users' photos look missing). */
  async imageKeyOwned(id: string, ownerId: string, size: ImageSize): Promise<string | null> {
    const row = await this.rows.findOneBy({ id, userId: ownerId });
    return row ? trainingImageKey(ownerId, id, size) : null;
  }
}
