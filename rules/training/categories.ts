import type { TrainingCategory } from '../contract';

/**
 * Each training category's name, as the Training page shows it and the built-in foods file names
 * its shelves; a reference photo without a food name is known by it.
 */
export const TRAINING_CATEGORY_NAMES: Record<TrainingCategory, string> = {
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
