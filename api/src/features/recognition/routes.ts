import { notImplemented } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { Services } from '../deps';

export function recognitionHandlers({
  foods,
}: Services): Pick<Handlers, 'getRecognitionStatus' | 'searchRecognitionFoods' | 'recognizeFood'> {
  return {
    async getRecognitionStatus() {
      throw notImplemented('The recognition engine');
    },
    /** The historical recognition-service search, backed by the food database search. */
    async searchRecognitionFoods({ query }) {
      const matches = await foods.search(query.q, query.limit ?? 5);
      const results = await Promise.all(
        matches.map(async (match) => {
          const food = (await foods.findById(match.id))!;
          const nutrition = await foods.nutrition(food);
          return {
            name: food.name,
            brandName: food.brand,
            category: food.category ?? food.dataType,
            nutritionFacts: { calories: nutrition.calories, servingSize: nutrition.servingSize },
          };
        }),
      );
      return { status: 200, body: { success: true, results, error: null } };
    },
    async recognizeFood() {
      throw notImplemented('Recognition');
    },
  };
}
