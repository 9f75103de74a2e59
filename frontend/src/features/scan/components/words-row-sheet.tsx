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
  const amountId = useId();
  const unitId = useId();
  const nutrition = useFoodNutrition(draft.foodId).data?.nutrition ?? null;
  const changedFood = draft.foodId !== row.foodId;
  const portions = nutrition?.portions ?? [];
  const own = draft.amount.kind === 'portion' ? { label: draft.amount.label, grams: draft.amount.grams } : null;
  const units = own && !portions.some((p) => p.label === own.label) ? [own, ...portions] : portions;
  const kcalPerGram = changedFood ? (nutrition ? kcalPerGramOf(nutrition) : null) : row.kcalPerGram;
  const shown = { ...draft, kcalPerGram };
  const problem = amountProblem(draft.amount);
  const choices = [{ foodId: row.foodId, name: row.name }, ...row.alternatives];
  if (!choices.some((c) => c.foodId === draft.foodId)) choices.push({ foodId: draft.foodId, name: draft.name });

  // A cleared field is NaN: shown empty, and refused by amountProblem until a number is typed.
  const number = draft.amount.kind === 'portion' ? draft.amount.quantity : draft.amount.grams;
  const setAmount = (amount: RowAmount) => setDraft({ ...draft, amount, said: null });
  const chooseFood = (foodId: string, name: string) =>
    setDraft({
      ...draft,
      foodId,
      name,
      said: null,
      // Another food's portions are not this one's: its amount is kept in grams until one is chosen.
      amount: foodId === row.foodId ? row.amount : { kind: 'grams', grams: Math.round(gramsOf(draft.amount)) },
    });
  const chooseUnit = (value: string) => {
    const portion = units.find((p) => p.label === value);
    setAmount(
      portion
        ? { kind: 'portion', label: portion.label, grams: portion.grams, quantity: 1 }
        : { kind: 'grams', grams: Math.round(gramsOf(draft.amount)) },
    );
  };
  const setNumber = (value: number) =>
    setAmount(draft.amount.kind === 'portion' ? { ...draft.amount, quantity: value } : { kind: 'grams', grams: value });

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
            <label htmlFor={amountId}>{draft.amount.kind === 'portion' ? 'How many' : 'Grams'}</label>
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
          <div className={styles.amountField}>
            <label htmlFor={unitId}>Portion</label>
            <select
              id={unitId}
              className={styles.input}
              value={draft.amount.kind === 'portion' ? draft.amount.label : GRAMS}
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
            {Math.round(gramsOf(draft.amount))} g · {kcalPerGram === null ? '…' : formatKcal(rowCalories(shown))}
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
