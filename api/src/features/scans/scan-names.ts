import { additiveInLanguage } from '@rules/nutrition/additive-names';
import type { Language, Scan } from '../../generated/types.gen';
import type { FoodNames } from '../foods/food-names';
import { userReasonIn } from '../recognition/chain/recognizer-chain';
import { dishName, NOT_IDENTIFIED } from './scan-pipeline';

/** What a scan no food was found for is called, in each language. */
const NOT_IDENTIFIED_IN: Record<Language, string> = {
  en: NOT_IDENTIFIED,
  es: 'Sin identificar',
  de: 'Nicht erkannt',
};

/**
 * A scan as a reader of `language` sees it: its foods, its suggestions, the plate's name made
 * from them in that language ('Apfel'; 'Reis und Hähnchencurry'), and its ingredients (which name
 * its foods), additives and why nothing was recognised. Stored scans keep the names they were logged
 * under; a name the user gave, or a food or additive with no translations, shows as stored.
 */
export function scanIn(scan: Scan, language: Language, names: FoodNames): Scan {
  const items = names.items(scan.items, language);
  const suggestions = scan.suggestions.map((suggestion) => ({
    ...suggestion,
    name: names.name(suggestion.foodId, suggestion.name, language),
  }));
  // The plate's own name is the foods' names joined, unless the user named the plate themselves.
  const namedByItsFoods = scan.items.length > 0 && scan.foodName === dishName(scan.items.map((item) => item.name));
  const foodName = namedByItsFoods
    ? dishName(
        items.map((item) => item.name),
        language,
      )
    : scan.foodName === NOT_IDENTIFIED
      ? NOT_IDENTIFIED_IN[language]
      : scan.foodName;
  // An ingredient is one of the plate's foods by one of its names, or something a recognizer saw.
  const ingredientName = (name: string) =>
    scan.items.map((item) => names.name(item.foodId, name, language)).find((named) => named !== name) ?? name;
  const ingredients = scan.ingredients.map((ingredient) => ({ ...ingredient, name: ingredientName(ingredient.name) }));
  const info = scan.nutritionalInfo;
  const nutritionalInfo = info?.ingredients
    ? {
        ...info,
        ingredients: {
          primary: info.ingredients.primary.map(ingredientName),
          additives: info.ingredients.additives.map((additive) => additiveInLanguage(additive, language)),
        },
      }
    : info;
  const identification = scan.identification.reason
    ? { ...scan.identification, reason: userReasonIn(scan.identification.reason, language) }
    : scan.identification;
  return { ...scan, foodName, items, suggestions, ingredients, nutritionalInfo, identification };
}
