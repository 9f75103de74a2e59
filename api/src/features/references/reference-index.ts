import {
  decodeEmbedding,
  EMBEDDING_SIZE,
  encodeEmbedding,
  type LazyImageModel,
} from '../recognition/model/image-model';
import { MIN_SIMILARITY, ReferenceCalibration, referenceConfidence } from './open-set';
import { ReferenceHead } from './reference-head';
import { CATEGORY_NAMES, type ReferenceCategory, type ReferenceService } from './reference.service';

/**
 * Match rule, chosen by measurement (`npm run bench`, docs/scan-pipeline.md): a linear head trained
 * on the user's references (reference-head.ts) names the food better than the nearest reference or
 * k-NN votes, so the head picks the food whenever the user has references of two or more foods.
 * Whether the photo shows one of the user's foods at all is decided by open-set rules calibrated on
 * the user's own references (open-set.ts), together with the on-device model's answer.
 */
export { MIN_SIMILARITY, referenceConfidence };

/**
 * Unit vectors in one contiguous Float32Array (grown by doubling), searched by brute-force dot
 * product: cache-friendly, and at 10,000 × 1280 it stays within a few tens of milliseconds.
 */
export class VectorIndex {
  private data = new Float32Array(0);
  private readonly names: string[] = [];

  constructor(private readonly dimensions: number) {}

  get size() {
    return this.names.length;
  }

  add(name: string, vector: Float32Array) {
    const needed = (this.names.length + 1) * this.dimensions;
    if (needed > this.data.length) {
      const grown = new Float32Array(Math.max(needed, this.data.length * 2, 64 * this.dimensions));
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set(vector, this.names.length * this.dimensions);
    this.names.push(name);
  }

  /** The vectors added so far, row after row, with their names (later additions do not change it). */
  snapshot(): { vectors: Float32Array; names: string[] } {
    return { vectors: this.data.subarray(0, this.names.length * this.dimensions), names: this.names.slice() };
  }

  /** The most similar vector, optionally among those named `only`. */
  nearest(query: Float32Array, only?: string): { name: string; similarity: number } | null {
    const { data, dimensions } = this;
    let bestRow = -1;
    let best = -Infinity;
    for (let row = 0, offset = 0; row < this.names.length; row += 1, offset += dimensions) {
      if (only !== undefined && this.names[row] !== only) continue;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let i = 0; i < dimensions; i += 4) {
        s0 += data[offset + i]! * query[i]!;
        s1 += data[offset + i + 1]! * query[i + 1]!;
        s2 += data[offset + i + 2]! * query[i + 2]!;
        s3 += data[offset + i + 3]! * query[i + 3]!;
      }
      const similarity = s0 + s1 + s2 + s3;
      if (similarity > best) {
        best = similarity;
        bestRow = row;
      }
    }
    return bestRow < 0 ? null : { name: this.names[bestRow]!, similarity: best };
  }
}

/** How long a scan waits for a retrained head before falling back to the nearest reference. */
export const HEAD_WAIT_MS = 3000;

interface UserReferences {
  /** Photos of single foods, named by the food. */
  vectors: VectorIndex;
  /** Photos of whole plates the user saved as meals, named by the saved meal's id. */
  meals: VectorIndex;
  /** The user's references as the index last saw them (`ReferenceService.versionFor`). */
  version: string;
  /** The head trained on the first `size` references, or being trained. */
  head: { size: number; ready: Promise<ReferenceHead | null> } | null;
  /** The leave-one-out calibration of the first `size` references. */
  calibration: { size: number; value: ReferenceCalibration } | null;
}

/**
 * Each user's reference photos as vectors, in memory: loaded from the database on a user's first
 * scan, then kept in step with their uploads. 10,000 references × 1280 floats is 51 MB and a
 * brute-force scan of them takes a few milliseconds. The user's linear head is retrained on the
 * first scan after their references change: a few milliseconds for tens of references, about a
 * second for a thousand, in the background (yielding) for more, while scans use the nearest one.
 */
export class ReferenceIndex {
  private readonly byUser = new Map<string, Promise<UserReferences>>();

  constructor(
    private readonly stored: ReferenceService,
    private readonly model: LazyImageModel,
  ) {}

  /**
   * Builds the user's index. Photos uploaded while the model was not installed have no embedding
   * yet: they are embedded from their stored copy now, once, so earlier uploads are not lost.
   */
  private async build(userId: string): Promise<UserReferences> {
    const vectors = new VectorIndex(EMBEDDING_SIZE);
    const meals = new VectorIndex(EMBEDDING_SIZE);
    // The version first: a row added while this builds makes the next load rebuild, never go unseen.
    const version = await this.stored.versionFor(userId);
    const rows = await this.stored.embeddings(userId);
    for (const row of rows) {
      let vector = row.embedding ? decodeEmbedding(row.embedding) : null;
      if (!vector) {
        const photo = await this.stored.photo(userId, row.id);
        const output = photo ? await this.model.run(photo) : null;
        if (!output) continue;
        vector = output.embedding;
        await this.stored.setEmbedding(row.id, encodeEmbedding(vector));
      }
      if (row.savedMealId) meals.add(row.savedMealId, vector);
      else vectors.add(row.label ?? CATEGORY_NAMES[row.category], vector);
    }
    return { vectors, meals, version, head: null, calibration: null };
  }

