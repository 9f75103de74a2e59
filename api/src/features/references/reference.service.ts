import { randomUUID } from 'node:crypto';
import { IsNull, LessThan, LessThanOrEqual, type DataSource, type Repository } from 'typeorm';
import { isUniqueViolation } from '../../db/db-errors';
import type {
  TrainingCategory as ReferenceCategory,
  TrainingCounts as ReferenceCounts,
  TrainingImage as ReferencePhoto,
  TrainingUploadResponse as ReferenceUpload,
} from '../../generated/types.gen';
import { zTrainingCategory } from '../../generated/zod.gen';
import type { Logger } from '../../logger';
import {
  readStoredJpeg,
  removeUnreferenced,
  storeWithImages,
  type ImageSize,
  type ImageStore,
} from '../images/image-store';
import { ReferenceEntity } from './reference.entity';

export type { ReferenceCategory, ReferenceCounts, ReferencePhoto, ReferenceUpload };

/** Every category, in the Training page's order: the contract's enum. */
export const REFERENCE_CATEGORIES: readonly ReferenceCategory[] = zTrainingCategory.options;

/**
 * The category a saved meal's photo is filed under: a plate of several foods has no shelf of its
 * own, as prepared dishes have none. Meal photos are not listed or counted on the Training page.
 */
export const MEAL_REFERENCE_CATEGORY: ReferenceCategory = 'pantry_dry_goods';

/** Each category's name on the Training page; a reference photo without a food name is known by it. */
export { TRAINING_CATEGORY_NAMES as CATEGORY_NAMES } from '@rules/training/categories';

/**
 * Reference photos live apart from scans: `<userId>/training/<id>-full.jpg` (the folder keeps the
 * product's word, so photos already stored stay where they are).
 */
export const referencePhotoKey = (userId: string, referenceId: string, size: ImageSize) =>
  `${userId}/training/${referenceId}-${size}.jpg`;

/** Where a reference photo is served, full size or as a thumbnail: the product's `/api/training` paths. */
const photoUrls = (id: string) => ({
  imageUrl: `/api/training/images/${id}`,
  thumbnailUrl: `/api/training/images/${id}?size=thumb`,
});

/** A reference photo uploaded on the Training page (lessons from scans go through learnFromScan). */
export interface NewReference {
  userId: string;
  category: ReferenceCategory;
  label: string | null;
  image: Record<ImageSize, Buffer>;
  /** Base64 float32 embedding from the image model, when it is installed. */
  embedding?: string | null;
  /** The saved meal the photo teaches (a whole plate); absent for a photo of one food. */
  savedMealId?: string | null;
}

/** A reference learned from a scan: the scan, the revision of it that named the food, and the food. */
export interface ScanLesson {
  userId: string;
  scanId: string;
  scanRevision: number;
  foodId: string | null;
  category: ReferenceCategory;
  label: string | null;
  image: Record<ImageSize, Buffer>;
  embedding: string | null;
  /** The saved meal the scan's photo teaches (its foods are the meal's); absent when it teaches one food. */
  savedMealId?: string | null;
}

