import { delay, http, HttpResponse } from 'msw';
import type {
  Error as ErrorBody,
  FoodNutrition,
  FoodSearchResponse,
  FoodSearchResult,
  GetFoodNutritionResponse,
} from '@/client';
import { errorResponse } from './http';

type FoodParams = { id: string };

/** A slice of the real built-in database (names, brands, types), for the food search demo. */
export const demoFoods: (FoodSearchResult & { nutrition: FoodNutrition })[] = [
  {
    id: 'builtin-apple',
    name: 'Apple',
    brand: null,
    description: null,
    type: 'Generic',
    nutrition: {
      foodId: 'builtin-apple',
      foodName: 'Apple',
      category: 'Produce',
      servingSize: '1 medium (182 g)',
      processingLevel: 'Unprocessed or minimally processed',
      healthScore: 88,
      grade: 'A',
      calories: 95,
      protein: 0.5,
      carbs: 25.1,
      fat: 0.4,
      portions: [{ label: '1 medium', grams: 182 }],
    },
  },
  {
    id: 'builtin-granny-smith-apple',
    name: 'Granny Smith apple',
    brand: null,
    description: null,
    type: 'Generic',
    nutrition: {
      foodId: 'builtin-granny-smith-apple',
      foodName: 'Granny Smith apple',
      category: 'Produce',
      servingSize: '1 medium (182 g)',
      processingLevel: 'Unprocessed or minimally processed',
      healthScore: 86,
      grade: 'A',
      calories: 106,
      protein: 0.7,
      carbs: 24.8,
      fat: 0.4,
      portions: [{ label: '1 medium', grams: 182 }],
    },
  },
  {
    id: 'builtin-apple-pie',
    name: 'Apple pie',
    brand: null,
    description: null,
    type: 'Generic',
    nutrition: {
      foodId: 'builtin-apple-pie',
      foodName: 'Apple pie',
      category: 'Bakery',
      servingSize: '1 slice (125 g)',
      processingLevel: 'Ultra-processed',
      healthScore: 45,
      grade: 'C',
      calories: 296,
      protein: 2.4,
      carbs: 42.5,
      fat: 13.8,
      portions: [{ label: '1 slice', grams: 125 }],
    },
  },
  {
    id: 'fdc-2700101',
    name: 'APPLE CINNAMON OAT BAR',
    brand: 'Orchard Co',
    description: 'Chewy oat bar with dried apple',
    type: 'Brand',
    nutrition: {
      foodId: 'fdc-2700101',
      foodName: 'APPLE CINNAMON OAT BAR',
      category: 'Cereal bars',
      servingSize: '1 bar (40 g)',
      processingLevel: 'Ultra-processed',
      healthScore: 38,
      grade: 'D',
      calories: 160,
      protein: 2,
      carbs: 29,
      fat: 4,
      portions: [{ label: '1 bar', grams: 40 }],
    },
  },
];

const SEARCH = '*/api/foods/search';
const NUTRITION = '*/api/foods/:id/nutrition';

const search = (found: (q: string) => FoodSearchResult[]) =>
  http.get<never, never, FoodSearchResponse | ErrorBody>(SEARCH, async ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    if (!q.trim()) return errorResponse(400, 'invalid_request', 'q must not be blank');
    await delay(150);
    return HttpResponse.json({ success: true, foods: found(q.toLowerCase()), error: null });
  });

export const foodHandlers = {
  success: [
    search((q) =>
      demoFoods
        .filter((f) => `${f.name} ${f.brand ?? ''}`.toLowerCase().includes(q.split(/\s+/)[0]!))
        .map(({ nutrition: _n, ...food }) => food),
    ),
    http.get<FoodParams, never, GetFoodNutritionResponse | ErrorBody>(NUTRITION, async ({ params }) => {
      const food = demoFoods.find((f) => f.id === params.id);
      await delay(100);
      return food
        ? HttpResponse.json({ success: true, nutrition: food.nutrition, error: null })
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
    http.get<never, never, ErrorBody>(SEARCH, () => errorResponse(500, 'internal_error', 'Something went wrong.')),
    http.get<FoodParams, never, ErrorBody>(NUTRITION, () =>
      errorResponse(500, 'internal_error', 'Something went wrong.'),
    ),
  ],
};
