import { History, Star, UtensilsCrossed, type LucideIcon } from 'lucide-react';
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

/** A food kept to log again: recent (in the amount last eaten) or starred (in its amount). */
type KeptFood = Parameters<typeof amountText>[0] & {
  foodId: string;
  name: string;
  calories: number | null;
};

/** A row of kept foods, each logged in one tap in its amount (no photo), opening the new entry. */
function KeptFoodsRow({
  userId,
  disabled,
  foods,
  ...row
}: {
  userId: string;
  disabled?: boolean;
  foods: KeptFood[];
  id: string;
  title: string;
  icon: LucideIcon;
}) {
  const logFoods = useLogFoods();
  const shown = foods.slice(0, SHOWN);
  return (
    <QuickLogRow
      {...row}
      disabled={disabled}
      entries={shown.map((food) => ({
        key: food.foodId,
        name: food.name,
        meta: `${amountText(food)}${kcalText(food.calories)}`,
      }))}
      log={(entry) => {
        const food = shown.find((f) => f.foodId === entry.key)!;
        return logFoods.mutateAsync({ path: { userId }, body: { items: [choiceOf(food)], tz: deviceTimeZone() } });
      }}
    />
  );
}

/** The foods the user logged lately, most recent first, in the amount they last had them. */
export function RecentFoods({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const recent = useRecentFoods(userId);
  return (
    <KeptFoodsRow
      userId={userId}
      disabled={disabled}
      foods={recent.data?.foods ?? []}
      id="recent"
      title="Log a recent food"
      icon={History}
    />
  );
}

/** The foods the user starred, in the amount each was starred at. */
export function FavouriteFoods({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const favourites = useFavouriteFoods(userId);
  return (
    <KeptFoodsRow
      userId={userId}
      disabled={disabled}
      foods={favourites.data?.foods ?? []}
      id="favourites"
      title="Your favourites"
      icon={Star}
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
