import { HttpResponse } from 'msw';
import type { FavouriteFood, SavedMeal, Scan, ScanItemChoice } from '@/client';
import { choiceOfItem } from '@rules/scans/item-choice';
import { MAX_FAVOURITE_FOODS, MAX_SAVED_MEALS } from '@rules/shortcuts/limits';
import { scannedScan } from '../fixtures';
import { correctedScan, findMockFood, MockInputError } from '../food-database';
import { errorResponse, http, refusedResponse } from './http';
import { serverMessage } from '@rules/errors/server-messages';
import { onMockReset, refill } from './mock-state';

const MEALS = '/api/users/{userId}/saved-meals';
const MEAL = '/api/users/{userId}/saved-meals/{mealId}';
const LOG_MEAL = '/api/users/{userId}/saved-meals/{mealId}/log';
const FAVOURITES = '/api/users/{userId}/favourite-foods';
const FAVOURITE = '/api/users/{userId}/favourite-foods/{foodId}';

/** A saved meal as kept by the mock: the choices, computed into items whenever it is read. */
interface KeptMeal {
  id: string;
  name: string;
  choices: ScanItemChoice[];
  createdAt: string;
  updatedAt: string;
}

/** What the mock user has kept: saved meals and favourite foods (each food in its amount). */
export interface ShortcutsState {
  meals?: KeptMeal[];
  favourites?: { choice: ScanItemChoice & { foodId: string }; starredAt: string }[];
}

/** The API's items and totals for chosen foods, from the mock food database with the server's rules. */
const computed = (choices: ScanItemChoice[]) => correctedScan({ ...scannedScan, items: [], suggestions: [] }, choices);

const toSavedMeal = (meal: KeptMeal): SavedMeal => {
  const scan = computed(meal.choices);
  return {
    id: meal.id,
    name: meal.name,
    items: scan.items,
    totals: scan.totals,
    createdAt: meal.createdAt,
    updatedAt: meal.updatedAt,
  };
};

const toFavourite = ({ choice, starredAt }: NonNullable<ShortcutsState['favourites']>[number]): FavouriteFood => {
  const [item] = computed([choice]).items;
  return {
    foodId: choice.foodId,
    name: item!.name,
    grams: item!.grams,
    portion: item!.portion,
    calories: item!.calories,
    starredAt,
  };
};

/** A breakfast and two favourites, for the stories and `dev:mock` of one-tap logging. */
export function demoShortcuts(now = new Date()): ShortcutsState {
  const at = now.toISOString();
  return {
    meals: [
      {
        id: 'meal-breakfast',
        name: 'My usual breakfast',
        choices: [{ foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } }, { foodId: 'builtin-banana' }],
        createdAt: at,
        updatedAt: at,
      },
    ],
    favourites: [
      { choice: { foodId: 'builtin-banana' }, starredAt: at },
      { choice: { foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } }, starredAt: at },
    ],
  };
}

/**
 * Saved meals and favourite foods over the mock history: saving an entry reads it from the same
 * scans, and logging a meal adds a new entry through `logChoices` (the log's own path).
 */
