import fs from 'node:fs/promises';
import path from 'node:path';

/** Where scan photos live. Local disk by default; an object store can implement the same. */
export interface ImageStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are `<userId>/<scanId>-full.jpg`; only the server makes them. */
export const imageKey = (userId: string, scanId: string, size: 'full' | 'thumb') => `${userId}/${scanId}-${size}.jpg`;

export class LocalImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  private file(key: string) {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`bad image key ${key}`);
    return file;
  }

  /** Writes to a temporary name, then renames: a reader never sees half a photo. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}
