import { useId, type ReactNode } from 'react';
import { formatGrams } from '@/lib/format';
import { amountProblem, gramsOf, MAX_GRAMS, MAX_QUANTITY, MIN_GRAMS, type ItemAmount } from '@/lib/scans/item-rows';
import styles from './item-amount-fields.module.css';

/** A household portion of a food: its label and what one weighs. */
export interface PortionChoice {
  label: string;
  grams: number;
}

/** The unit list's value for grams (no portion is labelled with nothing). */
const GRAMS = '';

/**
 * How much of a food: a number, and its unit (one of the food's portions, or grams), with why the
 * amount cannot be saved beside it. A cleared number is NaN: shown empty and refused until a
 * number is typed. Without `portions` (a food the database lacks) the amount is in grams only.
 */
export function ItemAmountFields({
  amount,
  portions,
  onChange,
  hint,
}: {
  amount: ItemAmount;
  /** The food's portions; null when it has none to choose from. */
  portions: readonly PortionChoice[] | null;
  onChange: (amount: ItemAmount) => void;
  /** Shown under the fields while the amount can be saved. */
  hint?: ReactNode;
}) {
  const numberId = useId();
  const unitId = useId();
  const problemId = `${numberId}-problem`;
  const problem = amountProblem(amount);
  const portion = amount.kind === 'portion';
  const number = portion ? amount.quantity : amount.grams;
  // The amount's own portion stays listed even before (or without) the food's portions loading.
  const own = portion ? { label: amount.label, grams: amount.grams } : null;
  const known = portions ?? [];
  const units = own && !known.some((p) => p.label === own.label) ? [own, ...known] : known;

  const chooseUnit = (value: string) => {
    const chosen = units.find((p) => p.label === value);
    onChange(
      chosen
        ? { kind: 'portion', label: chosen.label, grams: chosen.grams, quantity: 1 }
        : { kind: 'grams', grams: Math.round(gramsOf(amount)) },
    );
  };
  const setNumber = (value: number) =>
    onChange(portion ? { ...amount, quantity: value } : { kind: 'grams', grams: value });

  return (
    <div className={styles.amount}>
      <div className={styles.fields}>
        <div className={styles.numberField}>
          <label htmlFor={numberId} className={styles.label}>
            {portion ? 'How many' : 'Grams'}
          </label>
          <input
            id={numberId}
            className={styles.input}
            type="number"
            inputMode="decimal"
            min={portion ? 0 : MIN_GRAMS}
            max={portion ? MAX_QUANTITY : MAX_GRAMS}
            step="any"
            value={Number.isFinite(number) ? number : ''}
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setNumber(event.target.value === '' ? NaN : Number(event.target.value))}
          />
        </div>
        {portions !== null ? (
          <div className={styles.unitField}>
            <label htmlFor={unitId} className={styles.label}>
              Portion
            </label>
            <select
              id={unitId}
              className={styles.input}
              value={portion ? amount.label : GRAMS}
              onChange={(event) => chooseUnit(event.target.value)}
            >
              {units.map((p) => (
                <option key={p.label} value={p.label}>
                  {p.label} ({formatGrams(p.grams)})
                </option>
              ))}
              <option value={GRAMS}>grams</option>
            </select>
          </div>
        ) : null}
      </div>
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : (
        hint
      )}
    </div>
  );
}
