import type { ScanItem, ScanItemChoice } from '../contract';
import { ITEM_GRAMS } from './correction-errors';

/** Grams within what any item may weigh (the contract's bounds), for a choice made again. */
export const itemGramsWithinBounds = (grams: number) => Math.min(ITEM_GRAMS.max, Math.max(ITEM_GRAMS.min, grams));

/**
 * A food of an entry as the user would choose it again (to save the entry as a meal, star it, or
 * log it): a database food in its household portion, else in grams; a named food by name and grams.
 */
export function choiceOfItem(item: Pick<ScanItem, 'foodId' | 'name' | 'grams' | 'portion'>): ScanItemChoice {
  const grams = itemGramsWithinBounds(item.grams);
  if (item.foodId === null) return { name: item.name, grams };
  return item.portion
    ? { foodId: item.foodId, portion: { label: item.portion.label, quantity: item.portion.quantity } }
    : { foodId: item.foodId, grams };
}
