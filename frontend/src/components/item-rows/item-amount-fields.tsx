import { useId, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useFormat } from '@/lib/i18n/locale-provider';
import {
  amountProblem,
  gramsOf,
  MAX_GRAMS,
  MAX_QUANTITY,
  MIN_GRAMS,
  type AmountProblem,
  type ItemAmount,
} from '@/lib/scans/item-rows';
import { massFrom, massIn, type MassUnit } from '@rules/units/units';
import styles from './item-amount-fields.module.css';

/** A household portion of a food: its label and what one weighs. */
export interface PortionChoice {
  label: string;
  grams: number;
}

/** The unit list's value for a weight (no portion is labelled with nothing). */
const WEIGHT = '';

/**
 * A weight in grams as the field shows it in the reader's unit: grams as they are, ounces to a
 * hundredth (the grams stored from typed ounces are to a tenth, so the ounces typed come back).
 */
export const weightInUnit = (grams: number, unit: MassUnit) =>
  unit === 'g' ? grams : Math.round(massIn(grams, unit) * 100) / 100;

/** A weight typed in the reader's unit, in grams to store: ounces to a tenth of a gram, as the server keeps them. */
export const weightFromUnit = (value: number, unit: MassUnit) =>
  unit === 'g' || !Number.isFinite(value) ? value : Math.round(massFrom(value, unit) * 10) / 10;

/** Why the amount cannot be saved, its weight limits written in the reader's unit ('Enter between 1 and 5000 g.'). */
function problemText(problem: AmountProblem, intl: IntlShape, unit: MassUnit): string {
  if (problem.id !== 'items.amount.weightBetween') return intl.formatMessage({ id: problem.id }, { ...problem });
  // The limits are rounded inwards, so a weight within them is always taken.
  const limit = (grams: number, round: (value: number) => number) => {
    const value = massIn(grams, unit);
    const digits = value < 10 ? 100 : 1;
    return intl.formatNumber(round(value * digits) / digits, { useGrouping: false, maximumFractionDigits: 2 });
  };
  return intl.formatMessage(
    { id: problem.id },
    { min: limit(problem.minGrams, Math.ceil), max: limit(problem.maxGrams, Math.floor), unit },
  );
}

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
  const intl = useIntl();
  const format = useFormat();
  const unit = format.units.mass;
  const numberId = useId();
  const unitId = useId();
  const problemId = `${numberId}-problem`;
  const problem = amountProblem(amount);
  const portion = amount.kind === 'portion';
  const number = portion ? amount.quantity : weightInUnit(amount.grams, unit);
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
    onChange(portion ? { ...amount, quantity: value } : { kind: 'grams', grams: weightFromUnit(value, unit) });

  return (
    <div className={styles.amount}>
      <div className={styles.fields}>
        <div className={styles.numberField}>
          <label htmlFor={numberId} className={styles.label}>
            {intl.formatMessage({ id: portion ? 'items.amount.howMany' : 'items.amount.weight' }, { unit })}
          </label>
          <input
            id={numberId}
            className={styles.input}
            type="number"
            inputMode="decimal"
            min={portion ? 0 : weightInUnit(MIN_GRAMS, unit)}
            max={portion ? MAX_QUANTITY : weightInUnit(MAX_GRAMS, unit)}
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
              {intl.formatMessage({ id: 'items.amount.portion' })}
            </label>
            <select
              id={unitId}
              className={styles.input}
              value={portion ? amount.label : WEIGHT}
              onChange={(event) => chooseUnit(event.target.value)}
            >
              {units.map((p) => (
                <option key={p.label} value={p.label}>
                  {format.portionLabel(p.label)} ({format.foodMass(p.grams)})
                </option>
              ))}
              <option value={WEIGHT}>{intl.formatMessage({ id: 'items.amount.weightOption' }, { unit })}</option>
            </select>
          </div>
        ) : null}
      </div>
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {problemText(problem, intl, unit)}
        </p>
      ) : (
        hint
      )}
    </div>
  );
}
