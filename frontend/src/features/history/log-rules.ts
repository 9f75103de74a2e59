import type { Day, Goals, Meal, Scan } from '@/client';
import { addDays, localDate } from '@/lib/log/local-date';
import { MEALS } from '@/lib/log/meals';
import type { IntlShape } from 'react-intl';

export { MEAL_LABELS, MEALS } from '@/lib/log/meals';

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
  /** 'Over by 120 kcal', 'On target', '1,250 kcal left', in the reader's language. */
  text: string;
}

/**
 * How an amount eaten stands against its goal, in words: `write` puts the difference in the
 * reader's unit ('350 kcal', '1 464 kJ', '12 g').
 */
export function goalProgress(
  eaten: number,
  goal: number,
  intl: IntlShape,
  write: (amount: number) => string,
): GoalProgress {
  const ratio = goal > 0 ? eaten / goal : 0;
  const state: GoalState =
    ratio > 1 + ON_TARGET_TOLERANCE ? 'over' : ratio >= 1 - ON_TARGET_TOLERANCE ? 'on-target' : 'under';
  const text =
    state === 'over'
      ? intl.formatMessage({ id: 'history.goal.over' }, { amount: write(eaten - goal) })
      : state === 'on-target'
        ? intl.formatMessage({ id: 'history.goal.onTarget' })
        : intl.formatMessage({ id: 'history.goal.left' }, { amount: write(goal - eaten) });
  return { eaten, goal, ratio, state, text };
}

/** Whether a day went past its goal (more than the tolerance over). */
export const isOver = (eaten: number, goal: number) => goal > 0 && eaten / goal > 1 + ON_TARGET_TOLERANCE;

/** The seven days ending today, oldest first: the week the chart shows. */
export function weekRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -6), to: today };
}

/** The goal a chart's line shows over some days: the goal in force on the last of them. */
export const goalOf = (days: Day[]): Goals | null => days.at(-1)?.goals ?? null;
