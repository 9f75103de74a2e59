import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger';

/** Where scan photos live. Local disk by default; an object store can implement the same. */
export interface ImageStore {
  /** Writes a photo whole: a reader sees all of it or nothing. */
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes a photo; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored key (temporary files included), for the storage audit; with `prefix` (a user's
   * folder, `<userId>/`), only the keys under it.
   */
  list(prefix?: string): AsyncIterable<string>;
  /** Every stored key with when it was last written, for the storage sweep. */
  listWithDates(): AsyncIterable<StoredObject>;
  /** Fails with a clear message when the store cannot be used (checked at start-up). */
  verify(): Promise<void>;
  /** Lets go of connections the store holds (an object store's sockets), on shutdown. */
  close?(): void;
}

export type ImageSize = 'full' | 'thumb';

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** Keys are `<userId>/<scanId>-full.jpg`; only the server makes them. */
export const imageKey = (userId: string, scanId: string, size: ImageSize) => `${userId}/${scanId}-${size}.jpg`;

/**
 * Stores both sizes of a photo, then runs `save` (the database write). All or nothing:
 * if a put or the save fails, the photos are removed again, so no orphan file is left.
 */
export async function storeWithImages<T>(
  store: ImageStore,
  keys: Record<ImageSize, string>,
  image: Record<ImageSize, Buffer>,
  save: () => Promise<T>,
): Promise<T> {
  try {
    await store.put(keys.full, image.full);
    await store.put(keys.thumb, image.thumb);
    return await save();
  } catch (error) {
    await Promise.allSettled([store.delete(keys.full), store.delete(keys.thumb)]);
    throw error;
  }
}

/**
 * Removes photos whose row is already gone. A photo that cannot be removed (a permission, a folder
 * where the file was, the store briefly down) is logged and left for the storage sweep: the row's
 * removal stands, and the caller answers as if the files went too.
 */
export async function removeUnreferenced(
  store: ImageStore,
  keys: string[],
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      logger.warn(
        { key: keys[index], err: { message: (result.reason as Error).message } },
        'could not remove a photo whose row is gone: left for the storage sweep',
      );
    }
  });
}

/** Whether bytes are a whole JPEG: its start-of-image marker, then a segment, and its end-of-image marker. */
export function isWholeJpeg(bytes: Buffer): boolean {
  return (
    bytes.length >= 6 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[bytes.length - 2] === 0xff &&
    bytes[bytes.length - 1] === 0xd9
  );
}

/**
 * A stored photo, only when it is still a whole JPEG (every stored photo was re-encoded as one).
 * A damaged file (truncated, overwritten) is logged and treated as missing, never served as a photo.
 */
export async function readStoredJpeg(
  store: ImageStore,
  key: string,
  logger: Pick<Logger, 'warn'>,
): Promise<Buffer | null> {
  const bytes = await store.get(key);
  if (bytes === null || isWholeJpeg(bytes)) return bytes;
  logger.warn({ key, bytes: bytes.length }, 'a stored photo is damaged (not a whole JPEG): not served');
  return null;
}

/** The file operations LocalImageStore uses (replaceable to inject disk faults in tests). */
export type FileSystem = Pick<
  typeof fs,
  'mkdir' | 'writeFile' | 'rename' | 'readFile' | 'rm' | 'readdir' | 'access' | 'stat'
>;

export class LocalImageStore implements ImageStore {
  constructor(
    private readonly root: string,
    private readonly files: FileSystem = fs,
  ) {}

  private file(key: string) {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`bad image key ${key}`);
    return file;
  }

  /**
   * Writes to a temporary name, then renames: a reader never sees half a photo. A write that
   * fails part-way (disk full) removes its temporary file, so nothing is left behind.
   */
  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await this.files.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await this.files.writeFile(temp, bytes);
      await this.files.rename(temp, file);
    } catch (error) {
      await this.files.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await this.files.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.files.rm(this.file(key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<string> {
    const folder = prefix ? this.file(prefix.replace(/\/+$/, '')) : this.root;
    let entries: string[];
    try {
      entries = (await this.files.readdir(folder, { recursive: true })).map((entry) =>
        path.relative(this.root, path.join(folder, entry)),
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort()) {
      // Folders come back too; keys are files, which always have an extension.
      if (path.extname(entry)) yield entry.split(path.sep).join('/');
    }
  }

  async *listWithDates(): AsyncIterable<StoredObject> {
    for await (const key of this.list()) {
      try {
        const stats = await this.files.stat(this.file(key));
        if (stats.isFile()) yield { key, modifiedAt: stats.mtime };
      } catch (error) {
        // Renamed or removed since the listing: nothing to report.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  async verify(): Promise<void> {
    await this.files.mkdir(this.root, { recursive: true });
    await this.files.access(this.root, fs.constants.W_OK).catch(() => {
      throw new Error(`The photo folder ${this.root} is not writable.`);
    });
  }
}

/** The answer of an owner-only photo endpoint: the stored JPEG, cached privately for a year (keys never change). */
export function jpegReply(bytes: Buffer) {
  return {
    status: 200 as const,
    body: bytes as unknown as Blob, // the contract's binary body; Koa sends the bytes
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, max-age=31536000, immutable' },
  };
}
