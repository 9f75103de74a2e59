import { Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FoodNutrition } from '@/client';
import { FoodPicker } from '@/components/food-picker/food-picker';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useFoodNutrition } from '@/lib/foods/get-food-nutrition';
import { amountProblem, gramsOf, type ItemAmount } from '@/lib/scans/item-rows';
import { rowCalories, type WordsRow } from '@/lib/scans/words-rows';
import { ItemAmountFields } from './item-amount-fields';
import styles from './words-rows.module.css';

/** Energy per gram from a food's nutrition, unrounded, as the logged meal is worked out. */
const kcalPerGramOf = (nutrition: FoodNutrition) => nutrition.kcalPer100g / 100;

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
  const intl = useIntl();
  return (
    <Sheet
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        row
          ? intl.formatMessage({ id: 'items.sheet.title' }, { name: row.name })
          : intl.formatMessage({ id: 'items.sheet.titleNone' })
      }
      description={row ? intl.formatMessage({ id: 'items.sheet.fromWords' }, { words: row.text }) : ''}
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
  const intl = useIntl();
  const format = useFormat();
  const [draft, setDraft] = useState(row);
  const [searching, setSearching] = useState(false);
  // The portion the row was in when another food was chosen, carried over to that food's portions.
  const [carry, setCarry] = useState<{ label: string; quantity: number } | null>(null);
  const nutrition = useFoodNutrition(draft.foodId).data?.nutrition ?? null;
  const changedFood = draft.foodId !== row.foodId;
  const portions = nutrition?.portions ?? [];
  // A count of portions stays a count: of the portion of the same name, else of the food's first.
  const carried = carry ? (portions.find((p) => p.label === carry.label) ?? portions[0]) : undefined;
  const amount: ItemAmount =
    carry && carried
      ? { kind: 'portion', label: carried.label, grams: carried.grams, quantity: carry.quantity }
      : draft.amount;
  const kcalPerGram = changedFood ? (nutrition ? kcalPerGramOf(nutrition) : null) : row.kcalPerGram;
  const shown = { ...draft, amount, kcalPerGram };
  const problem = amountProblem(amount);
  const choices = [{ foodId: row.foodId, name: row.name }, ...row.alternatives];
  if (!choices.some((c) => c.foodId === draft.foodId)) choices.push({ foodId: draft.foodId, name: draft.name });

  const setAmount = (next: ItemAmount) => {
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
  return (
    <div className={styles.editor}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          <FormattedMessage id="items.sheet.whichFood" />
        </legend>
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
          <Search size={16} aria-hidden="true" /> <FormattedMessage id="items.searchFoods" />
        </Button>
      </fieldset>

      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          <FormattedMessage id="items.sheet.howMuch" />
        </legend>
        <ItemAmountFields
          amount={amount}
          portions={portions}
          onChange={setAmount}
          hint={
            <p className={styles.rowMeta}>
              {format.foodMass(gramsOf(amount))} · {kcalPerGram === null ? '…' : format.energy(rowCalories(shown))}
            </p>
          }
        />
      </fieldset>

      <div className={styles.sheetActions}>
        <Button variant="secondary" onClick={onRemove}>
          <Trash2 size={16} aria-hidden="true" /> <FormattedMessage id="items.remove" />
        </Button>
        <Button onClick={() => onDone(shown)} disabled={problem !== null || (changedFood && nutrition === null)}>
          <FormattedMessage id="common.done" />
        </Button>
      </div>

      <FoodPicker
        open={searching}
        onOpenChange={setSearching}
        title={intl.formatMessage({ id: 'items.searchFoods' })}
        onPick={(food) => chooseFood(food.id, food.name)}
      />
    </div>
  );
}
