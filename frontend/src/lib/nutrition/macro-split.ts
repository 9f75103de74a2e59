/** The energy split of a meal or a week among the three macronutrients. */
import { wholePercents } from './whole-percents';

/** kcal per gram (Atwater). */
const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

export interface MacroShare {
  key: keyof typeof KCAL_PER_G;
  grams: number;
  /** Share of the energy from the three macros, whole percent; the three add to 100. */
  percent: number;
}

/** The share of energy from protein, carbs and fat over some amounts (days, foods); empty when there is none. */
export function macroSplit(days: { protein: number; carbs: number; fat: number }[]): MacroShare[] {
  const grams = {
    protein: days.reduce((t, d) => t + d.protein, 0),
    carbs: days.reduce((t, d) => t + d.carbs, 0),
    fat: days.reduce((t, d) => t + d.fat, 0),
  };
  const kcal = (Object.keys(KCAL_PER_G) as (keyof typeof KCAL_PER_G)[]).map((key) => grams[key] * KCAL_PER_G[key]);
  const total = kcal.reduce((a, b) => a + b, 0);
  if (total === 0) return [];
  const percents = wholePercents(kcal.map((k) => (k / total) * 100));
  return (['protein', 'carbs', 'fat'] as const).map((key, i) => ({
    key,
    grams: grams[key],
    percent: percents[i]!,
  }));
}
