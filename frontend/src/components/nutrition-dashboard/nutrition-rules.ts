import type { Grade, NutrientAmounts, NutritionalInfo } from '@/client';
import { formatGrams, formatKcal, formatMilligrams, formatPercent, NOT_KNOWN } from '@/lib/format';
import { NOVA_LABELS, type NovaGroup } from '@rules/nutrition/nova';

/** What each grade (Nutri-Score's letter, as the API sends it) means, as Nutri-Score puts it. */
export const GRADE_MEANINGS: Record<Grade, string> = {
  A: 'Best nutritional quality',
  B: 'Good nutritional quality',
  C: 'Average nutritional quality',
  D: 'Poor nutritional quality',
  E: 'Worst nutritional quality',
};

export type { NovaGroup };

/** NOVA's four processing groups, named as the API names a food's processing level. */
export const NOVA_NAMES: Record<NovaGroup, string> = NOVA_LABELS;

/**
 * The result screen shows the rich dashboard only when `nutritionalInfo` is
 * an object that has `healthMetrics`; otherwise the basic card of calories, macros and confidence.
 */
export const hasHealthMetrics = (info: NutritionalInfo | null | undefined): info is NutritionalInfo =>
  typeof info === 'object' && info !== null && typeof info.healthMetrics === 'object' && info.healthMetrics !== null;

/** The score and grade when both are known (from `healthMetrics`, with the top-level fields as fallbacks); else null. */
export function healthOverview(info: NutritionalInfo): { score: number; grade: Grade } | null {
  const rawScore = info.healthMetrics?.healthScore ?? info.healthScore;
  const grade = info.healthMetrics?.nutritionGrade ?? info.grade;
  if (rawScore === undefined || grade === undefined) return null;
  return { score: Math.round(Math.min(100, Math.max(0, rawScore))), grade };
}

/**
 * What is missing for a health score: the figures the score is computed from (energy, sugars,
 * saturated fat, sodium, fibre, protein). Empty when the score is there.
 */
export function missingForScore(info: NutritionalInfo | null | undefined): string[] {
  if (info && healthOverview(info)) return [];
  const have = {
    calories: info?.calories,
    sugars: info?.totalSugars,
    'saturated fat': info?.saturatedFat,
    sodium: info?.sodium,
    fibre: info?.dietaryFiber,
    protein: info?.protein,
  };
  const missing = Object.entries(have)
    .filter(([, value]) => value === undefined || value === '')
    .map(([name]) => name);
  return missing.length ? missing : ['the grade'];
}

/**
 * The US FDA's Daily Values for adults and children 4 years and older (Nutrition Facts label,
 * 2020), on a 2,000 kcal diet. Total sugars have none.
 */
export const DAILY_VALUES = { fat: 78, saturatedFat: 20, carbs: 275, fibre: 28, protein: 50, sodium: 2300 } as const;

export interface FactRow {
  label: string;
  value: string;
  /** '% Daily Value', or null where there is none or the amount is not known. */
  dailyValue: string | null;
  indent?: boolean;
}

/**
 * The Nutrition Facts rows in label order. Values are the numbers the API computed
 * (`amounts`), in the app's one format; a value that is not known says so, never 0.
 */
export function nutritionFacts(info: NutritionalInfo): FactRow[] {
  const amounts: Partial<NutrientAmounts> = info.amounts ?? {};
  const text = (amount: number | undefined, fallback: string | undefined, format: (n: number) => string) =>
    amount !== undefined ? format(amount) : fallback ? fallback : NOT_KNOWN;
  const dv = (amount: number | undefined, daily: number) =>
    amount === undefined ? null : formatPercent((amount / daily) * 100);
  return [
    {
      label: 'Calories',
      value: text(amounts.calories ?? info.calories, undefined, formatKcal),
      dailyValue: null,
    },
    {
      label: 'Total Fat',
      value: text(amounts.fat, info.totalFat, formatGrams),
      dailyValue: dv(amounts.fat, DAILY_VALUES.fat),
    },
    {
      label: 'Saturated Fat',
      value: text(amounts.saturatedFat, info.saturatedFat, formatGrams),
      dailyValue: dv(amounts.saturatedFat, DAILY_VALUES.saturatedFat),
      indent: true,
    },
    {
      label: 'Sodium',
      value: text(amounts.sodium, info.sodium, formatMilligrams),
      dailyValue: dv(amounts.sodium, DAILY_VALUES.sodium),
    },
    {
      label: 'Total Carbohydrates',
      value: text(amounts.carbs, info.totalCarbs, formatGrams),
      dailyValue: dv(amounts.carbs, DAILY_VALUES.carbs),
    },
    {
      label: 'Dietary Fiber',
      value: text(amounts.fibre, info.dietaryFiber, formatGrams),
      dailyValue: dv(amounts.fibre, DAILY_VALUES.fibre),
      indent: true,
    },
    {
      label: 'Total Sugars',
      value: text(amounts.sugars, info.totalSugars, formatGrams),
      dailyValue: null,
      indent: true,
    },
    {
      label: 'Protein',
      value: text(amounts.protein, info.protein, formatGrams),
      dailyValue: dv(amounts.protein, DAILY_VALUES.protein),
    },
  ];
}

/**
 * The colour band of a health score, in the grade palette: 80 and above as A, 60 as B, 40 as C,
 * below that as E (the score colour thresholds are 80, 60 and 40).
 */
export function scoreBand(score: number): Grade {
  if (score >= 80) return 'A';
  if (score >= 60) return 'B';
  if (score >= 40) return 'C';
  return 'E';
}
