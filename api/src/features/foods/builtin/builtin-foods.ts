import fs from 'node:fs';
import {
  parseBuiltinFoods as parse,
  parseBuiltinPortions,
  parseBuiltinTranslations,
  type BuiltinFood,
  type BuiltinTranslations,
} from '@rules/foods/builtin-foods';

/** The built-in data files, which the frontend's mock API reads too. */
export const BUILTIN_FOODS_FILE = new URL('../../../../../rules/foods/builtin-foods.csv', import.meta.url);
export const BUILTIN_PORTIONS_FILE = new URL('../../../../../rules/foods/builtin-portions.csv', import.meta.url);
export const BUILTIN_TRANSLATIONS_FILE = new URL('../../../../../rules/foods/builtin-foods-i18n.csv', import.meta.url);

/** The built-in foods' Spanish and German names, by food id, from the data file unless given its text. */
export function readBuiltinTranslations(
  text: string = fs.readFileSync(BUILTIN_TRANSLATIONS_FILE, 'utf8'),
): BuiltinTranslations {
  return parseBuiltinTranslations(text);
}

/**
 * The built-in foods with their household portions and their names in other languages (searched
 * as aliases), from the data files unless given their text.
 */
export function parseBuiltinFoods(
  text: string = fs.readFileSync(BUILTIN_FOODS_FILE, 'utf8'),
  portions: string = fs.readFileSync(BUILTIN_PORTIONS_FILE, 'utf8'),
  translations: BuiltinTranslations = readBuiltinTranslations(),
): BuiltinFood[] {
  return parse(text, parseBuiltinPortions(portions), translations);
}
