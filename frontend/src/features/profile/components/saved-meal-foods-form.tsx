import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { SavedMeal, ScanItemChoice } from '@/client';
import { FoodPicker } from '@/components/food-picker/food-picker';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useUpdateSavedMeal } from '@/lib/shortcuts/shortcut-queries';
import { ITEM_GRAMS } from '@rules/scans/correction-errors';
import styles from './saved-meal-foods-form.module.css';

/** A saved meal holds at most this many foods (the contract's limit). */
const MAX_MEAL_FOODS = 20;
/** The most portions of one food (the contract's limit). */
const MAX_PORTIONS = 50;

/**
 * One food of the meal being edited, its amount as typed (kept as text so nothing typed is lost):
 * a count of its household portion, grams, or, for a food just added, its usual portion.
 */
type DraftFood = { key: string; foodId: string | null; name: string } & (
  { kind: 'portion'; label: string; quantity: string } | { kind: 'grams'; grams: string } | { kind: 'usual' }
);

const draftOf = (meal: SavedMeal): DraftFood[] =>
  meal.items.map((item, i) => {
    const base = { key: `${i}:${item.foodId ?? item.name}`, foodId: item.foodId, name: item.name };
    return item.portion && item.foodId !== null
      ? { ...base, kind: 'portion', label: item.portion.label, quantity: formatNumber(item.portion.quantity) }
      : { ...base, kind: 'grams', grams: formatNumber(item.grams) };
  });

/** What is wrong with a food's amount as typed, or null. */
function amountProblem(food: DraftFood): string | null {
  if (food.kind === 'portion') {
    const quantity = Number(food.quantity.replace(',', '.'));
    return Number.isFinite(quantity) && quantity > 0 && quantity <= MAX_PORTIONS
      ? null
      : `Give a number of portions above 0, up to ${MAX_PORTIONS}.`;
  }
  if (food.kind === 'grams') {
    const grams = Number(food.grams.replace(',', '.'));
    return Number.isFinite(grams) && grams >= ITEM_GRAMS.min && grams <= ITEM_GRAMS.max
      ? null
      : `Give a weight from ${ITEM_GRAMS.min} to ${formatNumber(ITEM_GRAMS.max)} g.`;
  }
  return null;
}

function choiceOf(food: DraftFood): ScanItemChoice {
  if (food.foodId === null) return { name: food.name, grams: Number(food.kind === 'grams' ? food.grams : 100) };
  if (food.kind === 'portion') {
    return { foodId: food.foodId, portion: { label: food.label, quantity: Number(food.quantity.replace(',', '.')) } };
  }
  if (food.kind === 'grams') return { foodId: food.foodId, grams: Number(food.grams.replace(',', '.')) };
  return { foodId: food.foodId };
}

/**
 * Changes a saved meal's foods: each amount (portions or grams), remove a food, add one from the
 * food database. A wrong amount is said at its field; a failed save is said above the buttons, and
 * everything typed stays.
 */
export function SavedMealFoodsForm({ userId, meal, onDone }: { userId: string; meal: SavedMeal; onDone: () => void }) {
  const update = useUpdateSavedMeal(userId);
  const [foods, setFoods] = useState<DraftFood[]>(() => draftOf(meal));
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [added, setAdded] = useState(0);

  const change = (key: string, next: Partial<{ quantity: string; grams: string }>) =>
    setFoods((all) => all.map((food) => (food.key === key ? ({ ...food, ...next } as DraftFood) : food)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setProblem(null);
    if (foods.length === 0) {
      setProblem('A meal needs at least one food: add one, or delete the meal instead.');
      return;
    }
    if (foods.some((food) => amountProblem(food) !== null)) return;
    try {
      await update.mutateAsync({ path: { userId, mealId: meal.id }, body: { items: foods.map(choiceOf) } });
      onDone();
    } catch (error) {
      setProblem(`${apiErrorMessage(error)} Your changes are kept.`);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ul className={styles.foods} aria-label={`Foods in ${meal.name}`}>
        {foods.map((food) => {
          const wrong = checked ? amountProblem(food) : null;
          return (
            <li key={food.key} className={styles.food}>
              <div className={styles.amount}>
                {food.kind === 'portion' ? (
                  <TextField
                    label={`${food.name}: portions of ${food.label}`}
                    inputMode="decimal"
                    value={food.quantity}
                    problem={wrong}
                    onChange={(event) => change(food.key, { quantity: event.target.value })}
                  />
                ) : food.kind === 'grams' ? (
                  <TextField
                    label={`${food.name}: grams`}
                    inputMode="decimal"
                    value={food.grams}
                    problem={wrong}
                    onChange={(event) => change(food.key, { grams: event.target.value })}
                  />
                ) : (
                  <p className={styles.usual}>
                    <strong>{food.name}</strong>
                    <span>In its usual portion</span>
                  </p>
                )}
              </div>
              <Button
                type="button"
                variant="secondary"
                className={styles.remove}
                aria-label={`Remove ${food.name}`}
                onClick={() => setFoods((all) => all.filter((other) => other.key !== food.key))}
              >
                <Trash2 size={18} aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {foods.length < MAX_MEAL_FOODS ? (
        <Button type="button" variant="secondary" block onClick={() => setPicking(true)}>
          <Plus size={18} aria-hidden="true" /> Add a food
        </Button>
      ) : (
        <p className={styles.note}>A meal holds up to {MAX_MEAL_FOODS} foods.</p>
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" block disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save foods'}
      </Button>
      <FoodPicker
        open={picking}
        onOpenChange={setPicking}
        title="Add a food"
        onPick={(picked) => {
          setAdded((n) => n + 1);
          setFoods((all) => [
            ...all,
            { key: `added-${added}:${picked.id}`, foodId: picked.id, name: picked.name, kind: 'usual' },
          ]);
        }}
      />
    </form>
  );
}
