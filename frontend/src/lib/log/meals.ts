import type { Meal } from '@/client';
import type { MessageId } from '@/lib/i18n/intl';

/** The meals of a day, in the order they are eaten. */
export const MEALS: readonly Meal[] = ['breakfast', 'lunch', 'dinner', 'snack'];

/** A day's meal as History heads it (its snacks together). */
export const MEAL_LABELS: Record<Meal, MessageId> = {
  breakfast: 'common.meal.breakfast',
  lunch: 'common.meal.lunch',
  dinner: 'common.meal.dinner',
  snack: 'common.meal.snacks',
};

/** One scan's meal, as a choice in Edit. */
export const MEAL_CHOICE_MESSAGES: Record<Meal, MessageId> = {
  breakfast: 'common.meal.breakfast',
  lunch: 'common.meal.lunch',
  dinner: 'common.meal.dinner',
  snack: 'common.meal.snack',
};
