import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_MEALS } from '@rules/shortcuts/limits';
import type { FavouriteFood, SavedMeal, Scan } from '../../src/generated/types.gen';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';

const databases = await testDatabases();

describe.each(databases)('favourite foods and saved meals on %s', (kind) => {
  let t: TestServer;
  let user: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    t = await startTestServer(kind);
    user = await t.signIn(`shortcuts-${kind}@example.com`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${t.baseUrl}${url}`, {
      method,
      headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  const meals = () => `/api/users/${user.userId}/saved-meals`;
  const favourites = () => `/api/users/${user.userId}/favourite-foods`;

  describe('saved meals', () => {
    it('saves chosen foods under a name, with numbers from the food database', async () => {
      const res = await call('POST', meals(), {
        name: '  My usual breakfast ',
        items: [{ foodId: 'builtin-banana' }, { foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } }],
      });
      expect(res.status).toBe(201);
      expectContractAnswer('createSavedMeal', 201, res.body);
      const meal = res.body as SavedMeal;
      expect(meal.name).toBe('My usual breakfast');
      expect(meal.items).toMatchObject([
        { foodId: 'builtin-banana', grams: 118, portion: { label: '1 medium', quantity: 1 }, calories: 105 },
        { foodId: 'builtin-egg', grams: 100, portion: { label: '1 large', grams: 50, quantity: 2 }, calories: 143 },
      ]);
      expect(meal.totals).toMatchObject({ calories: 248 });
    });

    it("saves an entry's foods and portions, and logs them in one tap as a new entry", async () => {
      const logged = await call('POST', `/api/users/${user.userId}/scans`, {
        items: [
          { foodId: 'builtin-egg', portion: { label: '1 large', quantity: 3 } },
          { name: 'Toast', grams: 40 },
        ],
      });
      expect(logged.status).toBe(201);
      const entry = logged.body as Scan;

      const saved = await call('POST', meals(), { name: 'Eggs on toast', scanId: entry.id });
      expect(saved.status).toBe(201);
      const meal = saved.body as SavedMeal;
      expect(meal.items).toMatchObject([
        { foodId: 'builtin-egg', grams: 150, portion: { label: '1 large', quantity: 3 } },
        { foodId: null, name: 'Toast', grams: 40, calories: null },
      ]);

      const again = await call('POST', `${meals()}/${meal.id}/log`, { meal: 'lunch' });
      expect(again.status).toBe(201);
      expectContractAnswer('logSavedMeal', 201, again.body);
      const copy = again.body as Scan;
      expect(copy.id).not.toBe(entry.id);
      expect(copy).toMatchObject({
        meal: 'lunch',
        imageUrl: null,
        identification: { status: 'identified', provider: 'user' },
        totals: entry.totals,
      });
      expect(copy.items.map((item) => [item.name, item.grams])).toEqual([
        ['Egg', 150],
        ['Toast', 40],
      ]);
    });

    it('renames and changes foods, lists the latest change first, and forgets a meal', async () => {
      const created = (await call('POST', meals(), { name: 'Snack', items: [{ foodId: 'builtin-banana' }] }))
        .body as SavedMeal;
      const renamed = await call('PATCH', `${meals()}/${created.id}`, {
        name: 'Afternoon snack',
        items: [{ foodId: 'builtin-banana', grams: 60 }],
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Afternoon snack', items: [{ grams: 60, portion: null }] });

      const list = await call('GET', meals());
      expect(list.status).toBe(200);
      expectContractAnswer('listSavedMeals', 200, list.body);
      const { meals: all } = list.body as { meals: SavedMeal[] };
      expect(all[0]!.name).toBe('Afternoon snack');

      expect((await call('DELETE', `${meals()}/${created.id}`)).status).toBe(204);
      expect((await call('DELETE', `${meals()}/${created.id}`)).status).toBe(404);
      expect((await call('POST', `${meals()}/${created.id}/log`, {})).status).toBe(404);
    });

    it('refuses what is not a meal, naming the field', async () => {
      const unknownFood = await call('POST', meals(), { name: 'Ghost', items: [{ foodId: 'no-such-food' }] });
      expect(unknownFood.status).toBe(400);
      expect(unknownFood.body).toMatchObject({ error: { details: [{ path: 'body.items.0.foodId' }] } });

      const blank = await call('POST', meals(), { name: '   ', items: [{ foodId: 'builtin-banana' }] });
      expect(blank.status).toBe(400);

      const noFoods = await call('POST', meals(), { name: 'Nothing', items: [] });
      expect(noFoods.status).toBe(400);

      const missingScan = await call('POST', meals(), { name: 'Lost', scanId: 'no-such-scan' });
      expect(missingScan.status).toBe(404);

      const emptyChange = await call('PATCH', `${meals()}/whatever`, {});
      expect(emptyChange.status).toBe(400);
    });
  });

  describe('favourite foods', () => {
    it('stars a food in its first portion, or in the amount chosen, and lists the latest first', async () => {
      const banana = await call('PUT', `${favourites()}/builtin-banana`);
      expect(banana.status).toBe(200);
      expectContractAnswer('starFood', 200, banana.body);
      expect(banana.body).toMatchObject({
        foodId: 'builtin-banana',
        name: 'Banana',
        grams: 118,
        portion: { label: '1 medium', quantity: 1 },
        calories: 105,
      });

      const eggs = await call('PUT', `${favourites()}/builtin-egg`, { portion: { label: '1 large', quantity: 2 } });
      expect(eggs.body).toMatchObject({ grams: 100, calories: 143 });

      const smaller = await call('PUT', `${favourites()}/builtin-banana`, { grams: 59 });
      expect(smaller.body).toMatchObject({ grams: 59, portion: null });

      const list = await call('GET', favourites());
      expectContractAnswer('listFavouriteFoods', 200, list.body);
      const { foods } = list.body as { foods: FavouriteFood[] };
      expect(foods.map((food) => food.foodId)).toEqual(['builtin-egg', 'builtin-banana']);
      expect(foods[1]!.grams).toBe(59);
    });

    it("names built-in favourites in the Accept-Language header's language", async () => {
      const ask = async (method: 'PUT' | 'GET', url: string, language: string) =>
        (
          await fetch(`${t.baseUrl}${url}`, { method, headers: { ...user.headers, 'Accept-Language': language } })
        ).json();
      const starred = (await ask('PUT', `${favourites()}/builtin-banana`, 'es')) as FavouriteFood;
      expect(starred.name).toBe('Plátano');
      const banana = async (language: string) => {
        const { foods } = (await ask('GET', favourites(), language)) as { foods: FavouriteFood[] };
        return foods.find((food) => food.foodId === 'builtin-banana')?.name;
      };
      expect(await banana('de')).toBe('Banane');
      expect(await banana('en')).toBe('Banana');
    });

    it('keeps a favourite at a portion chosen by its translated label, and labels it per language', async () => {
      const ask = async (method: 'PUT' | 'GET', url: string, language: string, body?: unknown) =>
        fetch(`${t.baseUrl}${url}`, {
          method,
          headers: { ...user.headers, 'Accept-Language': language, 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const starred = await ask('PUT', `${favourites()}/builtin-orange`, 'de', {
        portion: { label: '1 Stück (groß)', quantity: 1 },
      });
      expect(starred.status).toBe(200);
      expect(await starred.json()).toMatchObject({
        name: 'Orange',
        grams: 184,
        portion: { label: '1 Stück (groß)', grams: 184, quantity: 1 },
      });
      const orange = async (language: string) => {
        const { foods } = (await (await ask('GET', favourites(), language)).json()) as { foods: FavouriteFood[] };
        return foods.find((food) => food.foodId === 'builtin-orange');
      };
      expect(await orange('es')).toMatchObject({ name: 'Naranja', portion: { label: '1 pieza grande', grams: 184 } });
      expect((await orange('en'))?.portion?.label).toBe('1 large');
    });

    it('unstars, without an error when the food is not starred', async () => {
      await call('PUT', `${favourites()}/builtin-egg`);
      expect((await call('DELETE', `${favourites()}/builtin-egg`)).status).toBe(204);
      expect((await call('DELETE', `${favourites()}/builtin-egg`)).status).toBe(204);
      const { foods } = (await call('GET', favourites())).body as { foods: FavouriteFood[] };
      expect(foods.map((food) => food.foodId)).not.toContain('builtin-egg');
    });

    it('refuses a food that does not exist, or a portion it does not have', async () => {
      expect((await call('PUT', `${favourites()}/no-such-food`)).status).toBe(404);
      const wrongPortion = await call('PUT', `${favourites()}/builtin-banana`, {
        portion: { label: '1 bucket', quantity: 1 },
      });
      expect(wrongPortion.status).toBe(400);
      expect(wrongPortion.body).toMatchObject({ error: { details: [{ path: 'body.portion.label' }] } });
      const both = await call('PUT', `${favourites()}/builtin-banana`, {
        portion: { label: '1 medium', quantity: 1 },
        grams: 50,
      });
      expect(both.status).toBe(400);
    });
  });

  describe('under parallel requests', () => {
    it('stars one food from many requests at once: every answer 200, one favourite', async () => {
      const racer = await t.signIn(`star-racer-${kind}@example.com`);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${t.baseUrl}/api/users/${racer.userId}/favourite-foods/builtin-banana`, {
            method: 'PUT',
            headers: racer.headers,
          }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
      expect(await t.services.favouriteFoods.list(racer.userId)).toHaveLength(1);
    });

    it('keeps the limit of saved meals when saves race for the last places', async () => {
      const saver = await t.signIn(`meal-racer-${kind}@example.com`);
      for (let i = 0; i < MAX_SAVED_MEALS - 2; i += 1) {
        await t.services.savedMeals.create(saver.userId, { name: `Meal ${i}`, items: [{ foodId: 'builtin-banana' }] });
      }
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          fetch(`${t.baseUrl}/api/users/${saver.userId}/saved-meals`, {
            method: 'POST',
            headers: { ...saver.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Late ${i}`, items: [{ foodId: 'builtin-egg' }] }),
          }),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
      expect(await t.services.savedMeals.list(saver.userId)).toHaveLength(MAX_SAVED_MEALS);
    });
  });
});
