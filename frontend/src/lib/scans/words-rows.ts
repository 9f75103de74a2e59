import { MAX_PARSE_CHARACTERS } from '@rules/shortcuts/limits';
import type { ParsedFoodAlternative, ParsedFoodItem } from '@/client';
import type { Formatters } from '@/lib/i18n/format';
import { gramsOf, type ItemAmount, type ItemRow } from './item-rows';

/** The longest meal described in words, as the API takes it. */
export const MAX_WORDS_LENGTH = MAX_PARSE_CHARACTERS;
/** The character count shows once this few characters are left. */
export const COUNT_SHOWN_WITHIN = 50;
/** Typing pauses this long before the words are parsed. */
export const PARSE_DELAY_MS = 400;

/**
 * Units whose amount is said as measured ('250 ml', '200 g', '1 pint'), not as a household portion.
 * A pint is one too: an imperial pint is weighed through the food's cup ('2.4 × 1 cup' says nothing
 * a person said), and so are a dash and a pinch ('0 × 1 cup' for a dash of milk).
 */
const MEASURED_UNITS = new Set(['g', 'kg', 'oz', 'lb', 'ml', 'cl', 'l', 'fl oz', 'pint', 'dash', 'pinch']);

/** One food read from words: an item row of a database food, with what it was read from. */
export interface WordsRow extends ItemRow {
  foodId: string;
  /** The words it came from. */
  text: string;
  /** The amount as it was said (250 ml), shown until the user changes the amount. */
  said: { quantity: number; unit: string } | null;
  /** Energy per gram of this food; null when not known. */
  kcalPerGram: number | null;
  /** Other foods the words could mean. */
  alternatives: ParsedFoodAlternative[];
}

/** A parsed item as a row: a measured unit is kept in grams, anything else in its portion. */
export function rowOf(item: ParsedFoodItem, index: number): WordsRow {
  const measured = item.unit !== null && MEASURED_UNITS.has(item.unit);
  const amount: ItemAmount =
    item.portion && !measured
      ? { kind: 'portion', label: item.portion.label, grams: item.portion.grams, quantity: item.portion.quantity }
      : { kind: 'grams', grams: item.grams };
  return {
    key: `${index}:${item.foodId}`,
    text: item.text,
    foodId: item.foodId,
    name: item.name,
    amount,
    said: measured ? { quantity: item.quantity, unit: item.unit! } : null,
    kcalPerGram: item.kcalPer100g === null ? null : item.kcalPer100g / 100,
    alternatives: item.alternatives,
  };
}

/**
 * '2 × 1 large', '1 mug (12 fl oz)', '250 ml' as said, or '150 g' ('5.3 oz') in the reader's unit:
 * a row's amount as people say it.
 */
export function rowAmountText(row: Pick<WordsRow, 'amount' | 'said'>, format: Formatters): string {
  if (row.said) return `${format.decimal(row.said.quantity, 2)} ${row.said.unit}`;
  const { amount } = row;
  if (amount.kind === 'grams') return format.foodMass(amount.grams);
  const label = format.portionLabel(amount.label);
  return amount.quantity === 1 ? label : `${format.decimal(amount.quantity, 2)} × ${label}`;
}

/** A row's energy in kcal, unrounded, from its food's energy per gram; null when not known. */
const rowEnergy = (row: Pick<WordsRow, 'amount' | 'kcalPerGram'>) =>
  row.kcalPerGram === null ? null : row.kcalPerGram * gramsOf(row.amount);

/** A row's calories, from its food's energy per gram; null when not known. */
export const rowCalories = (row: Pick<WordsRow, 'amount' | 'kcalPerGram'>) => {
  const energy = rowEnergy(row);
  return energy === null ? null : Math.round(energy);
};

/**
 * The rows' calories together; null when any row's are not known. Summed unrounded and rounded
 * once, as the logged meal's total is, so the figure on the button is the one the result shows
 * (each row rounded first could add up one or two calories away from it).
 */
export function totalCalories(rows: WordsRow[]): number | null {
  let total = 0;
  for (const row of rows) {
    const energy = rowEnergy(row);
    if (energy === null) return null;
    total += energy;
  }
  return Math.round(total);
}

/** The text as the parser is asked it: trimmed, and nothing when blank or too long. */
export function parseableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length > MAX_WORDS_LENGTH ? null : trimmed;
}
