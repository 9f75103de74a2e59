import type { TrainingImage } from '@/client';

/** A food the user has taught Morsel, with its reference photos, newest first. */
export interface ReferenceGroup {
  /** The food's name: the user's or the database's, else the category's. */
  food: string;
  images: TrainingImage[];
}

/**
 * The user's reference photos grouped by the food they show (names compared without case), the
 * food taught most recently first. A photo without a food name counts for its category, named by
 * `categoryName` (in the reader's language).
 */
export function groupByFood(
  images: TrainingImage[],
  categoryName: (category: TrainingImage['category']) => string,
): ReferenceGroup[] {
  const groups = new Map<string, ReferenceGroup>();
  for (const image of images) {
    const food = image.label?.trim() || categoryName(image.category);
    const key = food.toLowerCase();
    const group = groups.get(key) ?? { food, images: [] };
    group.images.push(image);
    groups.set(key, group);
  }
  return [...groups.values()];
}
