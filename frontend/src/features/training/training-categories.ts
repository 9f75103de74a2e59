import type { IntlShape } from 'react-intl';
import type { TrainingCategory } from '@/client';
import type { MessageId } from '@/lib/i18n/intl';

export interface CategoryInfo {
  id: TrainingCategory;
  /** The category's name, as the picker and a photo without a food name show it. */
  name: MessageId;
  description: MessageId;
  /** A few foods it holds, as one list. */
  examples: MessageId;
  /** Accent colour: dark enough for text on white (WCAG AA). */
  color: string;
  photoIdeas: readonly MessageId[];
}

/** A category's words, each named by its id: `training.category.<id>.name`, `.description`… */
const category = (id: TrainingCategory, color: string): CategoryInfo => {
  const key = `training.category.${id}` as const;
  return {
    id,
    name: `${key}.name`,
    description: `${key}.description`,
    examples: `${key}.examples`,
    color,
    photoIdeas: [`${key}.idea1`, `${key}.idea2`, `${key}.idea3`],
  };
};

/** The ten training categories, in the page's order. */
export const TRAINING_CATEGORIES: readonly CategoryInfo[] = [
  category('produce', '#2f7d32'),
  category('meat_seafood', '#b3261e'),
  category('dairy_eggs', '#1f5fa8'),
  category('bakery', '#8a5a00'),
  category('pantry_dry_goods', '#6d4c9f'),
  category('frozen_foods', '#0b6e79'),
  category('beverages', '#a0306f'),
  category('snacks_sweets', '#b0441a'),
  category('condiments_sauces', '#7a6300'),
  category('health_specialty', '#00796b'),
];

/** Where to start: the categories that most improve everyday recognition (pantry goods, snacks, produce, meat and seafood). */
export const PRIORITY_CATEGORIES: readonly TrainingCategory[] = [
  'pantry_dry_goods',
  'snacks_sweets',
  'produce',
  'meat_seafood',
];

/** How to take a photo that teaches well, one line each. */
export const PHOTO_GUIDELINES: readonly MessageId[] = [
  'training.guidelines.light',
  'training.guidelines.oneFood',
  'training.guidelines.angles',
  'training.guidelines.sharp',
  'training.guidelines.label',
];

/** A category's name in the reader's language. */
export const categoryName = (intl: IntlShape, id: TrainingCategory) =>
  intl.formatMessage({ id: `training.category.${id}.name` });
