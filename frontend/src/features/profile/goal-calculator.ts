import type { Goals } from '@/client';
import type { MessageId } from '@/lib/i18n/intl';

export type Sex = 'female' | 'male';

/** Activity levels and their multipliers of resting energy (the standard Harris-Benedict factors). */
export const ACTIVITY_LEVELS = [
  { id: 'sedentary', label: 'profile.calculator.activity.sedentary', factor: 1.2 },
  { id: 'light', label: 'profile.calculator.activity.light', factor: 1.375 },
  { id: 'moderate', label: 'profile.calculator.activity.moderate', factor: 1.55 },
  { id: 'very', label: 'profile.calculator.activity.very', factor: 1.725 },
  { id: 'extra', label: 'profile.calculator.activity.extra', factor: 1.9 },
] as const satisfies readonly { id: string; label: MessageId; factor: number }[];

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

/** The fields whose inputs cannot be used, each with the range it takes (years, cm, kg); empty when all can. */
export function bodyProblems(body: Body): Partial<Record<keyof typeof BODY_LIMITS, { min: number; max: number }>> {
  const problems: Partial<Record<keyof typeof BODY_LIMITS, { min: number; max: number }>> = {};
  for (const key of Object.keys(BODY_LIMITS) as (keyof typeof BODY_LIMITS)[]) {
    const { min, max } = BODY_LIMITS[key];
    const value = body[key];
    if (!Number.isFinite(value) || value < min || value > max) problems[key] = { min, max };
  }
  return problems;
}

/**
 * Daily goals from the Mifflin-St Jeor equation: resting energy
 * BMR = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (y) + 5 (male) or − 161 (female),
 * times the activity factor, rounded to 10 kcal; macros as shares of that energy.
 */
export function calculateGoals(body: Body): { goals: Goals; bmr: number; factor: number } {
  const sexTerm = body.sex === 'male' ? 5 : -161;
  const bmr = 10 * body.weightKg + 6.25 * body.heightCm - 5 * body.ageYears + sexTerm;
  const factor = ACTIVITY_LEVELS.find((level) => level.id === body.activity)!.factor;
  const calories = Math.round((bmr * factor) / 10) * 10;
  const grams = (share: number, kcalPerG: number) => Math.round((calories * share) / kcalPerG);
  return {
    bmr: Math.round(bmr),
    factor,
    goals: {
      calories,
      protein: grams(MACRO_SHARES.protein, KCAL_PER_G.protein),
      carbs: grams(MACRO_SHARES.carbs, KCAL_PER_G.carbs),
      fat: grams(MACRO_SHARES.fat, KCAL_PER_G.fat),
    },
  };
}
