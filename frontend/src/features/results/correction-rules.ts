import type { Meal, NumberSource, ScanItem, ScanItemChoice, ScanUpdateRequest } from '@/client';
import type { Formatters } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/intl';
import { amountProblem, choiceOf, type ItemRow } from '@/lib/scans/item-rows';

/** A scan holds at most this many items. */
export const MAX_ITEMS = 20;
/** A note is at most this long. */
export const MAX_NOTE_LENGTH = 500;

let nextKey = 0;
const newKey = () => `item-${(nextKey += 1)}`;

/** The scan's items as editable rows, each amount as it was given (a portion stays a portion). */
export function draftOf(items: ScanItem[]): ItemRow[] {
  return items.map((item) => ({
    key: newKey(),
    foodId: item.foodId,
    name: item.name,
    amount: item.portion ? { kind: 'portion', ...item.portion } : { kind: 'grams', grams: item.grams },
  }));
}

/** A food picked from the database, in its usual portion when it has one (else 100 g). */
export function draftFood(
  food: { id: string; name: string },
  usualPortion: { label: string; grams: number } | null,
): ItemRow {
  return {
    key: newKey(),
    foodId: food.id,
    name: food.name,
    amount: usualPortion ? { kind: 'portion', ...usualPortion, quantity: 1 } : { kind: 'grams', grams: 100 },
  };
}

/** A food the database lacks, named by the user: weighed in grams, its numbers unknown. */
export function draftNamedFood(name: string, grams = 100): ItemRow {
  return { key: newKey(), foodId: null, name: name.trim(), amount: { kind: 'grams', grams } };
}

/** Foods read from words as editable rows, each in its amount as read or changed. */
export function draftOfWords(rows: Pick<ItemRow, 'foodId' | 'name' | 'amount'>[]): ItemRow[] {
  return rows.map((row) => ({ key: newKey(), foodId: row.foodId, name: row.name, amount: row.amount }));
}

/**
 * What the totals are computed from: the rows alone, or null while a row cannot be saved (or
 * there is no row).
 */
export function previewOf(items: ItemRow[]): { items: ScanItemChoice[] } | null {
  if (items.length === 0 || items.length > MAX_ITEMS) return null;
  if (items.some((item) => amountProblem(item.amount) !== null)) return null;
  return { items: items.map(choiceOf) };
}

/**
 * The correction the rows, meal and note make, or null while a row cannot be saved (or there is
 * no row).
 */
export function correctionOf(items: ItemRow[], note: string, learn: boolean, meal: Meal): ScanUpdateRequest | null {
  const preview = previewOf(items);
  if (!preview || note.length > MAX_NOTE_LENGTH) return null;
  return { items: preview.items, note: note.trim() || null, meal, learn };
}

/** '118 g', or with a portion '1 medium · 118 g' / '2 × 1 slice · 58 g'; the weight in the reader's unit. */
export function amountText(item: Pick<ScanItem, 'grams' | 'portion'>, format: Formatters): string {
  const weight = format.foodMass(item.grams);
  if (!item.portion) return weight;
  const { quantity } = item.portion;
  const label = format.portionLabel(item.portion.label);
  return quantity === 1 ? `${label} · ${weight}` : `${format.decimal(quantity)} × ${label} · ${weight}`;
}

/** Where an item's numbers come from, in the user's words (message ids). */
export const SOURCE_MESSAGE: Record<NumberSource, MessageId> = {
  database: 'results.source.database',
  label: 'results.source.label',
  estimate: 'results.source.estimate',
  user: 'results.source.user',
};
