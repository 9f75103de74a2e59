import type { Goals } from '@/client';

export type Sex = 'female' | 'male';

/** Activity levels and their multipliers of resting energy (the standard Harris-Benedict factors). */
export const ACTIVITY_LEVELS = [
  { id: 'sedentary', label: 'Sedentary (little or no exercise)', factor: 1.2 },
  { id: 'light', label: 'Lightly active (1–3 days a week)', factor: 1.375 },
  { id: 'moderate', label: 'Moderately active (3–5 days a week)', factor: 1.55 },
  { id: 'very', label: 'Very active (6–7 days a week)', factor: 1.725 },
  { id: 'extra', label: 'Extra active (hard training, physical job)', factor: 1.9 },
] as const;

export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]['id'];

export interface Body {
  ageYears: number;
  sex: Sex;
  heightCm: number;
  weightKg: number;
  activity: ActivityLevel;
}

/** The inputs the calculator accepts: an adult or teenager of a plausible size. */
export const BODY_LIMITS = {
  ageYears: { min: 13, max: 100 },
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 30, max: 300 },
} as const;

/**
 * The share of energy each macronutrient gets: within the US Dietary Guidelines' acceptable ranges
 * (protein 10–35 %, carbohydrate 45–65 %, fat 20–35 %).
 */
export const MACRO_SHARES = { protein: 0.2, carbs: 0.5, fat: 0.3 } as const;
/** kcal per gram (Atwater). */
const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

/** Why the inputs cannot be used, per field; empty when they can. */
export function bodyProblems(body: Body): Partial<Record<keyof typeof BODY_LIMITS, string>> {
  const problems: Partial<Record<keyof typeof BODY_LIMITS, string>> = {};
  for (const key of Object.keys(BODY_LIMITS) as (keyof typeof BODY_LIMITS)[]) {
    const { min, max } = BODY_LIMITS[key];
    const value = body[key];
    if (!Number.isFinite(value) || value < min || value > max) problems[key] = `Enter ${min}–${max}.`;
  }
  return problems;
}

/**
 * Daily goals from the Mifflin-St Jeor equation: resting energy
 * BMR = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (y) + 5 (male) or − 161 (female),
 * times the activity factor, rounded to 10 kcal; macros as shares of that energy.
 */
export function calculateGoals(body: Body): { goals: Goals; bmr: number; factor: number; formula: string } {
  const sexTerm = body.sex === 'male' ? 5 : -161;
  const bmr = 10 * body.weightKg + 6.25 * body.heightCm - 5 * body.ageYears + sexTerm;
  const factor = ACTIVITY_LEVELS.find((level) => level.id === body.activity)!.factor;
  const calories = Math.round((bmr * factor) / 10) * 10;
  const grams = (share: number, kcalPerG: number) => Math.round((calories * share) / kcalPerG);
  const formula =
    `10 × ${body.weightKg} kg + 6.25 × ${body.heightCm} cm − 5 × ${body.ageYears} y ` +
    `${body.sex === 'male' ? '+ 5' : '− 161'} = ${Math.round(bmr)} kcal at rest; × ${factor} = ${calories} kcal a day`;
  return {
    bmr: Math.round(bmr),
    factor,
    formula,
    goals: {
      calories,
      protein: grams(MACRO_SHARES.protein, KCAL_PER_G.protein),
      carbs: grams(MACRO_SHARES.carbs, KCAL_PER_G.carbs),
      fat: grams(MACRO_SHARES.fat, KCAL_PER_G.fat),
    },
  };
}
