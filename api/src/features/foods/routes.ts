import { serverMessage } from '@rules/errors/server-messages';
import { badRequest, notFound } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { FoodService } from './food.service';
import { normaliseBarcode, toSearchResult } from './food.service';
import type { FoodParseService } from './parsing/food-parse.service';

export function foodHandlers({
  foods,
  foodParser,
}: {
  foods: FoodService;
  foodParser: FoodParseService;
}): Pick<Handlers, 'searchFoods' | 'parseFoods' | 'getFoodNutrition' | 'getFoodByBarcode'> {
  return {
    async searchFoods({ query }) {
      // The contract refuses an empty or all-blank q; punctuation alone has no words to search.
      const matches = await foods.search(query.q, query.limit ?? 10);
      if (matches.length === 0 && !/[\p{L}\p{N}]/u.test(query.q))
        throw badRequest(serverMessage('foodSearch.typeAName'));
      return { status: 200, body: { success: true, foods: matches.map(toSearchResult), error: null } };
    },

    async parseFoods({ body }) {
      return { status: 200, body: await foodParser.parse(body.text) };
    },

    async getFoodNutrition({ path }) {
      const food = await foods.findById(path.id);
      if (!food) throw notFound(serverMessage('food.notFound'));
      return { status: 200, body: { success: true, nutrition: await foods.nutrition(food), error: null } };
    },

    async getFoodByBarcode({ path }) {
      const food = await foods.findByBarcode(path.code);
      if (!food) throw notFound(serverMessage('food.barcodeNotFound', { barcode: normaliseBarcode(path.code) }));
      return {
        status: 200,
        body: { code: normaliseBarcode(path.code), food: toSearchResult(food), nutrition: await foods.nutrition(food) },
      };
    },
  };
}
