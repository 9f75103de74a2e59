import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FoodSearchResult, SavedMeal } from '@/client';
import { FoodPicker } from '@/components/food-picker/food-picker';
import { ItemAmountFields } from '@/components/item-rows/item-amount-fields';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { foodNutritionQueryOptions, useFoodNutrition } from '@/lib/foods/get-food-nutrition';
import { amountProblem, choiceOf, type ItemAmount, type ItemRow } from '@/lib/scans/item-rows';
import { useUpdateSavedMeal } from '@/lib/shortcuts/shortcut-queries';
import styles from './saved-meal-foods-form.module.css';

/** A saved meal holds at most this many foods (the contract's limit). */
const MAX_MEAL_FOODS = 20;

/** The meal's foods as editable rows, each amount as it was kept (a portion stays a portion). */
const rowsOf = (meal: SavedMeal): ItemRow[] =>
  meal.items.map((item, i) => ({
    key: `${i}:${item.foodId ?? item.name}`,
    foodId: item.foodId,
    name: item.name,
    amount: item.portion ? { kind: 'portion', ...item.portion } : { kind: 'grams', grams: item.grams },
  }));

/**
 * Changes a saved meal's foods: each amount (a number of one of its portions, or grams), remove a
 * food, add one from the food database in its usual portion. A wrong amount is said at its field;
 * a failed save is said above the buttons, and everything typed stays.
 */
export function SavedMealFoodsForm({ userId, meal, onDone }: { userId: string; meal: SavedMeal; onDone: () => void }) {
  const update = useUpdateSavedMeal(userId);
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<ItemRow[]>(() => rowsOf(meal));
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [added, setAdded] = useState(0);
  const intl = useIntl();

  const setAmount = (key: string, amount: ItemAmount) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, amount } : row)));

  /** A food from the search, in its usual portion (looked up in the database; else 100 g). */
  const add = async (food: FoodSearchResult) => {
    const usual = await queryClient
      .fetchQuery(foodNutritionQueryOptions(food.id))
      .then((answer) => answer.nutrition?.portions[0] ?? null)
      .catch(() => null);
    const amount: ItemAmount = usual ? { kind: 'portion', ...usual, quantity: 1 } : { kind: 'grams', grams: 100 };
    setAdded((n) => n + 1);
    setRows((all) => [...all, { key: `added-${added}:${food.id}`, foodId: food.id, name: food.name, amount }]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (rows.length === 0) {
      setProblem(intl.formatMessage({ id: 'profile.mealFoods.empty' }));
      return;
    }
    // Each wrong amount is already said at its field.
    if (rows.some((row) => amountProblem(row.amount) !== null)) return;
    try {
      await update.mutateAsync({ path: { userId, mealId: meal.id }, body: { items: rows.map(choiceOf) } });
      onDone();
    } catch (error) {
      setProblem(intl.formatMessage({ id: 'profile.mealFoods.saveFailed' }, { reason: apiErrorMessage(error) }));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ul
        className={styles.foods}
        aria-label={intl.formatMessage({ id: 'profile.mealFoods.list' }, { name: meal.name })}
      >
        {rows.map((row) => (
          <MealFood
            key={row.key}
            row={row}
            onAmount={(amount) => setAmount(row.key, amount)}
            onRemove={() => setRows((all) => all.filter((other) => other.key !== row.key))}
          />
        ))}
      </ul>
      {rows.length < MAX_MEAL_FOODS ? (
        <Button type="button" variant="secondary" block onClick={() => setPicking(true)}>
          <Plus size={18} aria-hidden="true" /> <FormattedMessage id="profile.mealFoods.add" />
        </Button>
      ) : (
        <p className={styles.note}>
          <FormattedMessage id="profile.mealFoods.max" values={{ count: MAX_MEAL_FOODS }} />
        </p>
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" block disabled={update.isPending}>
        <FormattedMessage id={update.isPending ? 'common.saving' : 'profile.mealFoods.save'} />
      </Button>
      <FoodPicker
        open={picking}
        onOpenChange={setPicking}
        title={intl.formatMessage({ id: 'profile.mealFoods.add' })}
        onPick={(food) => void add(food)}
      />
    </form>
  );
}

/** One food of the meal: its name, its amount in one of its portions or in grams, and remove. */
function MealFood({
  row,
  onAmount,
  onRemove,
}: {
  row: ItemRow;
  onAmount: (amount: ItemAmount) => void;
  onRemove: () => void;
}) {
  const nutrition = useFoodNutrition(row.foodId ?? '', row.foodId !== null);
  const portions = row.foodId === null ? null : (nutrition.data?.nutrition?.portions ?? []);
  const intl = useIntl();
  return (
    <li className={styles.food} aria-label={row.name}>
      <div className={styles.head}>
        <h3 className={styles.name}>{row.name}</h3>
        <Button
          type="button"
          variant="secondary"
          className={styles.remove}
          aria-label={intl.formatMessage({ id: 'profile.mealFoods.remove' }, { name: row.name })}
          onClick={onRemove}
        >
          <Trash2 size={18} aria-hidden="true" />
        </Button>
      </div>
      <ItemAmountFields amount={row.amount} portions={portions} onChange={onAmount} />
    </li>
  );
}
