import { FoodParser, type ParserFood } from '@rules/foods/parsing/food-parser';
import type { Pint } from '@rules/foods/parsing/phrases';
import { portionInLanguage } from '@rules/foods/portion-names';
import type { FoodParseResponse, Language } from '@/client';
import {
  findMockFood,
  mockCandidate,
  mockFoodName,
  mockFoods,
  searchMockCandidates,
  type MockFood,
} from './food-database';

/** A mock food as the parser weighs it. */
const parserFood = (food: MockFood): ParserFood => ({
  ...food,
  energyKcal: food.energyKcal ?? null,
  proteinG: food.proteinG ?? null,
  carbohydrateG: food.carbohydrateG ?? null,
  fatG: food.fatG ?? null,
  portions: food.portions.map(({ label, grams }) => ({ description: label, grams })),
});

/**
 * The API's own parser over the mock food database: the same rules read the same sentence, so a
 * story shows what the app would. Only the search differs: it does not correct misspellings.
 */
const parser = new FoodParser({
  search: async (words, limit, { brands }) => searchMockCandidates(words, limit, { brands }),
  builtinFoods: async () => mockFoods.filter((food) => food.source === 'builtin').map(mockCandidate),
  foods: async (ids) =>
    ids.flatMap((id) => {
      const food = findMockFood(id);
      return food ? [parserFood(food)] : [];
    }),
});

/**
 * The mock API's answer to POST /api/foods/parse (the text has passed `parseTextProblem`), its
 * foods and their portions named in `language`, a pint being `pint`.
 */
export async function parseMockFoods(
  text: string,
  language: Language = 'en',
  pint: Pint = 'us',
): Promise<FoodParseResponse> {
  const { items, unmatched } = await parser.parse(text, { pint });
  const named = <T extends { foodId: string; name: string }>(list: T[]) =>
    list.map((item) => ({ ...item, name: mockFoodName(item.foodId, item.name, language) }));
  return {
    items: named(items).map((item) => ({
      ...item,
      portion: item.portion && portionInLanguage(item.portion, language),
      alternatives: named(item.alternatives),
    })),
    unmatched,
  };
}
