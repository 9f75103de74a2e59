import type { TrainingCategory } from '../../generated/types.gen';
import { TRAINING_CATEGORY_NAMES, type TrainingService } from '../training/training.service';
import { trainingImageKey, type ImageStore } from '../images/image-store';
import { decodeEmbedding, EMBEDDING_SIZE, encodeEmbedding, type LazyImageModel } from './image-model';
import { DEFAULT_PORTION_G } from './model-recognizer';
import type { ProviderCheck, Recognition, RecognitionInput, Recognizer } from './recognizer';

/**
 * Match rule, chosen by measurement (`npm run bench`, bench/recognition.ts) on the labelled photos
 * in ../shared/data: 19 single-food classes, held-out photos spread across each folder.
 * With 5 references per food, 1-NN scored 63%, 3-NN 59% and 5-NN 51% (similarity-weighted votes);
 * with 3 references 55%, 49% and 42%. So the nearest reference decides. Similarities: a held-out
 * photo against three references of its own food reached 0.81-0.84, wrong foods in that set (all on
 * similar plates) often as much, and an unrelated image about 0.45. The threshold therefore only
 * keeps unrelated photos from matching; telling foods apart is the nearest neighbour's job.
 */
export const MIN_SIMILARITY = 0.7;

/** Similarity → confidence: 0.5 at the threshold, rising to 0.95 at a near-identical photo (0.97). */
export const referenceConfidence = (similarity: number) =>
  Math.min(0.95, Math.max(0, 0.5 + ((similarity - MIN_SIMILARITY) / 0.27) * 0.45));

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

  nearest(query: Float32Array): { name: string; similarity: number } | null {
    const { data, dimensions } = this;
    let bestRow = -1;
    let best = -Infinity;
    for (let row = 0, offset = 0; row < this.names.length; row += 1, offset += dimensions) {
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

/**
 * Each user's reference photos as vectors, in memory: loaded from the database on a user's first
 * scan, then kept in step with their uploads. 10,000 references × 1280 floats is 51 MB and a
 * brute-force scan of them takes a few milliseconds.
 */
export class ReferenceIndex {
  private readonly byUser = new Map<string, Promise<VectorIndex>>();

  constructor(
    private readonly training: TrainingService,
    private readonly model: LazyImageModel,
    private readonly images: ImageStore,
  ) {}

  /**
   * Builds the user's index. Photos uploaded while the model was not installed have no embedding
   * yet: they are embedded from their stored copy now, once, so earlier training is not lost.
   */
  private async build(userId: string): Promise<VectorIndex> {
    const vectors = new VectorIndex(EMBEDDING_SIZE);
    for (const row of await this.training.embeddings(userId)) {
      let vector = row.embedding ? decodeEmbedding(row.embedding) : null;
      if (!vector) {
        const photo = await this.images.get(trainingImageKey(userId, row.id, 'full'));
        const output = photo ? await this.model.run(photo) : null;
        if (!output) continue;
        vector = output.embedding;
        await this.training.setEmbedding(row.id, encodeEmbedding(vector));
      }
      vectors.add(row.label ?? TRAINING_CATEGORY_NAMES[row.category], vector);
    }
    return vectors;
  }

  private load(userId: string): Promise<VectorIndex> {
    let index = this.byUser.get(userId);
    if (!index) {
      index = this.build(userId);
      this.byUser.set(userId, index);
      index.catch(() => this.byUser.delete(userId)); // a failed load is retried next time
    }
    return index;
  }

  /** A new upload joins the index at once (only when the user's index is already in memory). */
  async add(userId: string, category: TrainingCategory, label: string | null, vector: Float32Array) {
    const index = this.byUser.get(userId);
    if (index) (await index).add(label ?? TRAINING_CATEGORY_NAMES[category], vector);
  }

  async nearest(userId: string, query: Float32Array) {
    return (await this.load(userId)).nearest(query);
  }
}

/** Matches a scan against the user's own reference photos from the Training page. */
export class ReferenceRecognizer implements Recognizer {
  readonly name = 'references';

  constructor(
    private readonly model: LazyImageModel,
    private readonly index: ReferenceIndex,
  ) {}

  async check(): Promise<ProviderCheck> {
    await this.model.get();
    return this.model.state.status === 'ready'
      ? { ok: true, message: 'matches your reference photos from Training' }
      : { ok: false, optional: this.model.state.status === 'not-installed', message: 'needs the image model' };
  }

  async recognize({ jpeg, userId }: RecognitionInput): Promise<Recognition | null> {
    const output = await this.model.run(jpeg);
    if (!output) return null;
    const match = await this.index.nearest(userId, output.embedding);
    if (!match || match.similarity < MIN_SIMILARITY) return null;
    const confidence = referenceConfidence(match.similarity);
    return {
      provider: this.name,
      isFood: true,
      items: [{ name: match.name, grams: DEFAULT_PORTION_G, preparation: null, confidence, estimatePer100g: null }],
      ingredients: [{ name: match.name, percentage: 100 }],
      label: null,
      barcode: null,
      allergens: [],
    };
  }
}
