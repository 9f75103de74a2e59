import { describe, expect, it } from 'vitest';
import type { FoodEntity, FoodPortionEntity } from '../../../src/features/foods/food.entity';
import type { FoodService } from '../../../src/features/foods/food.service';
import { recallItemLists, type RememberedItem } from '../../../src/features/shortcuts/remembered-items';

const egg = { id: 'builtin-egg', name: 'Egg', energyKcal: 143 } as FoodEntity;
const toast = { id: 'builtin-toast', name: 'Toast', energyKcal: 290 } as FoodEntity;
const portions = new Map<string, FoodPortionEntity[]>([
  ['builtin-egg', [{ description: '1 large', grams: 50 } as FoodPortionEntity]],
  ['builtin-toast', [{ description: '1 slice', grams: 30 } as FoodPortionEntity]],
]);

/** The food database with an egg and toast, counting its look-ups; it has no one-by-one find. */
function fakeFoods() {
  const lookups: string[][] = [];
  const foods = {
    lookup: async (ids: Iterable<string>) => {
      const wanted = [...ids];
      lookups.push(wanted);
      const found = [egg, toast].filter((food) => wanted.includes(food.id));
      return {
        foods: new Map(found.map((food) => [food.id, food])),
        portions: new Map(found.map((food) => [food.id, portions.get(food.id)!])),
      };
    },
  } as unknown as FoodService;
  return { foods, lookups };
}

const kept = (foodId: string, name: string, grams: number): RememberedItem => ({ choice: { foodId }, name, grams });

describe('recallItemLists', () => {
  it('recalls every saved meal’s foods with one look-up of all their foods', async () => {
    const { foods, lookups } = fakeFoods();
    const [breakfast, snack] = await recallItemLists(foods, [
      [kept('builtin-egg', 'Egg', 50), kept('builtin-toast', 'Toast', 30)],
      [kept('builtin-toast', 'Toast', 30)],
    ]);
    expect(lookups).toHaveLength(1);
    expect(breakfast!.map((item) => [item.name, item.grams])).toEqual([
      ['Egg', 50],
      ['Toast', 30],
    ]);
    expect(snack!.map((item) => item.portion?.label)).toEqual(['1 slice']);
  });

  it('keeps a food the database lost by its saved name and grams', async () => {
    const { foods } = fakeFoods();
    const [[item]] = (await recallItemLists(foods, [[kept('fdc-gone', 'Old granola', 45)]])) as [[unknown]];
    expect(item).toMatchObject({ name: 'Old granola', grams: 45, food: null, source: 'user' });
  });

  it('asks nothing of the database for no lists', async () => {
    const { foods, lookups } = fakeFoods();
    expect(await recallItemLists(foods, [])).toEqual([]);
    expect(lookups).toEqual([[]]);
  });
});
