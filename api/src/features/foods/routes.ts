import { serverMessage } from '@rules/errors/server-messages';
import { badRequest, notFound } from '../../http/errors';
import { requestLanguage, requestPint } from '../../http/language';
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
    async searchFoods({ query, ctx }) {
      // The contract refuses an empty or all-blank q; punctuation alone has no words to search.
      const matches = await foods.search(query.q, query.limit ?? 10);
      if (matches.length === 0 && !/[\p{L}\p{N}]/u.test(query.q))
        throw badRequest(serverMessage('foodSearch.typeAName'));
      const language = requestLanguage(ctx);
      const results = matches.map((match) => toSearchResult(match, foods.names, language));
      return { status: 200, body: { success: true, foods: results, error: null } };
    },

    async parseFoods({ body, ctx }) {
      const language = requestLanguage(ctx);
      const { items, unmatched } = await foodParser.parse(body.text, requestPint(ctx));
      const named = foods.names.items(items, language).map((item) => ({
        ...item,
        alternatives: foods.names.items(item.alternatives, language),
      }));
      return { status: 200, body: { items: named, unmatched } };
    },

    async getFoodNutrition({ path, ctx }) {
      const food = await foods.findById(path.id);
      if (!food) throw notFound(serverMessage('food.notFound'));
      const nutrition = await foods.nutrition(food, requestLanguage(ctx));
      return { status: 200, body: { success: true, nutrition, error: null } };
    },

    async getFoodByBarcode({ path, ctx }) {
      const food = await foods.findByBarcode(path.code);
      if (!food) throw notFound(serverMessage('food.barcodeNotFound', { barcode: normaliseBarcode(path.code) }));
      const language = requestLanguage(ctx);
      return {
        status: 200,
        body: {
          code: normaliseBarcode(path.code),
          food: toSearchResult(food, foods.names, language),
          nutrition: await foods.nutrition(food, language),
        },
      };
    },
  };
}
