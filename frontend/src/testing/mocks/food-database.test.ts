import { describe, expect, it } from 'vitest';
import { findMockFood, mockFoodNutrition, mockFoods, searchMockFoods } from './food-database';

describe('the mock food database', () => {
  it('holds the API’s built-in foods, with their numbers and portions from the same file', () => {
    expect(mockFoods.length).toBeGreaterThan(400);
    expect(findMockFood('builtin-banana')).toMatchObject({
      name: 'Banana',
      category: 'Produce',
      type: 'Generic',
      energyKcal: 89,
      proteinG: 1.1,
    });
    // Its usual serving first, then the household portions people say, as the API has them.
    const portions = findMockFood('builtin-banana')!.portions;
    expect(portions[0]).toEqual({ label: '1 medium', grams: 118 });
    expect(portions.length).toBeGreaterThan(1);
  });

  it('searches as the API does: whole words, the best match first', () => {
    const names = (query: string) => searchMockFoods(query).map((food) => food.name);
    expect(names('apple')[0]).toBe('Apple');
    expect(names('apple')).toContain('Granny Smith apple');
    expect(names('apple')).not.toContain('Pineapple');
    expect(names('orange')[0]).toBe('Orange');
    expect(names('egg')[0]).toBe('Egg');
  });

  it('adds a branded food, which the built-in file does not have', () => {
    expect(searchMockFoods('oat bar')).toContainEqual(
      expect.objectContaining({ id: 'fdc-2700101', brand: 'Orchard Co', type: 'Brand' }),
    );
  });

  it('answers a food’s nutrition per serving from the shared nutrition rules', () => {
    const nutrition = mockFoodNutrition(findMockFood('builtin-apple')!);
    expect(nutrition).toMatchObject({
      foodId: 'builtin-apple',
      servingSize: '1 medium (182 g)',
      calories: 95,
      processingLevel: 'Unprocessed or minimally processed',
    });
  });
});
