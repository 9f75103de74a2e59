import type { Day, Goals, Meal, Scan } from '@/client';
import { addDays, localDate } from '@/lib/log/local-date';

/** The meals of a day, in the order they are eaten. */
export const MEALS: readonly Meal[] = ['breakfast', 'lunch', 'dinner', 'snack'];
export const MEAL_LABELS: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snacks',
};

export interface LoggedDay {
  date: string;
  meals: { meal: Meal; scans: Scan[] }[];
}

/**
 * A history (newest first) as local days, newest first, each with its meals in eating order and
 * each meal's scans oldest first, as a food diary reads.
 */
export function groupByDay(scans: Scan[], tz: string): LoggedDay[] {
  const days = new Map<string, Map<Meal, Scan[]>>();
  for (const scan of scans) {
    const date = localDate(scan.createdAt, tz);
    const meals = days.get(date) ?? new Map<Meal, Scan[]>();
    meals.set(scan.meal, [scan, ...(meals.get(scan.meal) ?? [])]);
    days.set(date, meals);
  }
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, meals]) => ({
      date,
      meals: MEALS.filter((meal) => meals.has(meal)).map((meal) => ({
        meal,
        scans: [...meals.get(meal)!].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      })),
    }));
}

/** Within 5 % of the goal counts as on target: no one eats to the calorie. */
export const ON_TARGET_TOLERANCE = 0.05;

export type GoalState = 'under' | 'on-target' | 'over';

export interface GoalProgress {
  eaten: number;
  goal: number;
  /** eaten / goal, 0 when there is no goal. */
  ratio: number;
  state: GoalState;
  /** 'Over by 120 kcal', 'On target', '1,250 kcal left'. */
  text: string;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** How an amount eaten stands against its goal, in words. */
export function goalProgress(eaten: number, goal: number, unit: string): GoalProgress {
  const ratio = goal > 0 ? eaten / goal : 0;
  const state: GoalState =
    ratio > 1 + ON_TARGET_TOLERANCE ? 'over' : ratio >= 1 - ON_TARGET_TOLERANCE ? 'on-target' : 'under';
  const text =
    state === 'over'
      ? `${whole.format(eaten - goal)} ${unit} over`
      : state === 'on-target'
        ? 'On target'
        : `${whole.format(goal - eaten)} ${unit} left`;
  return { eaten, goal, ratio, state, text };
}

/** The seven days ending today, oldest first: the week the chart shows. */
export function weekRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -6), to: today };
}

/** kcal per gram (Atwater). */
const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

export interface MacroShare {
  key: keyof typeof KCAL_PER_G;
  label: string;
  grams: number;
  /** Share of the energy from the three macros, whole percent; the three add to 100. */
  percent: number;
}

/** The share of energy from protein, carbs and fat over some days; empty when nothing was eaten. */
export function macroSplit(days: Pick<Day, 'protein' | 'carbs' | 'fat'>[]): MacroShare[] {
  const grams = {
    protein: days.reduce((t, d) => t + d.protein, 0),
    carbs: days.reduce((t, d) => t + d.carbs, 0),
    fat: days.reduce((t, d) => t + d.fat, 0),
  };
  const kcal = (Object.keys(KCAL_PER_G) as (keyof typeof KCAL_PER_G)[]).map((key) => grams[key] * KCAL_PER_G[key]);
  const total = kcal.reduce((a, b) => a + b, 0);
  if (total === 0) return [];
  // Largest remainder, so the rounded shares add to exactly 100.
  const exact = kcal.map((k) => (k / total) * 100);
  const percents = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let i = 0; i < 100 - percents.reduce((a, b) => a + b, 0); i++) percents[order[i]![1]]! += 1;
  const labels = { protein: 'Protein', carbs: 'Carbs', fat: 'Fat' };
  return (['protein', 'carbs', 'fat'] as const).map((key, i) => ({
    key,
    label: labels[key],
    grams: Math.round(grams[key]),
    percent: percents[i]!,
  }));
}

/** The goal a chart's line shows over some days: the goal in force on the last of them. */
export const goalOf = (days: Day[]): Goals | null => days.at(-1)?.goals ?? null;
