/**
 * Open-set recognition: deciding whether a photo really shows one of the user's foods, and whether
 * a reference match or the on-device model's answer should name it.
 *
 * The reference scores are calibrated on the user's own references, leave-one-out: each reference
 * is compared with the other references of its food (its median similarity to them), which tells
 * how alike two photos of that food are for this user (their plates, their light). A photo is taken
 * for that food only when its nearest reference of the food is at least as close as the food's
 * references typically are to each other (the median of those medians); its confidence is 0.5 there,
 * rising to 0.95 as it is as alike as the most alike pairs of the food's references. A food with one
 * reference cannot be calibrated and needs a close photo (SINGLE_REFERENCE_SIMILARITY). A confident
 * model answer for a food the user has no references for stands when it is at least as sure as
 * that calibrated reference confidence.
 */

/**
 * Below this similarity a photo never matches a reference, whatever the calibration says. With
 * max-pooled embeddings photos of two different foods are nearly always more alike than this, so
 * the calibrated threshold decides; a higher floor turns away the user's new items as well.
 */
export const MIN_SIMILARITY = 0.7;

/**
 * The similarity a photo needs to be taken for a food the user has only one reference of, which
 * cannot be calibrated. Measured on max-pooled embeddings (80 photos of 10 foods): two photos of
 * different foods reach it 5.5% of the time, two photos of the same food 35%. At MIN_SIMILARITY
 * nearly every photo would match (96.5% of different foods), so one correction would name every
 * later photo after it. A photo below it still gets the user's food as a suggestion.
 */
export const SINGLE_REFERENCE_SIMILARITY = 0.86;

/** The model names a food with at least this probability before it may overrule a reference match. */
export const MODEL_CONFIDENT = 0.5;

/** Leave-one-out pairs are measured among at most this many references per food (spread evenly). */
export const CALIBRATION_SAMPLE = 40;

/** The similarity of a near-identical photo: confidence stops rising there. */
const NEAR_IDENTICAL = 0.97;

/**
 * Similarity → confidence without calibration (a food with one reference): 0 below
 * SINGLE_REFERENCE_SIMILARITY, 0.5 at it, rising to 0.95 at a near-identical photo (0.97).
 */
export const referenceConfidence = (similarity: number) =>
  similarity < SINGLE_REFERENCE_SIMILARITY
    ? 0
    : Math.min(
        0.95,
        0.5 + ((similarity - SINGLE_REFERENCE_SIMILARITY) / (NEAR_IDENTICAL - SINGLE_REFERENCE_SIMILARITY)) * 0.45,
      );

