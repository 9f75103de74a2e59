/*
 * How much a user keeps to log in one tap, and how long a meal described in words may be: the
 * API refuses beyond these, and the app and its mock API hold the same numbers.
 */

/** Saved meals a user keeps. */
export const MAX_SAVED_MEALS = 100;
/** Foods a user stars. */
export const MAX_FAVOURITE_FOODS = 100;
/** The longest name of a saved meal (the contract's `SavedMealName`). */
export const SAVED_MEAL_NAME_MAX = 80;
/** The longest meal described in words (`POST /api/foods/parse`). */
export const MAX_PARSE_CHARACTERS = 500;
