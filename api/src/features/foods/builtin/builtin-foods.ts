import fs from 'node:fs';
import { parseBuiltinFoods as parse, parseBuiltinPortions } from '@rules/foods/builtin-foods';
import type { FoodRecord } from '../food-store';

/** The built-in data files, which the frontend's mock API reads too. */
export const BUILTIN_FOODS_FILE = new URL('../../../../../rules/foods/builtin-foods.csv', import.meta.url);
export const BUILTIN_PORTIONS_FILE = new URL('../../../../../rules/foods/builtin-portions.csv', import.meta.url);

/** The built-in foods with their household portions, from the data files unless given their text. */
export function parseBuiltinFoods(
  text: string = fs.readFileSync(BUILTIN_FOODS_FILE, 'utf8'),
  portions: string = fs.readFileSync(BUILTIN_PORTIONS_FILE, 'utf8'),
): FoodRecord[] {
  return parse(text, parseBuiltinPortions(portions));
}
