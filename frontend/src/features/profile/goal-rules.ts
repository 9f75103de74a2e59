import type { Goals } from '@/client';

/** What the API accepts for each daily goal, whole numbers. */
export const GOAL_LIMITS: Record<keyof Goals, { min: number; max: number; unit: string; label: string }> = {
  calories: { min: 500, max: 10000, unit: 'kcal', label: 'Calories' },
  protein: { min: 0, max: 500, unit: 'g', label: 'Protein' },
  carbs: { min: 0, max: 1500, unit: 'g', label: 'Carbs' },
  fat: { min: 0, max: 500, unit: 'g', label: 'Fat' },
};

export const GOAL_KEYS = ['calories', 'protein', 'carbs', 'fat'] as const;

export type GoalDraft = Record<keyof Goals, string>;

export const draftOf = (goals: Goals): GoalDraft => ({
  calories: String(goals.calories),
  protein: String(goals.protein),
  carbs: String(goals.carbs),
  fat: String(goals.fat),
});

/** The goals typed in, or what is wrong with each field that cannot be used. */
export function parseGoals(draft: GoalDraft): { goals: Goals } | { problems: Partial<Record<keyof Goals, string>> } {
  const problems: Partial<Record<keyof Goals, string>> = {};
  const goals = {} as Goals;
  for (const key of GOAL_KEYS) {
    const { min, max, unit } = GOAL_LIMITS[key];
    const text = draft[key].trim();
    const value = Number(text);
    if (text === '' || !Number.isInteger(value) || value < min || value > max) {
      problems[key] =
        `Enter a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')} ${unit}.`;
    } else {
      goals[key] = value;
    }
  }
  return Object.keys(problems).length ? { problems } : { goals };
}
