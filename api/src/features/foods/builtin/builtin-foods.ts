import fs from 'node:fs';
import { parseBuiltinFoods as parse } from '@rules/foods/builtin-foods';
import type { FoodRecord } from '../food-store';

/** The built-in data file, which the frontend's mock API reads too. */
export const BUILTIN_FOODS_FILE = new URL('../../../../../rules/foods/builtin-foods.csv', import.meta.url);

/** The built-in foods, from the data file unless given its text. */
export function parseBuiltinFoods(text: string = fs.readFileSync(BUILTIN_FOODS_FILE, 'utf8')): FoodRecord[] {
  return parse(text);
}
