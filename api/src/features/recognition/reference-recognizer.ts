import type { TrainingCategory } from '../../generated/types.gen';
import type { TrainingService } from '../training/training.service';
import { decodeEmbedding, type LazyImageModel } from './image-model';
import { DEFAULT_PORTION_G } from './model-recognizer';
import type { ProviderCheck, Recognition, RecognitionInput, Recognizer } from './recognizer';

/**
 * Match rule, chosen by measurement on the labelled photos in ../shared/data (19 single-food
 * classes, 5 references and 5 held-out photos each): 1-nearest-neighbour by cosine scored 85/95,
 * 3-NN 78/95 and 5-NN 73/95 (similarity-weighted votes), so the nearest reference decides.
 * Similarities: a held-out photo against three references of its own food reached 0.81-0.84;
 * wrong foods in that set (all on similar plates) had a median best of 0.85, and an unrelated
 * image about 0.45. The threshold therefore only keeps unrelated photos from matching; telling
 * foods apart is the nearest neighbour's job.
 */
export const MIN_SIMILARITY = 0.7;

/** Similarity → confidence: 0.5 at the threshold, rising to 0.95 at a near-identical photo (0.97). */
export const referenceConfidence = (similarity: number) =>
  Math.min(0.95, Math.max(0, 0.5 + ((similarity - MIN_SIMILARITY) / 0.27) * 0.45));

interface Reference {
  name: string;
  vector: Float32Array;
}

const CATEGORY_NAMES: Record<TrainingCategory, string> = {
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

/**
 * Each user's reference photos as vectors, in memory: loaded from the database on a user's first
 * scan, then kept in step with their uploads. 10,000 references × 1280 floats is 51 MB and a
 * brute-force scan of them takes a few milliseconds.
 */
export class ReferenceIndex {
  private readonly byUser = new Map<string, Promise<Reference[]>>();

  constructor(private readonly training: TrainingService) {}

  private load(userId: string): Promise<Reference[]> {
    let references = this.byUser.get(userId);
    if (!references) {
      references = this.training.embeddings(userId).then((rows) =>
        rows.map((row) => ({
          name: row.label ?? CATEGORY_NAMES[row.category],
          vector: decodeEmbedding(row.embedding),
        })),
      );
      this.byUser.set(userId, references);
      references.catch(() => this.byUser.delete(userId)); // a failed load is retried next time
    }
    return references;
  }

  /** A new upload joins the index at once (only when the user's index is already in memory). */
  async add(userId: string, category: TrainingCategory, label: string | null, vector: Float32Array) {
    const references = this.byUser.get(userId);
    if (references) (await references).push({ name: label ?? CATEGORY_NAMES[category], vector });
  }

  async nearest(userId: string, query: Float32Array): Promise<{ name: string; similarity: number } | null> {
    let best: { name: string; similarity: number } | null = null;
    for (const reference of await this.load(userId)) {
      let similarity = 0;
      const v = reference.vector;
      for (let i = 0; i < v.length; i += 1) similarity += v[i]! * query[i]!;
      if (!best || similarity > best.similarity) best = { name: reference.name, similarity };
    }
    return best;
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
      : { ok: false, message: 'needs the image model' };
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
