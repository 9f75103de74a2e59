import type { ScanItemChoice } from '@/client';
import type { MessageId } from '@/lib/i18n/intl';
import { ITEM_GRAMS } from '@rules/scans/item-choice';

/** The server weighs any item between these (grams). */
export const MIN_GRAMS = ITEM_GRAMS.min;
export const MAX_GRAMS = ITEM_GRAMS.max;
/** At most this many of one household portion. */
export const MAX_QUANTITY = 50;

/** How much of a food an item holds: a number of one of its household portions, or grams. */
export type ItemAmount =
  { kind: 'portion'; label: string; grams: number; quantity: number } | { kind: 'grams'; grams: number };

/**
 * One food of a meal as the user may still change it before it is saved. `key` tells the rows
 * apart; `foodId` is null for a food the user named that the database lacks.
 */
export interface ItemRow {
  key: string;
  foodId: string | null;
  name: string;
  amount: ItemAmount;
}

/** The grams an amount weighs. */
export const gramsOf = (amount: ItemAmount) =>
  amount.kind === 'portion' ? amount.grams * amount.quantity : amount.grams;

/**
 * Why an amount cannot be saved: a message and its figures (the limits of weight in grams, for the
 * screen to write in the reader's unit); null when it can.
 */
export type AmountProblem =
  | { id: Extract<MessageId, 'items.amount.howManyAboveZero'> }
  | { id: Extract<MessageId, 'items.amount.atMostPortions'>; max: number }
  | { id: Extract<MessageId, 'items.amount.weightBetween'>; minGrams: number; maxGrams: number };

export function amountProblem(amount: ItemAmount): AmountProblem | null {
  if (amount.kind === 'portion') {
    if (!Number.isFinite(amount.quantity) || amount.quantity <= 0) return { id: 'items.amount.howManyAboveZero' };
    if (amount.quantity > MAX_QUANTITY) return { id: 'items.amount.atMostPortions', max: MAX_QUANTITY };
  }
  const grams = gramsOf(amount);
  if (!Number.isFinite(grams) || grams < MIN_GRAMS || grams > MAX_GRAMS) {
    return { id: 'items.amount.weightBetween', minGrams: MIN_GRAMS, maxGrams: MAX_GRAMS };
  }
  return null;
}

/** Grams as the server takes them: to a tenth of a gram, within its limits. */
const gramsToSend = (amount: ItemAmount) =>
  Math.min(MAX_GRAMS, Math.max(MIN_GRAMS, Math.round(gramsOf(amount) * 10) / 10));

/**
 * A row as the contract's choice: a database food in its portion (or in grams, past the most
 * portions taken), or a named food in grams.
 */
export function choiceOf(row: Pick<ItemRow, 'foodId' | 'name' | 'amount'>): ScanItemChoice {
  if (row.foodId === null) return { name: row.name, grams: gramsToSend(row.amount) };
  if (row.amount.kind === 'portion' && row.amount.quantity <= MAX_QUANTITY)
    return { foodId: row.foodId, portion: { label: row.amount.label, quantity: row.amount.quantity } };
  return { foodId: row.foodId, grams: gramsToSend(row.amount) };
}
