import { serverMessage } from '@rules/errors/server-messages';
import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { timestampParam } from '../../db/timestamps';
import { withUserLocked } from '../../db/user-lock';
import type { ProcessedImage } from '../images/image-intake';
import type { Logger } from '../../logger';
import {
  imageKey,
  readStoredJpeg,
  removeUnreferenced,
  storeWithImages,
  type ImageSize,
  type ImageStore,
} from '../images/image-store';
import type { NutrientTotals, Scan } from '../../generated/types.gen';
import { InvalidInputError } from '../../errors';
import { ScanEntity } from './scan.entity';

/** What a finished scan row holds besides its id, owner, photos and time. */
export type ScanFields = Pick<
  ScanEntity,
  | 'foodName'
  | 'confidence'
  | 'calories'
  | 'ingredients'
  | 'allergens'
  | 'nutritionalInfo'
  | 'identification'
  | 'items'
  | 'suggestions'
  | 'proteinG'
  | 'carbsG'
  | 'fatG'
  | 'fibreG'
  | 'sugarG'
  | 'sodiumMg'
>;

/** When a new scan was taken and the meal it belongs to. */
export type ScanTiming = Pick<ScanEntity, 'createdAt' | 'meal'>;

/** What a correction may change on a stored scan. */
export type ScanChanges = Partial<ScanFields & Pick<ScanEntity, 'note' | 'identifiedAt' | 'correctedAt' | 'meal'>>;

/** A scan's nutrients as numbers, from its stored totals; null when they are not known. */
export function totalsOf(
  entity: Pick<ScanEntity, 'calories' | 'proteinG' | 'carbsG' | 'fatG' | 'fibreG' | 'sugarG' | 'sodiumMg'>,
): NutrientTotals | null {
  const { calories, proteinG, carbsG, fatG, fibreG, sugarG, sodiumMg } = entity;
  if (calories === null || proteinG === null || carbsG === null || fatG === null) return null;
  return {
    calories,
    protein: proteinG,
    carbs: carbsG,
    fat: fatG,
    fibre: fibreG ?? 0,
    sugar: sugarG ?? 0,
    sodium: sodiumMg ?? 0,
  };
}

/**
 * The product's first shape of a scan's macros: text with a unit ('12g'), for clients that read
 * it. Written here only, from the numeric totals, which is what every screen of the app reads.
 */
export function firstShapeMacros(totals: NutrientTotals | null): Pick<Scan, 'protein' | 'carbs' | 'fat'> {
  const text = (grams: number | undefined) => (grams === undefined ? null : `${grams}g`);
  return { protein: text(totals?.protein), carbs: text(totals?.carbs), fat: text(totals?.fat) };
}

export function toScan(entity: ScanEntity): Scan {
  const totals = totalsOf(entity);
  return {
    id: entity.id,
    userId: entity.userId,
    foodName: entity.foodName,
    imageUrl: entity.imageUrl,
    thumbnailUrl: entity.thumbnailUrl ?? null,
    confidence: entity.confidence,
    calories: entity.calories,
    ...firstShapeMacros(totals),
    totals,
    grade: entity.nutritionalInfo?.healthMetrics?.nutritionGrade ?? entity.nutritionalInfo?.grade ?? null,
    ingredients: entity.ingredients,
    allergens: entity.allergens,
    nutritionalInfo: entity.nutritionalInfo,
    createdAt: entity.createdAt.toISOString(),
    identification: entity.identification,
    items: entity.items,
    suggestions: entity.suggestions,
    note: entity.note,
    identifiedAt: entity.identifiedAt?.toISOString() ?? null,
    correctedAt: entity.correctedAt?.toISOString() ?? null,
    meal: entity.meal,
    loggedAgainFrom: entity.loggedAgainFrom ?? null,
  };
}