export function shortcutsApi({
  logChoices,
  scans,
  meals: initialMeals = [],
  favourites: initialFavourites = [],
}: ShortcutsState & {
  scans: Scan[];
  logChoices: (userId: string, choices: ScanItemChoice[], tz: string, meal?: Scan['meal']) => Response;
}) {
  const meals = [...initialMeals];
  const favourites = [...initialFavourites];
  let saved = 0;
  onMockReset(() => {
    refill(meals, initialMeals);
    refill(favourites, initialFavourites);
    saved = 0;
  });
  const refused = (error: unknown) => {
    if (error instanceof MockInputError) return refusedResponse(error.refusal);
    throw error;
  };
  const latestFirst = <T extends { updatedAt: string }>(list: T[]) =>
    [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

  return [
    http.get(MEALS, () => HttpResponse.json({ meals: latestFirst(meals).map(toSavedMeal) })),
    http.post(MEALS, async ({ request }) => {
      const body = await request.json();
      let choices: ScanItemChoice[];
      if ('scanId' in body) {
        const entry = scans.find((scan) => scan.id === body.scanId);
        if (!entry) return errorResponse(404, 'not_found', serverMessage('scan.notFound'));
        if (entry.identification.status !== 'identified' || entry.items.length === 0) {
          return errorResponse(409, 'conflict', serverMessage('savedMeal.entryNamesNoFood'));
        }
        choices = entry.items.map(choiceOfItem);
      } else {
        choices = body.items;
      }
      try {
        computed(choices);
      } catch (error) {
        return refused(error);
      }
      if (meals.length >= MAX_SAVED_MEALS) {
        return errorResponse(409, 'conflict', serverMessage('savedMeal.limit', { max: MAX_SAVED_MEALS }));
      }
      saved += 1;
      const now = new Date().toISOString();
      const meal: KeptMeal = { id: `meal-${saved}`, name: body.name.trim(), choices, createdAt: now, updatedAt: now };
      meals.push(meal);
      return HttpResponse.json(toSavedMeal(meal), { status: 201 });
    }),
    http.patch(MEAL, async ({ params, request }) => {
      const index = meals.findIndex((m) => m.id === params.mealId);
      if (index < 0) return errorResponse(404, 'not_found', serverMessage('savedMeal.notFound'));
      const body = await request.json();
      if (body.items) {
        try {
          computed(body.items);
        } catch (error) {
          return refused(error);
        }
      }
      // A new object, never a change to the stored one: the first state is kept to return to.
      const meal = {
        ...meals[index]!,
        ...(body.items ? { choices: body.items } : {}),
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        updatedAt: new Date().toISOString(),
      };
      meals[index] = meal;
      return HttpResponse.json(toSavedMeal(meal));
    }),
    http.delete(MEAL, ({ params }) => {
      const index = meals.findIndex((m) => m.id === params.mealId);
      if (index < 0) return errorResponse(404, 'not_found', serverMessage('savedMeal.notFound'));
      meals.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(LOG_MEAL, async ({ params, request }) => {
      const meal = meals.find((m) => m.id === params.mealId);
      if (!meal) return errorResponse(404, 'not_found', serverMessage('savedMeal.notFound'));
      const body = (await request.json()) ?? {};
      return logChoices(params.userId, meal.choices, body.tz ?? 'UTC', body.meal);
    }),
    http.get(FAVOURITES, () =>
      HttpResponse.json({
        foods: [...favourites].sort((a, b) => b.starredAt.localeCompare(a.starredAt)).map(toFavourite),
      }),
    ),
    http.put(FAVOURITE, async ({ params, request }) => {
      if (!findMockFood(params.foodId)) return errorResponse(404, 'not_found', serverMessage('food.notFound'));
      const body = (await request.json()) ?? {};
      const choice: ScanItemChoice & { foodId: string } = body.portion
        ? { foodId: params.foodId, portion: body.portion }
        : body.grams !== undefined
          ? { foodId: params.foodId, grams: body.grams }
          : { foodId: params.foodId };
      try {
        computed([choice]);
      } catch (error) {
        return refused(error);
      }
      const existing = favourites.find((f) => f.choice.foodId === params.foodId);
      if (!existing && favourites.length >= MAX_FAVOURITE_FOODS) {
        return errorResponse(409, 'conflict', serverMessage('favourite.limit', { max: MAX_FAVOURITE_FOODS }));
      }
      if (existing) existing.choice = choice;
      else favourites.push({ choice, starredAt: new Date().toISOString() });
      return HttpResponse.json(toFavourite(existing ?? favourites.at(-1)!));
    }),
    http.delete(FAVOURITE, ({ params }) => {
      const index = favourites.findIndex((f) => f.choice.foodId === params.foodId);
      if (index >= 0) favourites.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
