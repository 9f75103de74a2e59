import type { ScanUpdateRequest } from '../contract';
import { serverMessage } from '../errors/server-messages';
import type { Refusal } from '../refusal';
import { ITEM_GRAMS } from './item-choice';

export type { Refusal };

/*
 * Why a correction or a logged meal is refused, by its message id, once: the server throws these and the
 * frontend's mock API answers them, so the app shows the same text against either.
 */

/** True when a correction changes nothing the API can change: no items, no note and no meal. */
export const changesNothing = (request: ScanUpdateRequest) =>
  request.items === undefined && request.note === undefined && request.meal === undefined;

export const NOTHING_TO_CHANGE: Refusal = {
  ...serverMessage('correction.nothingToChange'),
  details: [{ path: 'body', message: 'Needs items, note or meal' }],
};

/** Where the item of a request's `items` is ('body.items.2'), as a refusal names it. */
export const itemPath = (item: number) => `body.items.${item}`;

/** `at` is where the chosen food is in the request (`itemPath(i)`, or 'body' for a lone food). */
export const unknownFood = (foodId: string, at: string): Refusal => ({
  ...serverMessage('correction.unknownFood', { foodId }),
  details: [{ path: `${at}.foodId`, message: 'Unknown food' }],
});

export const unknownPortion = (label: string, foodName: string, at: string): Refusal => ({
  ...serverMessage('correction.unknownPortion', { label, food: foodName }),
  details: [{ path: `${at}.portion.label`, message: 'Unknown portion' }],
});

export const portionOutOfRange = (at: string): Refusal => ({
  ...serverMessage('correction.portionOutOfRange', { min: ITEM_GRAMS.min, max: ITEM_GRAMS.max }),
  details: [{ path: `${at}.portion.quantity`, message: 'Out of range' }],
});
