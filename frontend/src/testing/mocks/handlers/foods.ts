import { delay, HttpResponse } from 'msw';
import type { FoodSearchResult } from '@/client';
import { findMockFood, mockFoodNutrition, searchMockFoods } from '../food-database';
import { errorResponse, http } from './http';

const SEARCH = '/api/foods/search';
const NUTRITION = '/api/foods/{id}/nutrition';

const search = (found: (q: string) => FoodSearchResult[]) =>
  http.get(SEARCH, async ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    if (!q.trim()) return errorResponse(400, 'invalid_request', 'q must not be blank');
    await delay(150);
    return HttpResponse.json({ success: true, foods: found(q.toLowerCase()), error: null });
  });

export const foodHandlers = {
  success: [
    search((q) => searchMockFoods(q)),
    http.get(NUTRITION, async ({ params }) => {
      const food = findMockFood(params.id);
      await delay(100);
      return food
        ? HttpResponse.json({ success: true, nutrition: mockFoodNutrition(food), error: null })
        : errorResponse(404, 'not_found', 'Food not found');
    }),
  ],
  empty: [search(() => [])],
  loading: [
    http.get(SEARCH, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
  serverError: [
    http.get(SEARCH, () => errorResponse(500, 'internal_error', 'Something went wrong.')),
    http.get(NUTRITION, () => errorResponse(500, 'internal_error', 'Something went wrong.')),
  ],
};
