import type { Goals } from '../contract';

/**
 * Until a user sets their own: the US FDA's Daily Values for adults on a 2,000 kcal diet (the
 * values on the Nutrition Facts label since 2020): 50 g protein, 275 g carbohydrate, 78 g fat.
 */
export const DEFAULT_GOALS: Goals = { calories: 2000, protein: 50, carbs: 275, fat: 78 };
