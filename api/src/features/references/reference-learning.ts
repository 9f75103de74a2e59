import type { ImageSize } from '../images/image-store';
import { encodeEmbedding, type LazyImageModel } from '../recognition/model/image-model';
import type { ReferenceIndex } from './reference-index';
import type { ReferenceCategory, ReferenceService, ReferenceUpload } from './reference.service';

/**
 * Teaching a user's recognizer a food from a photo: the photo is stored as a reference with its
 * embedding (when the image model is installed), and joins the user's reference index at once, so
 * the next scan already knows it.
 */
export class ReferenceLearning {
  constructor(
    private readonly deps: { references: ReferenceService; imageModel: LazyImageModel; referenceIndex: ReferenceIndex },
  ) {}

  /**
   * Stores a reference and teaches it at once, so the next scan already knows it: an upload of one
   * food, or (with `savedMealId`) the photo of a plate saved as a meal.
   */
  async learn(
    userId: string,
    reference: {
      category: ReferenceCategory;
      label: string | null;
      photo: Record<ImageSize, Buffer>;
      savedMealId?: string | null;
    },
  ): Promise<ReferenceUpload> {
    const { references, imageModel, referenceIndex } = this.deps;
    const output = await imageModel.run(reference.photo.full);
    const stored = await references.add({
      userId,
      category: reference.category,
      label: reference.label,
      image: reference.photo,
      embedding: output ? encodeEmbedding(output.embedding) : null,
      savedMealId: reference.savedMealId ?? null,
    });
    if (output) await referenceIndex.add(userId, reference, output.embedding);
    return stored;
  }

  /**
   * Teaches what a scan names at one revision: its photo becomes the scan's one reference (of its
   * food, or of the saved meal whose foods it has), replacing what earlier revisions taught. When the scan has moved on meanwhile (another correction), the
   * newer revision's lesson stands and this one is dropped.
   */
  async learnFromScan(
    userId: string,
    lesson: {
      scanId: string;
      scanRevision: number;
      foodId: string | null;
      category: ReferenceCategory;
      label: string | null;
      photo: Record<ImageSize, Buffer>;
      savedMealId?: string | null;
    },
  ): Promise<void> {
    const { references, imageModel, referenceIndex } = this.deps;
    const output = await imageModel.run(lesson.photo.full);
    const { stored, replaced } = await references.learnFromScan({
      userId,
      scanId: lesson.scanId,
      scanRevision: lesson.scanRevision,
      foodId: lesson.foodId,
      category: lesson.category,
      label: lesson.label,
      image: lesson.photo,
      embedding: output ? encodeEmbedding(output.embedding) : null,
      savedMealId: lesson.savedMealId ?? null,
    });
    if (replaced > 0) referenceIndex.forget(userId);
    else if (stored && output) await referenceIndex.add(userId, lesson, output.embedding);
  }

  /**
   * Takes back what a scan taught (its food changed, or the scan is gone): the references learned
   * from it (up to `upToRevision`, when given) are removed, and the user's recognizer forgets them
   * before the next scan.
   */
  async forgetScan(userId: string, scanId: string, upToRevision?: number): Promise<void> {
    const removed = await this.deps.references.removeLearnedFrom(
      userId,
      scanId,
      upToRevision === undefined ? {} : { upTo: upToRevision },
    );
    if (removed > 0) this.deps.referenceIndex.forget(userId);
  }

  /** Forgets the photos of one of the user's saved meals (the meal is being deleted). */
  async forgetMeal(userId: string, savedMealId: string): Promise<void> {
    const removed = await this.deps.references.removeOfMeal(userId, savedMealId);
    if (removed > 0) this.deps.referenceIndex.forget(userId);
  }

  /** Removes one of the user's references; their recognizer forgets it before the next scan. */
  async forget(userId: string, imageId: string): Promise<boolean> {
    const removed = await this.deps.references.removeOwned(imageId, userId);
    if (removed) this.deps.referenceIndex.forget(userId);
    return removed;
  }
}
