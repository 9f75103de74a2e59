import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/errors';
import type { FoodEntity, FoodPortionEntity } from '../../../src/features/foods/food.entity';
import type { FoodService } from '../../../src/features/foods/food.service';
import { resolveChoices, trainingCategoryOf } from '../../../src/features/scans/scan-corrections';
import type { ScanItemChoice } from '../../../src/generated/types.gen';

const egg = { id: 'builtin-egg', name: 'Egg', category: 'Dairy & Eggs', energyKcal: 143 } as FoodEntity;
const portions: Record<string, Pick<FoodPortionEntity, 'description' | 'grams'>[]> = {
  'builtin-egg': [
    { description: '1 large', grams: 50 },
    { description: '1 jumbo', grams: 63 },
  ],
};

/** Each look-up the fake food database answered, with the ids it was asked for. */
const lookups: string[][] = [];

/** The food database with one food, the egg, and its two portions; it answers only batched look-ups. */
const foods = {
  lookup: async (ids: Iterable<string>) => {
    const wanted = [...ids];
    lookups.push(wanted);
    const found = wanted.includes(egg.id) ? [egg] : [];
    return {
      foods: new Map(found.map((food) => [food.id, food])),
      portions: new Map(found.map((food) => [food.id, portions[food.id] as FoodPortionEntity[]])),
    };
  },
} as unknown as FoodService;

const refusal = async (choices: ScanItemChoice[]) => {
  const error = await resolveChoices(foods, choices).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).details?.map((d) => d.path);
};

describe('resolveChoices', () => {
  it('takes a food in a named portion: its grams times the quantity, numbers from the database', async () => {
    const [item] = await resolveChoices(foods, [{ foodId: 'builtin-egg', portion: { label: '1 jumbo', quantity: 2 } }]);
    expect(item).toMatchObject({
      name: 'Egg',
      grams: 126,
      portion: { label: '1 jumbo', grams: 63, quantity: 2 },
      source: 'database',
      confidence: null,
    });
    expect(item!.per100g).toBe(egg);
  });

  it('takes a food in grams with no portion, and in its usual portion when neither is given', async () => {
    const [inGrams, usual] = await resolveChoices(foods, [
      { foodId: 'builtin-egg', grams: 80 },
      { foodId: 'builtin-egg' },
    ]);
    expect(inGrams).toMatchObject({ grams: 80, portion: null });
    expect(usual).toMatchObject({ grams: 50, portion: { label: '1 large', grams: 50, quantity: 1 } });
  });

  it('keeps a food the database lacks by its trimmed name, its numbers unknown, never 0', async () => {
    const [item] = await resolveChoices(foods, [{ name: '  Grandma’s stew ', grams: 300 }]);
    expect(item).toEqual({
      name: 'Grandma’s stew',
      grams: 300,
      portion: null,
      food: null,
      per100g: null,
      source: 'user',
      confidence: null,
    });
  });

  it('refuses an unknown food, or a portion the food does not have, naming the item', async () => {
    expect(await refusal([{ foodId: 'builtin-egg' }, { foodId: 'builtin-unicorn' }])).toEqual(['body.items.1.foodId']);
    expect(await refusal([{ foodId: 'builtin-egg', portion: { label: '1 slice', quantity: 1 } }])).toEqual([
      'body.items.0.portion.label',
    ]);
  });

  it('looks every food up in one go, however many the choices name', async () => {
    lookups.length = 0;
    await resolveChoices(foods, [
      { foodId: 'builtin-egg' },
      { name: 'Toast', grams: 40 },
      { foodId: 'builtin-egg', grams: 80 },
    ]);
    expect(lookups).toEqual([['builtin-egg', 'builtin-egg']]);
  });

  it('refuses a portion weighing over 5000 g in all', async () => {
    expect(await refusal([{ foodId: 'builtin-egg', portion: { label: '1 large', quantity: 101 } }])).toEqual([
      'body.items.0.portion.quantity',
    ]);
    const [fine] = await resolveChoices(foods, [
      { foodId: 'builtin-egg', portion: { label: '1 large', quantity: 100 } },
    ]);
    expect(fine!.grams).toBe(5000);
  });
});

describe('trainingCategoryOf', () => {
  it('is the Training category named like the food’s own category, whatever its case', () => {
    expect(trainingCategoryOf({ category: 'Dairy & Eggs' })).toBe('dairy_eggs');
    expect(trainingCategoryOf({ category: 'produce' })).toBe('produce');
    expect(trainingCategoryOf({ category: 'Snacks & Sweets' })).toBe('snacks_sweets');
  });

  it('is Pantry/Dry Goods for a category of no shelf, no category, or no food', () => {
    expect(trainingCategoryOf({ category: 'Prepared dishes' })).toBe('pantry_dry_goods');
    expect(trainingCategoryOf({ category: null })).toBe('pantry_dry_goods');
    expect(trainingCategoryOf(null)).toBe('pantry_dry_goods');
  });
});
