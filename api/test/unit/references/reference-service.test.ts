import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../src/db/data-source';
import { LocalImageStore } from '../../../src/features/images/image-store';
import type { LazyImageModel } from '../../../src/features/recognition/model/image-model';
import type { ReferenceIndex } from '../../../src/features/references/reference-index';
import { ReferenceLearning } from '../../../src/features/references/reference-learning';
import {
  CATEGORY_NAMES,
  REFERENCE_CATEGORIES,
  referencePhotoKey,
  ReferenceService,
} from '../../../src/features/references/reference.service';
import { ScanService } from '../../../src/features/scans/scan.service';
import { UserService } from '../../../src/features/users/user.service';
import { createLogger } from '../../../src/logger';
import { identifiedScanRow } from '../../support/scan-rows';

/**
 * The references feature's rules, on a real SQLite database and photo folder: each user's reference
 * photos are theirs alone, stored with their photos all or nothing, counted per category, and a
 * scan teaches at most one reference, tied to the revision that named its food.
 */
const jpeg = (width: number) =>
  sharp({ create: { width, height: width, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
const image = { full: Buffer.alloc(0), thumb: Buffer.alloc(0) };
let dir: string;
let dataSource: DataSource;
let store: LocalImageStore;
let references: ReferenceService;
let scans: ScanService;
let owner: string;
let other: string;

beforeAll(async () => {
  image.full = await jpeg(64);
  image.thumb = await jpeg(16);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'morsel-references-'));
  dataSource = await openDatabase({ kind: 'sqlite', file: path.join(dir, 'morsel.db') });
  store = new LocalImageStore(path.join(dir, 'images'));
  const logger = createLogger('silent');
  references = new ReferenceService(dataSource, store, logger);
  scans = new ScanService(dataSource, store, logger);
  const users = new UserService(dataSource);
  owner = (await users.create({ email: 'owner@example.com', name: 'Owner' })).id;
  other = (await users.create({ email: 'other@example.com', name: 'Other' })).id;
}, 60_000);

afterAll(async () => {
  await dataSource?.destroy();
  await fs.rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await dataSource.query('DELETE FROM training_images');
});

const upload = (userId: string, category: (typeof REFERENCE_CATEGORIES)[number], label: string | null = null) =>
  references.add({ userId, category, label, image });

/** Every photo of the user's references in the store, rows or not. */
async function referenceFiles(userId: string) {
  const keys: string[] = [];
  for await (const key of store.list()) if (key.startsWith(`${userId}/training/`)) keys.push(key);
  return keys.sort();
}

/** A scan of the owner's at the given revision, for lessons to be tied to. */
async function scanAt(id: string, revision: number) {
  await scans.save(
    identifiedScanRow({
      id,
      userId: owner,
      foodName: 'Apple',
      confidence: 90,
      calories: 95,
      protein: 0.5,
      carbs: 25,
      fat: 0.3,
      ingredients: [],
      allergens: [],
      nutritionalInfo: null,
    }),
  );
  await dataSource.query('UPDATE scans SET revision = ? WHERE id = ?', [revision, id]);
}

const lesson = (scanId: string, scanRevision: number, label: string) => ({
  userId: owner,
  scanId,
  scanRevision,
  foodId: `builtin-${label.toLowerCase()}`,
  category: 'produce' as const,
  label,
  image,
  embedding: null,
});

describe('reference photos', () => {
  it('are stored with both photos, under the product’s Training addresses, and listed newest first', async () => {
    const first = await upload(owner, 'produce', 'Apple');
    const second = await upload(owner, 'produce');
    expect(second).toMatchObject({
      category: 'produce',
      label: null,
      imageUrl: `/api/training/images/${second.id}`,
      thumbnailUrl: `/api/training/images/${second.id}?size=thumb`,
      categoryCount: 2,
    });
    expect(await store.get(referencePhotoKey(owner, first.id!, 'full'))).toEqual(image.full);
    expect(await store.get(referencePhotoKey(owner, first.id!, 'thumb'))).toEqual(image.thumb);
    // Newest first: the first upload made older than the second (both came within the same instant).
    await dataSource.query('UPDATE training_images SET "createdAt" = ? WHERE id = ?', [
      '2026-01-01 00:00:00.000',
      first.id,
    ]);
    expect((await references.list(owner)).map((row) => row.id)).toEqual([second.id, first.id]);
    expect(await references.list(other)).toEqual([]);
  });

  it('are counted in every category, in the Training page’s order, empty ones included', async () => {
    await upload(owner, 'bakery');
    await upload(owner, 'produce');
    await upload(owner, 'produce');
    await upload(other, 'produce');
    const { counts, total } = await references.counts(owner);
    expect(counts.map((row) => row.category)).toEqual(REFERENCE_CATEGORIES);
    expect(counts.filter((row) => row.count > 0)).toEqual([
      { category: 'produce', count: 2 },
      { category: 'bakery', count: 1 },
    ]);
    expect(total).toBe(3);
    expect(Object.keys(CATEGORY_NAMES)).toEqual([...REFERENCE_CATEGORIES]);
  });

  it('are reached and removed only by their owner; removal takes the photos too', async () => {
    const { id } = await upload(owner, 'produce');
    expect(await references.photoOwned(id!, other, 'full')).toBeNull();
    expect(await references.removeOwned(id!, other)).toBe(false);
    expect(await references.photoOwned(id!, owner, 'thumb')).toEqual(image.thumb);

    expect(await references.removeOwned(id!, owner)).toBe(true);
    expect(await references.list(owner)).toEqual([]);
    expect(await store.get(referencePhotoKey(owner, id!, 'full'))).toBeNull();
    expect(await references.removeOwned(id!, owner)).toBe(false);
  });

  it('leave no row when a photo cannot be stored, and no photo when the row cannot be written', async () => {
    const put = vi.spyOn(store, 'put').mockRejectedValueOnce(new Error('disk full'));
    await expect(upload(owner, 'produce')).rejects.toThrow('disk full');
    put.mockRestore();
    expect(await references.list(owner)).toEqual([]);

    const keys = await references.storedPhotoKeys();
    await expect(references.add({ userId: 'no-such-user', category: 'produce', label: null, image })).rejects.toThrow();
    expect(await references.storedPhotoKeys()).toEqual(keys);
    expect(await referenceFiles('no-such-user')).toEqual([]);
  });

  it('of a saved meal are the meal’s: not listed or counted on Training, and removed with it, photos too', async () => {
    const food = await upload(owner, 'produce', 'Apple');
    const meal = { category: 'pantry_dry_goods' as const, label: null, image, savedMealId: 'meal-usual' };
    const plate = await references.add({ userId: owner, ...meal });
    await references.add({ userId: other, ...meal });
    expect((await references.list(owner)).map((photo) => photo.id)).toEqual([food.id]);
    expect((await references.counts(owner)).total).toBe(1);
    expect(await references.embeddings(owner)).toHaveLength(2);

    expect(await references.removeOfMeal(owner, 'meal-usual')).toBe(1);
    const files = await referenceFiles(owner);
    expect(files).toContain(referencePhotoKey(owner, food.id!, 'full'));
    expect(files).not.toContain(referencePhotoKey(owner, plate.id!, 'full'));
    expect(files).not.toContain(referencePhotoKey(owner, plate.id!, 'thumb'));
    // Another user's meal of the same id is theirs alone.
    expect(await references.embeddings(other)).toMatchObject([{ savedMealId: 'meal-usual' }]);
  });

  it('change their version whenever one is added or removed, so every process rebuilds its index', async () => {
    const empty = await references.versionFor(owner);
    const { id } = await upload(owner, 'produce');
    const one = await references.versionFor(owner);
    expect(one).not.toBe(empty);
    await upload(other, 'produce');
    expect(await references.versionFor(owner)).toBe(one);
    await references.removeOwned(id!, owner);
    expect(await references.versionFor(owner)).toBe(empty);
  });

  it('answer the photo-store keys every row points at, for the storage sweep', async () => {
    const a = await upload(owner, 'produce');
    const b = await upload(other, 'bakery');
    const { rows, keys } = await references.storedPhotoKeys();
    expect(rows).toBe(2);
    expect(keys.sort()).toEqual(
      [
        `${owner}/training/${a.id!}-full.jpg`,
        `${owner}/training/${a.id!}-thumb.jpg`,
        `${other}/training/${b.id!}-full.jpg`,
        `${other}/training/${b.id!}-thumb.jpg`,
      ].sort(),
    );
  });
});

describe('what a scan teaches', () => {
  it('is stored only while the scan is still at the revision that named the food', async () => {
    await scanAt('scan-moved-on', 3);
    const before = await referenceFiles(owner);
    expect(await references.learnFromScan(lesson('scan-moved-on', 2, 'Apple'))).toEqual({
      stored: false,
      replaced: 0,
    });
    expect(await references.list(owner)).toEqual([]);
    // Nothing of the dropped lesson is left in the photo store.
    expect(await referenceFiles(owner)).toEqual(before);
  });

  it('replaces what earlier revisions of the same scan taught: one reference per scan', async () => {
    await scanAt('scan-corrected', 1);
    expect(await references.learnFromScan(lesson('scan-corrected', 1, 'Apple'))).toEqual({
      stored: true,
      replaced: 0,
    });
    await dataSource.query('UPDATE scans SET revision = 2 WHERE id = ?', ['scan-corrected']);
    expect(await references.learnFromScan(lesson('scan-corrected', 2, 'Pear'))).toEqual({
      stored: true,
      replaced: 1,
    });
    expect(await references.list(owner)).toMatchObject([
      { label: 'Pear', origin: 'correction', scanId: 'scan-corrected', foodId: 'builtin-pear' },
    ]);
  });

  it('is taken back whole, or up to a revision', async () => {
    await scanAt('scan-forgotten', 4);
    await references.learnFromScan(lesson('scan-forgotten', 4, 'Apple'));
    expect(await references.removeLearnedFrom(owner, 'scan-forgotten', { upTo: 3 })).toBe(0);
    expect(await references.removeLearnedFrom(owner, 'scan-forgotten', { upTo: 4 })).toBe(1);
    expect(await references.list(owner)).toEqual([]);
  });
});

describe('teaching the user’s recognizer (ReferenceLearning)', () => {
  const embedding = new Float32Array([1, 0, 0]);
  const index = () => ({ add: vi.fn(async () => {}), forget: vi.fn() });
  const model = (installed: boolean) =>
    ({
      run: vi.fn(async () => (installed ? { embedding, logits: new Float32Array(0) } : null)),
    }) as unknown as LazyImageModel;
  const learning = (imageModel: LazyImageModel, referenceIndex: ReturnType<typeof index>) =>
    new ReferenceLearning({ references, imageModel, referenceIndex: referenceIndex as unknown as ReferenceIndex });

  it('adds an upload to the user’s index at once when the model is installed, with its embedding', async () => {
    const referenceIndex = index();
    const stored = await learning(model(true), referenceIndex).learn(owner, {
      category: 'produce',
      label: 'Apple',
      photo: image,
    });
    expect(referenceIndex.add).toHaveBeenCalledWith(
      owner,
      expect.objectContaining({ category: 'produce', label: 'Apple' }),
      embedding,
    );
    const [row] = await references.embeddings(owner);
    expect(row).toMatchObject({ id: stored.id, label: 'Apple' });
    expect(row!.embedding).not.toBeNull();
  });

  it('keeps an upload without an embedding while the model is not installed (it is embedded later)', async () => {
    const referenceIndex = index();
    await learning(model(false), referenceIndex).learn(owner, { category: 'bakery', label: null, photo: image });
    expect(referenceIndex.add).not.toHaveBeenCalled();
    expect(await references.embeddings(owner)).toMatchObject([{ category: 'bakery', embedding: null }]);
  });

  it('makes the index forget a removed reference, and only when one was removed', async () => {
    const referenceIndex = index();
    const teach = learning(model(false), referenceIndex);
    const { id } = await upload(owner, 'produce');
    expect(await teach.forget(other, id!)).toBe(false);
    expect(referenceIndex.forget).not.toHaveBeenCalled();
    expect(await teach.forget(owner, id!)).toBe(true);
    expect(referenceIndex.forget).toHaveBeenCalledWith(owner);
  });

  it('makes the index forget when a correction replaces what the scan taught', async () => {
    const referenceIndex = index();
    const teach = learning(model(true), referenceIndex);
    await scanAt('scan-relearned', 1);
    const at = (scanRevision: number, label: string) => ({
      scanId: 'scan-relearned',
      scanRevision,
      foodId: null,
      category: 'produce' as const,
      label,
      photo: image,
    });
    await teach.learnFromScan(owner, at(1, 'Apple'));
    expect(referenceIndex.add).toHaveBeenCalledTimes(1);
    expect(referenceIndex.forget).not.toHaveBeenCalled();
    await dataSource.query('UPDATE scans SET revision = 2 WHERE id = ?', ['scan-relearned']);
    await teach.learnFromScan(owner, at(2, 'Pear'));
    expect(referenceIndex.forget).toHaveBeenCalledWith(owner);
    expect(referenceIndex.add).toHaveBeenCalledTimes(1);
  });
});