const dot = (vectors: Float32Array, a: number, b: number, dimensions: number) => {
  let sum = 0;
  const ao = a * dimensions;
  const bo = b * dimensions;
  for (let i = 0; i < dimensions; i += 1) sum += vectors[ao + i]! * vectors[bo + i]!;
  return sum;
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each food's leave-one-out similarities: for each of its references, its median similarity to the
 * food's other references. The median, not the nearest: photos taken in one sitting are near
 * copies of each other, and the nearest would make every new photo of the food look too far.
 */
export class ReferenceCalibration {
  private constructor(
    /** Per food, each reference's median similarity to the food's others, sorted. */
    private readonly ownByFood: ReadonlyMap<string, readonly number[]>,
    /** Per food, the similarity of every pair of its references, sorted. */
    private readonly pairsByFood: ReadonlyMap<string, readonly number[]>,
  ) {}

  /** From unit vectors stored one after another in `vectors`, named by `names`. */
  static fromReferences(
    vectors: Float32Array,
    names: readonly string[],
    dimensions: number,
    sample = CALIBRATION_SAMPLE,
  ): ReferenceCalibration {
    const rowsByFood = new Map<string, number[]>();
    names.forEach((name, row) => {
      const rows = rowsByFood.get(name);
      if (rows) rows.push(row);
      else rowsByFood.set(name, [row]);
    });
    const ownByFood = new Map<string, number[]>();
    const pairsByFood = new Map<string, number[]>();
    for (const [food, all] of rowsByFood) {
      if (all.length < 2) continue;
      const rows =
        all.length <= sample
          ? all
          : Array.from({ length: sample }, (_, i) => all[Math.floor((i * all.length) / sample)]!);
      const own = rows.map((row) => {
        const others = rows.filter((other) => other !== row).map((other) => dot(vectors, row, other, dimensions));
        return median(others);
      });
      ownByFood.set(
        food,
        own.sort((a, b) => a - b),
      );
      const pairs: number[] = [];
      rows.forEach((row, i) => {
        for (const other of rows.slice(i + 1)) pairs.push(dot(vectors, row, other, dimensions));
      });
      pairsByFood.set(
        food,
        pairs.sort((a, b) => a - b),
      );
    }
    return new ReferenceCalibration(ownByFood, pairsByFood);
  }

  /** Whether the food has references enough (two or more) to be calibrated. */
  calibrated(food: string): boolean {
    return this.ownByFood.has(food);
  }

  /**
   * The least similarity a photo needs to be taken for this food: how alike its references typically
   * are (the median of their leave-one-out medians), never below MIN_SIMILARITY; for a food with one
   * reference, SINGLE_REFERENCE_SIMILARITY.
   */
  threshold(food: string): number {
    const own = this.ownByFood.get(food);
    return own ? Math.max(MIN_SIMILARITY, median(own)) : SINGLE_REFERENCE_SIMILARITY;
  }

  /**
   * 0 below the food's threshold; 0.5 at it, rising to 0.95 by the share of the pairs of the food's
   * references above the threshold that it is at least as close as: a photo is as sure a match as
   * two of the user's own photos of the food are alike. A food with one reference falls back to
   * `referenceConfidence`.
   */
  confidence(food: string, similarity: number): number {
    const threshold = this.threshold(food);
    if (similarity < threshold) return 0;
    const pairs = this.pairsByFood.get(food);
    if (!pairs) return referenceConfidence(similarity);
    const upper = [threshold, ...pairs.filter((value) => value > threshold)];
    if (upper.length === 1) return 0.95;
    // The share of those at or below it, interpolated between neighbours.
    const below = upper.filter((value) => value <= similarity).length;
    const lower = upper[below - 1]!;
    const next = upper[below];
    const step = next !== undefined && next > lower ? (similarity - lower) / (next - lower) : 0;
    return Math.min(0.95, 0.5 + (0.45 * (below - 1 + step)) / (upper.length - 1));
  }
}

/** The words of a food's name that say what it is ('Granny Smith apple' → granny, smith, apple). */
function foodWords(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 3)
      .map((word) => word.replace(/ies$/, 'y').replace(/(?<=(?:s|x|z|ch|sh|o))es$|(?<!s)s$/, '')),
  );
}

/** Whether two names speak of the same food ('Granny Smith apple' and 'orchard apples'). */
export function sameFood(a: string, b: string): boolean {
  const words = foodWords(b);
  return [...foodWords(a)].some((word) => words.has(word));
}

export type OpenSetDecision =
  { winner: 'reference'; confidence: number } | { winner: 'model' | 'neither'; referenceConfidence: number };

/**
 * Who names the photo:
 * - the reference match, when the photo is at least as close to the food's references as they are
 *   to each other (calibrated threshold), unless
 * - the model names another food with at least MODEL_CONFIDENT probability and is at least as sure
 *   as the reference's calibrated confidence: then the model does (a food the user taught nothing
 *   about; a model at 0.95 or more wins over any match, whose confidence stops at 0.95);
 * - neither, when the photo is not close enough to any of the user's foods: it falls through to
 *   the next recognizer.
 * When the model names the same food as the reference, the two agree and the higher confidence stands.
 */
export function decideOpenSet(
  reference: { name: string; similarity: number },
  calibration: ReferenceCalibration,
  model: { name: string; probability: number } | null,
): OpenSetDecision {
  const confidence = calibration.confidence(reference.name, reference.similarity);
  if (confidence === 0) {
    // Below the threshold: still a candidate worth offering, below any accepted match.
    const ratio = Math.max(0, reference.similarity) / calibration.threshold(reference.name);
    return { winner: 'neither', referenceConfidence: Math.min(0.49, 0.5 * ratio ** 4) };
  }
  if (model && sameFood(model.name, reference.name)) {
    return { winner: 'reference', confidence: Math.max(confidence, model.probability) };
  }
  if (model && model.probability >= MODEL_CONFIDENT && model.probability >= confidence) {
    return { winner: 'model', referenceConfidence: confidence };
  }
  return { winner: 'reference', confidence };
}
