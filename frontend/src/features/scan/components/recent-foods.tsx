import { History, Star, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { Formatters } from '@/lib/i18n/format';
import { useFormat } from '@/lib/i18n/locale-provider';
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

/** What a kept food or meal holds, and its energy when known: '1 medium · 105 kcal'. */
const metaText = (amount: string, calories: number | null | undefined, format: Formatters) =>
  calories === null || calories === undefined ? amount : `${amount} · ${format.energy(calories)}`;

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
  const format = useFormat();
  const shown = foods.slice(0, SHOWN);
  return (
    <QuickLogRow
      {...row}
      disabled={disabled}
      entries={shown.map((food) => ({
        key: food.foodId,
        name: food.name,
        meta: metaText(amountText(food, format), food.calories, format),
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
  const intl = useIntl();
  return (
    <KeptFoodsRow
      userId={userId}
      disabled={disabled}
      foods={recent.data?.foods ?? []}
      id="recent"
      title={intl.formatMessage({ id: 'scan.recent.title' })}
      icon={History}
    />
  );
}

/** The foods the user starred, in the amount each was starred at. */
export function FavouriteFoods({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const favourites = useFavouriteFoods(userId);
  const intl = useIntl();
  return (
    <KeptFoodsRow
      userId={userId}
      disabled={disabled}
      foods={favourites.data?.foods ?? []}
      id="favourites"
      title={intl.formatMessage({ id: 'scan.favourites.title' })}
      icon={Star}
    />
  );
}

/** The user's saved meals, each logged in one tap with all its foods and portions. */
export function SavedMeals({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const saved = useSavedMeals(userId);
  const logSavedMeal = useLogSavedMeal();
  const intl = useIntl();
  const format = useFormat();
  const meals = saved.data?.meals.slice(0, SHOWN) ?? [];
  return (
    <QuickLogRow
      id="saved-meals"
      title={intl.formatMessage({ id: 'scan.savedMeals.title' })}
      icon={UtensilsCrossed}
      disabled={disabled}
      entries={meals.map((meal) => ({
        key: meal.id,
        name: meal.name,
        meta: metaText(
          intl.formatMessage({ id: 'common.foods' }, { count: meal.items.length }),
          meal.totals?.calories,
          format,
        ),
      }))}
      log={(entry) => logSavedMeal.mutateAsync({ path: { userId, mealId: entry.key }, body: { tz: deviceTimeZone() } })}
    />
  );
}
