import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import type { TrainingCategory, TrainingCounts, TrainingUploadResponse } from '../../generated/types.gen';
import { zTrainingCategory } from '../../generated/zod.gen';
import type { ProcessedImage } from '../images/image-intake';
import { storeWithImages, trainingImageKey, type ImageSize, type ImageStore } from '../images/image-store';
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

  /** The user's reference photos for the reference matcher, with their embeddings (null: not computed yet). */
  async embeddings(userId: string) {
    return this.rows.find({ where: { userId }, select: { id: true, category: true, label: true, embedding: true } });
  }

  /** How many reference photos the user has (all categories). */
  async countFor(userId: string): Promise<number> {
    return this.rows.countBy({ userId });
  }

  async setEmbedding(id: string, embedding: string) {
    await this.rows.update({ id }, { embedding });
  }

  /** The storage key of an owned reference photo, or null (other users' photos look missing). */
  async imageKeyOwned(id: string, ownerId: string, size: ImageSize): Promise<string | null> {
    const row = await this.rows.findOneBy({ id, userId: ownerId });
    return row ? trainingImageKey(ownerId, id, size) : null;
  }
}