  /**
   * The user's index, checked against the database: when their references changed (another API
   * process took an upload or removed one), it is rebuilt. So several processes behind one database
   * agree, at the cost of one indexed query per scan.
   */
  private async load(userId: string): Promise<UserReferences> {
    const cached = this.byUser.get(userId);
    if (cached) {
      const [references, version] = await Promise.all([cached, this.stored.versionFor(userId)]);
      if (references.version === version) return references;
      if (this.byUser.get(userId) === cached) this.byUser.delete(userId);
    }
    return this.loadOnce(userId);
  }

  private loadOnce(userId: string): Promise<UserReferences> {
    let index = this.byUser.get(userId);
    if (!index) {
      index = this.build(userId);
      this.byUser.set(userId, index);
      index.catch(() => this.byUser.delete(userId)); // a failed load is retried next time
    }
    return index;
  }

  /**
   * A new reference joins the index at once (only when the user's index is already in memory): a
   * food's photo under its name, a saved meal's under the meal.
   */
  async add(
    userId: string,
    reference: { category: ReferenceCategory; label: string | null; savedMealId?: string | null },
    vector: Float32Array,
  ) {
    const index = this.byUser.get(userId);
    if (!index) return;
    const references = await index;
    if (reference.savedMealId) references.meals.add(reference.savedMealId, vector);
    else references.vectors.add(reference.label ?? CATEGORY_NAMES[reference.category], vector);
    references.version = await this.stored.versionFor(userId);
  }

  /** Drops the user's index (a reference was removed): the next scan loads it afresh. */
  forget(userId: string) {
    this.byUser.delete(userId);
  }

  /** The user's head for their current references: retrained when they changed, waited for up to HEAD_WAIT_MS. */
  private async currentHead(references: UserReferences): Promise<ReferenceHead | null> {
    const { vectors } = references;
    if (references.head?.size !== vectors.size) {
      const { vectors: rows, names } = vectors.snapshot();
      const ready = ReferenceHead.train(rows, names, EMBEDDING_SIZE);
      references.head = { size: vectors.size, ready };
      ready.catch(() => {
        if (references.head?.ready === ready) references.head = null; // retried on the next scan
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(resolve, HEAD_WAIT_MS, null)));
    try {
      return await Promise.race([references.head.ready, timeout]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The leave-one-out calibration of the user's current references (a few milliseconds; cached). */
  private currentCalibration(references: UserReferences): ReferenceCalibration {
    const { vectors } = references;
    if (references.calibration?.size !== vectors.size) {
      const { vectors: rows, names } = vectors.snapshot();
      references.calibration = {
        size: vectors.size,
        value: ReferenceCalibration.fromReferences(rows, names, EMBEDDING_SIZE),
      };
    }
    return references.calibration.value;
  }

  /**
   * The user's saved meal whose photos are most like this embedding, with the similarity of its
   * nearest photo; null when the user has no meal photos.
   */
  async matchMeal(userId: string, query: Float32Array): Promise<{ savedMealId: string; similarity: number } | null> {
    const references = await this.load(userId);
    const nearest = references.meals.nearest(query);
    return nearest ? { savedMealId: nearest.name, similarity: nearest.similarity } : null;
  }

  /**
   * The user's reference food for this embedding: the head's choice (or the nearest reference's
   * name when there is no head), with its best similarity among that food's references; `nearest`
   * is the closest reference of any food. Null when the user has no references, or none is even
   * MIN_SIMILARITY alike; `calibration` says whether the match is close enough to count.
   */
  async match(
    userId: string,
    query: Float32Array,
  ): Promise<{ name: string; similarity: number; nearest: number; calibration: ReferenceCalibration } | null> {
    const references = await this.load(userId);
    const nearest = references.vectors.nearest(query);
    if (!nearest || nearest.similarity < MIN_SIMILARITY) return null;
    const calibration = this.currentCalibration(references);
    const head = await this.currentHead(references);
    const name = head?.classify(query) ?? nearest.name;
    if (name === nearest.name) return { ...nearest, nearest: nearest.similarity, calibration };
    const own = references.vectors.nearest(query, name)!;
    return { name, similarity: own.similarity, nearest: nearest.similarity, calibration };
  }
}
