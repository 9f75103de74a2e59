import type { LazyImageModel } from '../recognition/model/image-model';
import { MIN_SIMILARITY } from '../references/open-set';
import type { ReferenceIndex } from '../references/reference-index';
import type { ResolvedItem } from '../scans/scan-pipeline';
import type { SavedMealsService } from './saved-meals.service';

/**
 * A photo is named as a saved meal when its nearest photo of the meal is at least this alike (cosine
 * of the image model's embeddings): in practice another photo of the same plate from the same side.
 * Naming a single food as a whole meal costs more than missing a meal (which is still suggested
 * first), so this is the lowest threshold at which photos of other foods are taken for a meal at
 * most 2% of the time, in the 'saved meals from photos' bench (docs/recognition.md).
 */
export const MEAL_NAMED_SIMILARITY = 0.92;

/**
 * Below MEAL_NAMED_SIMILARITY, down to this, the meal is offered as the scan's first suggestion: the
 * floor under which none of the user's references is even suggested.
 */
export const MEAL_SUGGESTED_SIMILARITY = MIN_SIMILARITY;

/** The recognizer that names a scan recognised as one of the user's saved meals. */
export const SAVED_MEAL_PROVIDER = 'saved_meal';

/** A saved meal a photo looks like: the meal's foods and portions, and whether it is sure enough to name the scan. */
export interface MealSighting {
  meal: { id: string; name: string; items: ResolvedItem[] };
  /** Cosine similarity of the photo to the meal's nearest photo. */
  similarity: number;
  /** True when the photo is named as the meal; false when the meal is only suggested. */
  named: boolean;
}

/**
 * Recognises the user's saved meals from photos: a photo of a plate saved as a meal (or of a scan
 * corrected to its foods) is the meal's reference, and a new photo close to it is that meal again.
 * Only the user's own meals and their photos are compared.
 */
export class MealPhotos {
  constructor(
    private readonly deps: {
      imageModel: LazyImageModel;
      referenceIndex: ReferenceIndex;
      savedMeals: Pick<SavedMealsService, 'recall'>;
    },
  ) {}

  /** The user's saved meal this photo shows or may show; null when it looks like none of them. */
  async sighting(userId: string, jpeg: Buffer): Promise<MealSighting | null> {
    const output = await this.deps.imageModel.run(jpeg);
    if (!output) return null;
    const match = await this.deps.referenceIndex.matchMeal(userId, output.embedding);
    if (!match || match.similarity < MEAL_SUGGESTED_SIMILARITY) return null;
    // A meal deleted while this scan ran is not proposed.
    const meal = await this.deps.savedMeals.recall(userId, match.savedMealId);
    if (!meal) return null;
    return { meal, similarity: match.similarity, named: match.similarity >= MEAL_NAMED_SIMILARITY };
  }
}
