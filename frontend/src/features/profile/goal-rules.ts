import type { Goals } from '@/client';
import type { MessageId } from '@/lib/i18n/intl';
import { energyFrom, energyIn, type EnergyUnit } from '@rules/units/units';

/** What the API accepts for each daily goal, whole numbers (calories in kcal). */
export const GOAL_LIMITS: Record<keyof Goals, { min: number; max: number }> = {
  calories: { min: 500, max: 10000 },
  protein: { min: 0, max: 500 },
  carbs: { min: 0, max: 1500 },
  fat: { min: 0, max: 500 },
};

/** Each goal's name. */
export const GOAL_LABELS: Record<keyof Goals, MessageId> = {
  calories: 'common.nutrient.calories',
  protein: 'common.nutrient.protein',
  carbs: 'common.nutrient.carbs',
  fat: 'common.nutrient.fat',
};

export const GOAL_KEYS = ['calories', 'protein', 'carbs', 'fat'] as const;

export type GoalDraft = Record<keyof Goals, string>;

/** The unit a goal is typed in: energy in the reader's unit, the macros in grams. */
export const goalUnit = (key: keyof Goals, energy: EnergyUnit): string => (key === 'calories' ? energy : 'g');

/** A goal's limits in the unit it is typed in (kJ limits rounded inwards, so both ends are kept). */
export function goalLimits(key: keyof Goals, energy: EnergyUnit): { min: number; max: number } {
  const { min, max } = GOAL_LIMITS[key];
  if (key !== 'calories') return { min, max };
  return { min: Math.ceil(energyIn(min, energy)), max: Math.floor(energyIn(max, energy)) };
}

/** The goals as typed: the energy goal, stored in kcal, in the reader's unit (2,000 kcal is 8368 kJ). */
export const draftOf = (goals: Goals, energy: EnergyUnit = 'kcal'): GoalDraft => ({
  calories: String(Math.round(energyIn(goals.calories, energy))),
  protein: String(goals.protein),
  carbs: String(goals.carbs),
  fat: String(goals.fat),
});

/** What is wrong with a goal: not a whole number in its range. */
export interface GoalProblem {
  min: number;
  max: number;
  unit: string;
}

/**
 * The goals typed in (the energy goal in the reader's unit, stored as whole kcal), or what is wrong
 * with each field that cannot be used.
 */
export function parseGoals(
  draft: GoalDraft,
  energy: EnergyUnit = 'kcal',
): { goals: Goals } | { problems: Partial<Record<keyof Goals, GoalProblem>> } {
  const problems: Partial<Record<keyof Goals, GoalProblem>> = {};
  const goals = {} as Goals;
  for (const key of GOAL_KEYS) {
    const { min, max } = goalLimits(key, energy);
    const text = draft[key].trim();
    const value = Number(text);
    if (text === '' || !Number.isInteger(value) || value < min || value > max) {
      problems[key] = { min, max, unit: goalUnit(key, energy) };
    } else {
      goals[key] = key === 'calories' ? Math.round(energyFrom(value, energy)) : value;
    }
  }
  return Object.keys(problems).length ? { problems } : { goals };
}