/** Scans as stored: rows and their photos, always owned by one user. */
export class ScanService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageStore,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  private get scans() {
    return this.dataSource.getRepository(ScanEntity);
  }

  /** A scan, only if it belongs to `ownerId`: other users' scans are indistinguishable from missing ones. */
  async findOwned(id: string, ownerId: string): Promise<Scan | null> {
    const scan = await this.scans.findOneBy({ id, userId: ownerId });
    return scan ? toScan(scan) : null;
  }

  /** The scan an upload with this idempotency key made for this user, if any, with its request's fingerprint. */
  async findByIdempotencyKey(
    userId: string,
    idempotencyKey: string,
  ): Promise<{ scan: Scan; fingerprint: string | null } | null> {
    const scan = await this.scans.findOneBy({ userId, idempotencyKey });
    return scan ? { scan: toScan(scan), fingerprint: scan.idempotencyFingerprint } : null;
  }

  /** How many scans a user has. */
  countFor(userId: string): Promise<number> {
    return this.scans.countBy({ userId });
  }

  /** The photo-store keys of every scan whose photos the API stored (seeded scans have none), and how many scans. */
  async storedPhotoKeys(): Promise<{ rows: number; keys: string[] }> {
    const rows = await this.scans
      .createQueryBuilder('s')
      .select(['s.id', 's.userId'])
      .where("s.imageUrl LIKE '/api/scans/%'")
      .getMany();
    return {
      rows: rows.length,
      keys: rows.flatMap(({ id, userId }) => [imageKey(userId, id, 'full'), imageKey(userId, id, 'thumb')]),
    };
  }

  /** The revision of an owned scan's items (see `updateOwned`); null when there is no such scan. */
  async revisionOf(id: string, ownerId: string): Promise<number | null> {
    const row = await this.scans.findOne({ where: { id, userId: ownerId }, select: { revision: true } });
    return row ? row.revision : null;
  }

  /**
   * Changes an owned scan's row and answers it whole; null when there is no such scan for this
   * owner. With `itemsRevision` (a change of its items, planned on that revision) the row is written
   * only if it is still at that revision, and moves to the next; 'stale' when another change got in
   * first.
   */
  async updateOwned(
    id: string,
    ownerId: string,
    changes: ScanChanges,
    itemsRevision?: number,
  ): Promise<Scan | null | 'stale'> {
    if (itemsRevision === undefined) {
      const { affected } = await this.scans.update({ id, userId: ownerId }, changes);
      return affected ? this.findOwned(id, ownerId) : null;
    }
    const { affected } = await this.scans.update(
      { id, userId: ownerId, revision: itemsRevision },
      { ...changes, revision: itemsRevision + 1 },
    );
    if (affected) return this.findOwned(id, ownerId);
    return (await this.revisionOf(id, ownerId)) === null ? null : 'stale';
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
      const stamp = page.before.slice(0, split + 1);
      const createdAt = new Date(stamp);
      const id = page.before.slice(split + 2);
      // A date the calendar does not have (13th month, 31 February) is not a place in the history.
      if (
        split < 0 ||
        Number.isNaN(createdAt.getTime()) ||
        createdAt.toISOString().slice(0, 19) !== stamp.slice(0, 19)
      ) {
        throw new InvalidInputError(serverMessage('scan.cursorInvalid'), [
          { path: 'query.before', message: 'Not a real date and time' },
        ]);
      }
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

  /**
   * A new scan copied from an owned one (its foods, every number and a copy of its photo; no note),
   * with the given changes, remembering which scan it came from; null when there is no such scan
   * for this owner.
   */
  async copyOwned(id: string, ownerId: string, changes: ScanChanges & ScanTiming): Promise<Scan | null> {
    const source = await this.scans.findOneBy({ id, userId: ownerId });
    if (!source) return null;
    const copy = {
      ...source,
      id: randomUUID(),
      imageUrl: null,
      thumbnailUrl: null,
      note: null,
      idempotencyKey: null,
      idempotencyFingerprint: null,
      correctedAt: null,
      revision: 0,
      loggedAgainFrom: source.id,
      ...changes,
    };
    // The copy keeps a copy of the photo, its own: deleting either entry leaves the other's.
    const photo = await this.photosOwned(source.id, ownerId);
    if (!photo) return this.save(copy);
    const keys = { full: imageKey(ownerId, copy.id, 'full'), thumb: imageKey(ownerId, copy.id, 'thumb') };
    return storeWithImages(this.images, keys, photo, () =>
      this.save({
        ...copy,
        imageUrl: `/api/scans/${copy.id}/image`,
        thumbnailUrl: `/api/scans/${copy.id}/image?size=thumb`,
      }),
    );
  }

  /** The user's scans taken from `start` (inclusive) to `end` (exclusive), either open; oldest first. */
  async listForUserBetween(userId: string, start: Date | null, end: Date | null): Promise<Scan[]> {
    return this.between(this.scans, userId, start, end);
  }

  private async between(
    scans: Repository<ScanEntity>,
    userId: string,
    start: Date | null,
    end: Date | null,
  ): Promise<Scan[]> {
    const query = scans
      .createQueryBuilder('s')
      .where('s.userId = :userId', { userId })
      .orderBy('s.createdAt', 'ASC')
      .addOrderBy('s.id', 'ASC');
    if (start) query.andWhere('s.createdAt >= :start', { start: timestampParam(this.dataSource, start) });
    if (end) query.andWhere('s.createdAt < :end', { end: timestampParam(this.dataSource, end) });
    return (await query.getMany()).map(toScan);
  }

  /**
   * One page of the user's scans, oldest first, after the scan `after` (null: from the first); for
   * reading a whole log a page at a time (the all-data download) without holding it.
   */
  async pageForUser(userId: string, after: Pick<Scan, 'createdAt' | 'id'> | null, limit: number): Promise<Scan[]> {
    const query = this.scans
      .createQueryBuilder('s')
      .where('s.userId = :userId', { userId })
      .orderBy('s.createdAt', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .take(limit);
    if (after) {
      const createdAt = new Date(after.createdAt);
      if (this.dataSource.options.type === 'postgres') {
        query.andWhere('(s.createdAt > :createdAt OR (s.createdAt = :createdAt AND s.id > :id))', {
          createdAt,
          id: after.id,
        });
      } else {
        // SQLite keeps datetimes as text, with or without milliseconds: compare them as julian days.
        const at = createdAt.toISOString();
        query.andWhere(
          '(julianday(s.createdAt) > julianday(:at) OR (julianday(s.createdAt) = julianday(:at) AND s.id > :id))',
          { at, id: after.id },
        );
      }
    }
    return (await query.getMany()).map(toScan);
  }

  /** The user's latest identified scans, newest first. */
  async latestIdentified(userId: string, limit: number): Promise<Scan[]> {
    const rows = await this.scans
      .createQueryBuilder('s')
      .where('s.userId = :userId', { userId })
      .andWhere('s.identifiedAt IS NOT NULL')
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .take(limit)
      .getMany();
    return rows.map(toScan);
  }

  /** Deletes an owned scan and its photos; false when there is no such scan for this owner. */
  async deleteOwned(id: string, ownerId: string): Promise<boolean> {
    const scan = await this.scans.findOneBy({ id, userId: ownerId });
    if (!scan) return false;
    await this.scans.delete({ id, userId: ownerId });
    // The row goes first: a crash between the two, or a file that cannot be removed, leaves an
    // unreachable file for the storage sweep, never a scan without its photo.
    await removeUnreferenced(this.images, [imageKey(ownerId, id, 'full'), imageKey(ownerId, id, 'thumb')], this.logger);
    return true;
  }

  /** Stores a finished scan row (seeding and benchmarks write rows without photos). */
  async save(
    scan: ScanFields &
      Pick<ScanEntity, 'id' | 'userId' | 'imageUrl'> &
      Partial<
        Pick<
          ScanEntity,
          | 'thumbnailUrl'
          | 'createdAt'
          | 'note'
          | 'identifiedAt'
          | 'correctedAt'
          | 'idempotencyKey'
          | 'idempotencyFingerprint'
          | 'revision'
          | 'meal'
          | 'loggedAgainFrom'
        >
      >,
  ): Promise<Scan> {
    const saved = await this.scans.save(this.scans.create(scan));
    return toScan(saved);
  }

  /**
   * Inserts the rows `choose` keeps, all or none, given the user's entries over [start, end) as
   * they stand: the read and the insert hold the user's lock, so two imports at once take turns
   * and the second sees what the first wrote. Returns what `choose` says.
   */
  async insertChosenAllOrNothing<T>(
    userId: string,
    span: { start: Date; end: Date },
    choose: (logged: Scan[]) => { rows: Parameters<ScanService['save']>[0][]; result: T },
    batch = 200,
  ): Promise<T> {
    return withUserLocked(this.dataSource, userId, async (manager) => {
      const repository = manager.getRepository(ScanEntity);
      const { rows, result } = choose(await this.between(repository, userId, span.start, span.end));
      for (let i = 0; i < rows.length; i += batch) {
        await repository.insert(rows.slice(i, i + batch).map((row) => repository.create(row)));
      }
      return result;
    });
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
  async create(
    userId: string,
    photo: ProcessedImage,
    fields: ScanFields,
    timing: ScanTiming,
    idempotency: { key: string; fingerprint: string } | null = null,
  ): Promise<Scan> {
    const id = randomUUID();
    const keys = { full: imageKey(userId, id, 'full'), thumb: imageKey(userId, id, 'thumb') };
    return storeWithImages(this.images, keys, photo, () =>
      this.save({
        id,
        userId,
        ...fields,
        ...timing,
        identifiedAt: fields.identification.status === 'identified' ? timing.createdAt : null,
        idempotencyKey: idempotency?.key ?? null,
        idempotencyFingerprint: idempotency?.fingerprint ?? null,
        imageUrl: `/api/scans/${id}/image`,
        thumbnailUrl: `/api/scans/${id}/image?size=thumb`,
      }),
    );
  }

  /** Both sizes of an owned scan's photo; null when it has none (or it is not this owner's). */
  async photosOwned(id: string, ownerId: string): Promise<Record<ImageSize, Buffer> | null> {
    const [full, thumb] = await Promise.all([
      this.photoOwned(id, ownerId, 'full'),
      this.photoOwned(id, ownerId, 'thumb'),
    ]);
    return full && thumb ? { full, thumb } : null;
  }

  /** An owned scan's photo (full or thumbnail); null when there is none (other users' scans look missing). */
  async photoOwned(id: string, ownerId: string, size: ImageSize): Promise<Buffer | null> {
    const scan = await this.scans.findOneBy({ id, userId: ownerId });
    if (!scan?.imageUrl?.startsWith('/api/scans/')) return null;
    return readStoredJpeg(this.images, imageKey(ownerId, id, size), this.logger);
  }
}
