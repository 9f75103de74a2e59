import { describe, expect, it } from 'vitest';
import { scannedScan } from './fixtures';
import {
  correctedScan,
  findMockFood,
  mockFoodNutrition,
  mockFoods,
  mockLanguage,
  mockPint,
  MockInputError,
  searchMockFoods,
} from './food-database';

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

  it('finds built-in foods by their Spanish and German names and names them in the asked language', () => {
    expect(searchMockFoods('apfel', 10, 'de')[0]).toMatchObject({ id: 'builtin-apple', name: 'Apfel' });
    expect(searchMockFoods('platano', 10, 'es')[0]).toMatchObject({ id: 'builtin-banana', name: 'Plátano' });
    expect(searchMockFoods('platano')[0]).toMatchObject({ id: 'builtin-banana', name: 'Banana' });
    expect(mockFoodNutrition(findMockFood('builtin-scrambled-eggs')!, 'de').foodName).toBe('Rührei');
  });

  it('labels portions in the asked language and takes them back by that label, as the API does', () => {
    const apple = mockFoodNutrition(findMockFood('builtin-apple')!, 'de');
    expect(apple.servingSize).toBe('1 Stück (mittel) (182 g)');
    expect(apple.portions.slice(0, 2)).toEqual([
      { label: '1 Stück (mittel)', grams: 182 },
      { label: '1 Stück (klein)', grams: 149 },
    ]);
    const scan = scannedScan;
    const chosen = correctedScan(scan, [
      { foodId: 'builtin-apple', portion: { label: '1 Stück (klein)', quantity: 2 } },
    ]);
    expect(chosen.items[0]).toMatchObject({ grams: 298, portion: { label: '1 small', grams: 149, quantity: 2 } });
    expect(() =>
      correctedScan(scan, [{ foodId: 'builtin-apple', portion: { label: '1 Stück (riesig)', quantity: 1 } }]),
    ).toThrow(MockInputError);
  });

  it('reads the language from Accept-Language as the API does', () => {
    expect(mockLanguage('de-AT, de;q=0.9, en;q=0.5')).toBe('de');
    expect(mockLanguage('fr, es;q=0.8')).toBe('es');
    expect(mockLanguage('fr')).toBe('en');
    expect(mockLanguage(null)).toBe('en');
  });

  it('reads the pint from Accept-Language as the API does', () => {
    expect(mockPint('en-GB,en;q=0.8')).toBe('imperial');
    expect(mockPint('en;q=0.5, de-DE')).toBe('imperial');
    expect(mockPint('en-US')).toBe('us');
    expect(mockPint('en')).toBe('us');
    expect(mockPint(null)).toBe('us');
  });
});
