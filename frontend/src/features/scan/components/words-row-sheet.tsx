import { Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FoodNutrition } from '@/client';
import { FoodPicker } from '@/components/food-picker/food-picker';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { formatKcal } from '@/lib/format';
import { useFoodNutrition } from '@/lib/foods/get-food-nutrition';
import { amountProblem, gramsOf, rowCalories, type RowAmount, type WordsRow } from '../words-rules';
import styles from './words-log.module.css';

const GRAMS = 'grams';

/** Energy per gram from a food's nutrition per serving (its first portion, else 100 g). */
const kcalPerGramOf = (nutrition: FoodNutrition) => nutrition.calories / (nutrition.portions?.[0]?.grams ?? 100);

/**
 * A row's sheet: which food the words meant (the parser's other readings, or a search), how much
 * of it, or remove it. Changes apply to the row only when the user is done.
 */
export function WordsRowSheet({
  row,
  onClose,
  onApply,
  onRemove,
}: {
  row: WordsRow | null;
  onClose: () => void;
  onApply: (row: WordsRow) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <Sheet
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={row ? `Change ${row.name}` : 'Change a food'}
      description={row ? `From your words: “${row.text}”.` : ''}
    >
      {/* Mounted per row, so each opening starts from the row as it is. */}
      {row ? (
        <RowEditor
          key={row.key}
          row={row}
          onDone={(changed) => {
            onApply(changed);
            onClose();
          }}
          onRemove={() => {
            onRemove(row.key);
            onClose();
          }}
        />
      ) : null}
    </Sheet>
  );
}

function RowEditor({
  row,
  onDone,
  onRemove,
}: {
  row: WordsRow;
  onDone: (row: WordsRow) => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState(row);
  const [searching, setSearching] = useState(false);
  // The portion the row was in when another food was chosen, carried over to that food's portions.
  const [carry, setCarry] = useState<{ label: string; quantity: number } | null>(null);
  const amountId = useId();
  const unitId = useId();
  const nutrition = useFoodNutrition(draft.foodId).data?.nutrition ?? null;
  const changedFood = draft.foodId !== row.foodId;
  const portions = nutrition?.portions ?? [];
  // A count of portions stays a count: of the portion of the same name, else of the food's first.
  const carried = carry ? (portions.find((p) => p.label === carry.label) ?? portions[0]) : undefined;
  const amount: RowAmount =
    carry && carried
      ? { kind: 'portion', label: carried.label, grams: carried.grams, quantity: carry.quantity }
      : draft.amount;
  const own = amount.kind === 'portion' ? { label: amount.label, grams: amount.grams } : null;
  const units = own && !portions.some((p) => p.label === own.label) ? [own, ...portions] : portions;
  const kcalPerGram = changedFood ? (nutrition ? kcalPerGramOf(nutrition) : null) : row.kcalPerGram;
  const shown = { ...draft, amount, kcalPerGram };
  const problem = amountProblem(amount);
  const choices = [{ foodId: row.foodId, name: row.name }, ...row.alternatives];
  if (!choices.some((c) => c.foodId === draft.foodId)) choices.push({ foodId: draft.foodId, name: draft.name });

  // A cleared field is NaN: shown empty, and refused by amountProblem until a number is typed.
  const number = amount.kind === 'portion' ? amount.quantity : amount.grams;
  const setAmount = (next: RowAmount) => {
    setCarry(null);
    setDraft({ ...draft, amount: next, said: null });
  };
  const chooseFood = (foodId: string, name: string) => {
    const back = foodId === row.foodId;
    // Another food's portions are not this one's: a measured amount is kept in grams; a count of
    // portions ('1 mug') is kept as a count once that food's portions are known, of the portion
    // of the same name, else of its first (as a food named without an amount gets).
    setCarry(!back && amount.kind === 'portion' ? { label: amount.label, quantity: amount.quantity } : null);
    setDraft({
      ...draft,
      foodId,
      name,
      said: back ? row.said : null,
      amount: back ? row.amount : { kind: 'grams', grams: Math.round(gramsOf(amount)) },
    });
  };
  const chooseUnit = (value: string) => {
    const portion = units.find((p) => p.label === value);
    setAmount(
      portion
        ? { kind: 'portion', label: portion.label, grams: portion.grams, quantity: 1 }
        : { kind: 'grams', grams: Math.round(gramsOf(amount)) },
    );
  };
  const setNumber = (value: number) =>
    setAmount(amount.kind === 'portion' ? { ...amount, quantity: value } : { kind: 'grams', grams: value });

  return (
    <div className={styles.editor}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Which food</legend>
        {choices.map((choice) => (
          <label key={choice.foodId} className={styles.choice}>
            <input
              type="radio"
              name="words-food"
              checked={draft.foodId === choice.foodId}
              onChange={() => chooseFood(choice.foodId, choice.name)}
            />
            {choice.name}
          </label>
        ))}
        <Button variant="secondary" onClick={() => setSearching(true)}>
          <Search size={16} aria-hidden="true" /> Search foods
        </Button>
      </fieldset>

      <fieldset className={styles.choices}>
        <legend className={styles.legend}>How much</legend>
        <div className={styles.amountRow}>
          <div className={styles.amountField}>
            <label htmlFor={amountId}>{amount.kind === 'portion' ? 'How many' : 'Grams'}</label>
            <input
              id={amountId}
              className={styles.input}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={Number.isNaN(number) ? '' : number}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${amountId}-problem` : undefined}
              onChange={(event) => setNumber(event.target.valueAsNumber)}
            />
          </div>
          <div className={styles.unitField}>
            <label htmlFor={unitId}>Portion</label>
            <select
              id={unitId}
              className={styles.input}
              value={amount.kind === 'portion' ? amount.label : GRAMS}
              onChange={(event) => chooseUnit(event.target.value)}
            >
              {units.map((p) => (
                <option key={p.label} value={p.label}>
                  {p.label} ({Math.round(p.grams)} g)
                </option>
              ))}
              <option value={GRAMS}>grams</option>
            </select>
          </div>
        </div>
        {problem ? (
          <p id={`${amountId}-problem`} className={styles.problem} role="alert">
            {problem}
          </p>
        ) : (
          <p className={styles.rowMeta}>
            {Math.round(gramsOf(amount))} g · {kcalPerGram === null ? '…' : formatKcal(rowCalories(shown))}
          </p>
        )}
      </fieldset>

      <div className={styles.sheetActions}>
        <Button variant="secondary" onClick={onRemove}>
          <Trash2 size={16} aria-hidden="true" /> Remove
        </Button>
        <Button onClick={() => onDone(shown)} disabled={problem !== null || (changedFood && nutrition === null)}>
          Done
        </Button>
      </div>

      <FoodPicker
        open={searching}
        onOpenChange={setSearching}
        title="Search foods"
        onPick={(food) => chooseFood(food.id, food.name)}
      />
    </div>
  );
}
