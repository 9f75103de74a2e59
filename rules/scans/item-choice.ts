import type { ScanItem, ScanItemChoice } from '../contract';

/** What any item of a scan may weigh, in grams (the contract's bounds on `grams`), portions included. */
export const ITEM_GRAMS = { min: 1, max: 5000 } as const;

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
