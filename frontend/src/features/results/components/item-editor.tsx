import { Repeat2, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { ScanItem } from '@/client';
import { Button } from '@/components/ui/button';
import { formatGrams } from '@/lib/format';
import { useFoodNutrition } from '@/lib/foods/get-food-nutrition';
import {
  amountProblem,
  gramsOf,
  MAX_GRAMS,
  MAX_QUANTITY,
  MIN_GRAMS,
  SOURCE_TEXT,
  type DraftAmount,
  type DraftItem,
} from '../correction-rules';
import styles from './scan-editor.module.css';

/** One food of the meal being edited: its amount in one of its portions or in grams, change or remove it. */
export function ItemEditor({
  item,
  computed,
  canRemove,
  onAmount,
  onChangeFood,
  onRemove,
}: {
  item: DraftItem;
  computed: ScanItem | null;
  canRemove: boolean;
  onAmount: (amount: DraftAmount) => void;
  onChangeFood: () => void;
  onRemove: () => void;
}) {
  const nutrition = useFoodNutrition(item.foodId ?? '', item.foodId !== null);
  const portions = nutrition.data?.nutrition?.portions ?? [];
  const amountId = useId();
  const unitId = useId();
  const problem = amountProblem(item.amount);
  // The row's own portion stays listed even before (or without) the food's portions loading.
  const own = item.amount.kind === 'portion' ? { label: item.amount.label, grams: item.amount.grams } : null;
  const options = own && !portions.some((p) => p.label === own.label) ? [own, ...portions] : portions;

  const chooseUnit = (value: string) => {
    const portion = options.find((p) => p.label === value);
    if (portion) onAmount({ kind: 'portion', label: portion.label, grams: portion.grams, quantity: 1 });
    else onAmount({ kind: 'grams', grams: Math.round(gramsOf(item.amount)) });
  };

  return (
    <fieldset className={styles.item}>
      <legend className={styles.itemName}>{item.name}</legend>
      <p className={styles.itemFacts}>
        <span>
          {computed ? (computed.calories === null ? 'Nutrition not known' : `${computed.calories} kcal`) : '…'}
        </span>
        <span className={styles.source}>{item.foodId === null ? SOURCE_TEXT.user : SOURCE_TEXT.database}</span>
      </p>
      <div className={styles.amountRow}>
        <div className={styles.amountField}>
          <label htmlFor={amountId} className={styles.label}>
            {item.amount.kind === 'portion' ? 'How many' : 'Grams'}
          </label>
          <input
            id={amountId}
            className={styles.number}
            type="number"
            inputMode="decimal"
            min={item.amount.kind === 'portion' ? 0.25 : MIN_GRAMS}
            max={item.amount.kind === 'portion' ? MAX_QUANTITY : MAX_GRAMS}
            step={item.amount.kind === 'portion' ? 0.25 : 1}
            value={Number.isFinite(amountValue(item.amount)) ? amountValue(item.amount) : ''}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${amountId}-problem` : undefined}
            onChange={(event) => {
              const value = event.target.value === '' ? NaN : Number(event.target.value);
              onAmount(
                item.amount.kind === 'portion' ? { ...item.amount, quantity: value } : { kind: 'grams', grams: value },
              );
            }}
          />
        </div>
        {item.foodId !== null ? (
          <div className={styles.unitField}>
            <label htmlFor={unitId} className={styles.label}>
              Portion
            </label>
            <select
              id={unitId}
              className={styles.select}
              value={item.amount.kind === 'portion' ? item.amount.label : ''}
              onChange={(event) => chooseUnit(event.target.value)}
            >
              {options.map((portion) => (
                <option key={portion.label} value={portion.label}>
                  {portion.label} ({formatGrams(portion.grams)})
                </option>
              ))}
              <option value="">grams</option>
            </select>
          </div>
        ) : null}
      </div>
      {problem ? (
        <p id={`${amountId}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.itemActions}>
        <Button variant="secondary" onClick={onChangeFood}>
          <Repeat2 size={16} aria-hidden="true" />
          Change food
        </Button>
        {canRemove ? (
          <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${item.name}`}>
            <Trash2 size={16} aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

const amountValue = (amount: DraftAmount) => (amount.kind === 'portion' ? amount.quantity : amount.grams);
