import { History, Star, UtensilsCrossed } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { deviceTimeZone } from '@/lib/log/local-date';
import { useLogFoods, useRecentFoods } from '@/lib/log/log-queries';
import {
  amountText,
  choiceOf,
  useFavouriteFoods,
  useLogSavedMeal,
  useSavedMeals,
} from '@/lib/shortcuts/shortcut-queries';
import { QuickLogRow } from './quick-log';

/** At most this many foods or meals are offered per row: one row of thumbs' reach. */
const SHOWN = 6;

const kcalText = (calories: number | null | undefined) =>
  calories === null || calories === undefined ? '' : ` · ${formatNumber(calories)} kcal`;

/**
 * The foods the user logged lately, each logged again in one tap (in the amount they last had
 * it, no photo), opening the new entry. Nothing shows until there is something to offer.
 */
export function RecentFoods({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const recent = useRecentFoods(userId);
  const logFoods = useLogFoods();
  const foods = recent.data?.foods.slice(0, SHOWN) ?? [];
  return (
    <QuickLogRow
      id="recent"
      title="Log a recent food"
      icon={History}
      disabled={disabled}
      entries={foods.map((food) => ({
        key: food.foodId,
        name: food.name,
        meta: `${amountText(food)}${kcalText(food.calories)}`,
      }))}
      log={(entry) => {
        const food = foods.find((f) => f.foodId === entry.key)!;
        return logFoods.mutateAsync({ path: { userId }, body: { items: [choiceOf(food)], tz: deviceTimeZone() } });
      }}
    />
  );
}

/** The foods the user starred, each logged in one tap in the amount it was starred at. */
export function FavouriteFoods({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const favourites = useFavouriteFoods(userId);
  const logFoods = useLogFoods();
  const foods = favourites.data?.foods.slice(0, SHOWN) ?? [];
  return (
    <QuickLogRow
      id="favourites"
      title="Your favourites"
      icon={Star}
      disabled={disabled}
      entries={foods.map((food) => ({
        key: food.foodId,
        name: food.name,
        meta: `${amountText(food)}${kcalText(food.calories)}`,
      }))}
      log={(entry) => {
        const food = foods.find((f) => f.foodId === entry.key)!;
        return logFoods.mutateAsync({ path: { userId }, body: { items: [choiceOf(food)], tz: deviceTimeZone() } });
      }}
    />
  );
}

/** The user's saved meals, each logged in one tap with all its foods and portions. */
export function SavedMeals({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const saved = useSavedMeals(userId);
  const logSavedMeal = useLogSavedMeal();
  const meals = saved.data?.meals.slice(0, SHOWN) ?? [];
  return (
    <QuickLogRow
      id="saved-meals"
      title="Your saved meals"
      icon={UtensilsCrossed}
      disabled={disabled}
      entries={meals.map((meal) => ({
        key: meal.id,
        name: meal.name,
        meta: `${meal.items.length === 1 ? '1 food' : `${meal.items.length} foods`}${kcalText(meal.totals?.calories)}`,
      }))}
      log={(entry) => logSavedMeal.mutateAsync({ path: { userId, mealId: entry.key }, body: { tz: deviceTimeZone() } })}
    />
  );
}
