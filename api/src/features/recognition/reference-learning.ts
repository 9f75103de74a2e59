import type { TrainingCategory, TrainingUploadResponse } from '../../generated/types.gen';
import type { ImageSize } from '../images/image-store';
import type { TrainingService } from '../training/training.service';
import { encodeEmbedding, type LazyImageModel } from './image-model';
import type { ReferenceIndex } from './reference-recognizer';

/**
 * Teaching a user's recognizer a food from a photo: the photo is stored as a reference with its
 * embedding (when the image model is installed), and joins the user's reference index at once, so
 * the next scan already knows it.
 */
export class ReferenceLearning {
  constructor(
    private readonly deps: { training: TrainingService; imageModel: LazyImageModel; references: ReferenceIndex },
  ) {}

  /**
   * Stores a reference and teaches it. One learned from a scan replaces any learned from the same
   * scan before (a scan corrected twice teaches its last answer only).
   */
  async learn(
    userId: string,
    reference: {
      category: TrainingCategory;
      label: string | null;
      photo: Record<ImageSize, Buffer>;
      /** Set when the user named a scan's food: the scan and the food database row. */
      learnedFrom?: { scanId: string; foodId: string | null };
    },
  ): Promise<TrainingUploadResponse> {
    const { training, imageModel, references } = this.deps;
    if (reference.learnedFrom) {
      const replaced = await training.removeLearnedFrom(userId, reference.learnedFrom.scanId);
      if (replaced > 0) references.forget(userId);
    }
    const output = await imageModel.run(reference.photo.full);
    const stored = await training.add({
      userId,
      category: reference.category,
      label: reference.label,
      image: reference.photo,
      embedding: output ? encodeEmbedding(output.embedding) : null,
      ...(reference.learnedFrom ? { origin: 'correction', ...reference.learnedFrom } : {}),
    });
    if (output) await references.add(userId, reference.category, reference.label, output.embedding);
    return stored;
  }

  /**
   * Takes back what a scan taught (its food changed, or the scan is gone): the references learned
   * from it are removed, and the user's recognizer forgets them before the next scan.
   */
  async forgetScan(userId: string, scanId: string): Promise<void> {
    const removed = await this.deps.training.removeLearnedFrom(userId, scanId);
    if (removed > 0) this.deps.references.forget(userId);
  }

  /** Removes one of the user's references; their recognizer forgets it before the next scan. */
  async forget(userId: string, imageId: string): Promise<boolean> {
    const removed = await this.deps.training.removeOwned(imageId, userId);
    if (removed) this.deps.references.forget(userId);
    return removed;
  }
}
