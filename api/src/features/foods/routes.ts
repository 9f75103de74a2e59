import { notImplemented } from '../../http/errors';
import type { Handlers } from '../../http/operations';

export function foodHandlers(): Pick<Handlers, 'searchFoods' | 'getFoodNutrition'> {
  return {
    async searchFoods() {
      throw notImplemented('Food search');
    },
    async getFoodNutrition() {
      throw notImplemented('Food nutrition');
    },
  };
}