/** A reference photo as the contract shows it. */
export function toReferencePhoto(row: ReferenceEntity): ReferencePhoto {
  return {
    id: row.id,
    category: row.category,
    label: row.label,
    foodId: row.foodId,
    origin: row.origin,
    scanId: row.scanId,
    ...photoUrls(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reference photos as stored: rows and their photos, always owned by one user. */
export class ReferenceService {
  private readonly rows: Repository<ReferenceEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageStore,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    this.rows = dataSource.getRepository(ReferenceEntity);
  }

  /** Stores the photo and its row together (all or nothing). */
  async add({
    userId,
    category,
    label,
    image,
    embedding = null,
    savedMealId = null,
  }: NewReference): Promise<ReferenceUpload> {
    const id = randomUUID();
    const keys = { full: referencePhotoKey(userId, id, 'full'), thumb: referencePhotoKey(userId, id, 'thumb') };
    await storeWithImages(this.images, keys, image, () =>
      this.rows.insert({ id, userId, category, label, embedding, origin: 'upload', savedMealId }),
    );
    return {
      id,
      category,
      label,
      ...photoUrls(id),
      categoryCount: await this.rows.countBy({ userId, category, savedMealId: IsNull() }),
    };
  }

  /** How many photos of single foods the user has per category (a meal's photos are the meal's). */
  async counts(userId: string): Promise<ReferenceCounts> {
    const rows = await this.rows
      .createQueryBuilder('t')
      .select('t.category', 'category')
      .addSelect('COUNT(*)', 'count')
      .where('t.userId = :userId', { userId })
      .andWhere('t.savedMealId IS NULL')
      .groupBy('t.category')
      .getRawMany<{ category: ReferenceCategory; count: string | number }>();
    const byCategory = new Map(rows.map((row) => [row.category, Number(row.count)]));
    const counts = REFERENCE_CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 }));
    return { counts, total: counts.reduce((sum, row) => sum + row.count, 0) };
  }

  /** The user's reference photos of single foods, newest first (a meal's photos go with the meal). */
  async list(userId: string): Promise<ReferencePhoto[]> {
    const rows = await this.rows.find({
      where: { userId, savedMealId: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toReferencePhoto);
  }

  /** Removes an owned reference photo, its row first (a crash between leaves a file, never a row without one). */
  async removeOwned(id: string, ownerId: string): Promise<boolean> {
    const { affected } = await this.rows.delete({ id, userId: ownerId });
    if (!affected) return false;
    await this.removePhotos(ownerId, [id]);
    return true;
  }

  /**
   * Stores what a scan teaches, unless the scan has moved on: the reference is written only while
   * the scan is still at the revision that named its food, and replaces what older revisions of it
   * taught. A scan holds at most one reference (a unique index), so of corrections that race the
   * newest revision's lesson is the one kept. Answers whether it was stored and how many older
   * lessons it replaced.
   */
  async learnFromScan(lesson: ScanLesson): Promise<{ stored: boolean; replaced: number }> {
    const id = randomUUID();
    const keys = {
      full: referencePhotoKey(lesson.userId, id, 'full'),
      thumb: referencePhotoKey(lesson.userId, id, 'thumb'),
    };
    // The photo goes in first, then the row; a failure removes the photo (storeWithImages).
    const outcome = await storeWithImages(this.images, keys, lesson.image, async () => {
      let replaced = 0;
      for (let attempt = 0; attempt < 3; attempt++) {
        replaced += await this.removeLearnedFrom(lesson.userId, lesson.scanId, { before: lesson.scanRevision });
        try {
          if (await this.insertIfScanAt(id, lesson)) return { stored: true, replaced };
          break; // the scan has moved on: a later revision teaches (or forgets)
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Another correction's lesson got in first: stop if it is as new as this one, else replace it.
          const other = await this.rows.findOneBy({ scanId: lesson.scanId });
          if (other && (other.scanRevision ?? 0) >= lesson.scanRevision) break;
        }
      }
      return { stored: false, replaced };
    });
    if (!outcome.stored) await this.removePhotos(lesson.userId, [id]);
    return outcome;
  }

  /**
   * Inserts the lesson's row in one statement that also checks the scan is still at the lesson's
   * revision; on PostgreSQL it holds the scan's row against a concurrent correction until it commits
   * (SQLite runs one writer at a time). True when the row was written.
   */
  private async insertIfScanAt(id: string, lesson: ScanLesson): Promise<boolean> {
    const lock = this.dataSource.options.type === 'postgres' ? 'FOR SHARE' : '';
    const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      `INSERT INTO training_images
         (id, "userId", category, label, embedding, origin, "scanId", "foodId", "scanRevision", "savedMealId")
       SELECT :id, :userId, :category, :label, :embedding, 'correction', :scanId, :foodId,
              CAST(:scanRevision AS integer), :savedMealId
       FROM scans WHERE id = :ofScan AND "userId" = :ofUser AND revision = :atRevision ${lock}
       RETURNING id`,
      {
        id,
        userId: lesson.userId,
        category: lesson.category,
        label: lesson.label,
        embedding: lesson.embedding,
        scanId: lesson.scanId,
        foodId: lesson.foodId,
        scanRevision: lesson.scanRevision,
        savedMealId: lesson.savedMealId ?? null,
        // The scan's row is named apart from the values written: PostgreSQL types each parameter once.
        ofScan: lesson.scanId,
        ofUser: lesson.userId,
        atRevision: lesson.scanRevision,
      },
    );
    const inserted = (await this.dataSource.query(sql, parameters)) as unknown[];
    return inserted.length > 0;
  }

  /**
   * Removes what a scan taught (all of it, or what revisions before `before` or up to `upTo`
   * taught), photos and all; answers how many references went.
   */
  async removeLearnedFrom(
    userId: string,
    scanId: string,
    revisions: { before?: number; upTo?: number } = {},
  ): Promise<number> {
    const scanRevision =
      revisions.before !== undefined
        ? LessThan(revisions.before)
        : revisions.upTo !== undefined
          ? LessThanOrEqual(revisions.upTo)
          : undefined;
    const rows = await this.rows.find({
      where: { userId, scanId, ...(scanRevision ? { scanRevision } : {}) },
      select: { id: true },
    });
    if (rows.length === 0) return 0;
    await this.rows.delete(rows.map((row) => row.id));
    await this.removePhotos(
      userId,
      rows.map((row) => row.id),
    );
    return rows.length;
  }

  /** Removes every reference of one of the user's saved meals, photos and all; answers how many went. */
  async removeOfMeal(userId: string, savedMealId: string): Promise<number> {
    const rows = await this.rows.find({ where: { userId, savedMealId }, select: { id: true } });
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
      ids.flatMap((id) => [referencePhotoKey(userId, id, 'full'), referencePhotoKey(userId, id, 'thumb')]),
      this.logger,
    );
  }

  /** Every reference of the user (those saved meals teach included), oldest first, without embeddings. */
  async allOf(userId: string) {
    return this.rows.find({
      where: { userId },
      select: {
        id: true,
        category: true,
        label: true,
        origin: true,
        foodId: true,
        scanId: true,
        savedMealId: true,
        createdAt: true,
      },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The photo-store keys of every reference photo, and how many there are. */
  async storedPhotoKeys(): Promise<{ rows: number; keys: string[] }> {
    const rows = await this.rows.find({ select: { id: true, userId: true } });
    return {
      rows: rows.length,
      keys: rows.flatMap(({ id, userId }) => [
        referencePhotoKey(userId, id, 'full'),
        referencePhotoKey(userId, id, 'thumb'),
      ]),
    };
  }

  /**
   * The user's reference photos for the reference matcher, with their embeddings (null: not computed
   * yet) and the saved meal each teaches (null: one food).
   */
  async embeddings(userId: string) {
    return this.rows.find({
      where: { userId },
      select: { id: true, category: true, label: true, embedding: true, savedMealId: true },
    });
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
    return row ? readStoredJpeg(this.images, referencePhotoKey(ownerId, id, size), this.logger) : null;
  }

  /** A stored reference photo by its row (the user's recognizer re-embeds photos from these). */
  async photo(userId: string, id: string): Promise<Buffer | null> {
    return readStoredJpeg(this.images, referencePhotoKey(userId, id, 'full'), this.logger);
  }
}
