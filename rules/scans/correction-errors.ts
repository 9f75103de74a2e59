import type { ScanUpdateRequest } from '../contract';
import type { Refusal } from '../refusal';

export type { Refusal };

/*
 * Why a correction or a logged meal is refused, worded once: the server throws these and the
 * frontend's mock API answers them, so the app shows the same text against either.
 */

/** True when a correction changes nothing the API can change: no items, no note and no meal. */
export const changesNothing = (request: ScanUpdateRequest) =>
  request.items === undefined && request.note === undefined && request.meal === undefined;

export const NOTHING_TO_CHANGE: Refusal = {
  message: 'Send the items, the note or the meal.',
  details: [{ path: 'body', message: 'Needs items, note or meal' }],
};

export const unknownFood = (foodId: string, item: number): Refusal => ({
  message: `There is no food with id '${foodId}'.`,
  details: [{ path: `body.items.${item}.foodId`, message: 'Unknown food' }],
});

export const unknownPortion = (label: string, foodName: string, item: number): Refusal => ({
  message: `'${label}' is not a portion of ${foodName}.`,
  details: [{ path: `body.items.${item}.portion.label`, message: 'Unknown portion' }],
});

/** What any item of a scan may weigh, in grams (the contract's bounds on `grams`), portions included. */
export const ITEM_GRAMS = { min: 1, max: 5000 } as const;

export const portionOutOfRange = (item: number): Refusal => ({
  message: `A portion must weigh between ${ITEM_GRAMS.min} g and ${ITEM_GRAMS.max} g.`,
  details: [{ path: `body.items.${item}.portion.quantity`, message: 'Out of range' }],
});
