import { delay, HttpResponse } from 'msw';
import type { FoodSearchResult, Language } from '@/client';
import { findMockFood, mockFoodNutrition, mockLanguage, mockPint, searchMockFoods } from '../food-database';
import { parseTextProblem } from '@rules/foods/parsing/food-parser';
import { parseMockFoods } from '../food-parse';
import { errorResponse, http } from './http';
import { serverMessage } from '@rules/errors/server-messages';

const SEARCH = '/api/foods/search';
const NUTRITION = '/api/foods/{id}/nutrition';
const PARSE = '/api/foods/parse';

/** Reads a meal in words from the mock food database, refusing blank or too long text as the API does. */
const parse = http.post(PARSE, async ({ request }) => {
  const { text } = await request.json();
  const problem = parseTextProblem(text);
  if (problem) return errorResponse(400, 'validation_failed', problem);
  await delay(150);
  const asked = request.headers.get('Accept-Language');
  return HttpResponse.json(await parseMockFoods(text, mockLanguage(asked), mockPint(asked)));
});

const search = (found: (q: string, language: Language) => FoodSearchResult[]) =>
  http.get(SEARCH, async ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    if (!q.trim()) return errorResponse(400, 'validation_failed', serverMessage('foodSearch.typeAName'));
    await delay(150);
    const language = mockLanguage(request.headers.get('Accept-Language'));
    return HttpResponse.json({ success: true, foods: found(q.toLowerCase(), language), error: null });
  });

export const foodHandlers = {
  success: [
    search((q, language) => searchMockFoods(q, 10, language)),
    parse,
    http.get(NUTRITION, async ({ params, request }) => {
      const food = findMockFood(params.id);
      await delay(100);
      const language = mockLanguage(request.headers.get('Accept-Language'));
      return food
        ? HttpResponse.json({ success: true, nutrition: mockFoodNutrition(food, language), error: null })
        : errorResponse(404, 'not_found', serverMessage('food.notFound'));
    }),
  ],
  empty: [search(() => []), http.post(PARSE, () => HttpResponse.json({ items: [], unmatched: [] }))],
  loading: [
    http.get(SEARCH, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
    http.post(PARSE, async () => {
      await delay('infinite');
      return HttpResponse.json({ items: [], unmatched: [] });
    }),
  ],
  serverError: [
    http.get(SEARCH, () => errorResponse(500, 'internal_error', serverMessage('server.internal'))),
    http.post(PARSE, () => errorResponse(500, 'internal_error', serverMessage('server.internal'))),
    http.get(NUTRITION, () => errorResponse(500, 'internal_error', serverMessage('server.internal'))),
  ],
};
