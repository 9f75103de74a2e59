import { describe, expect, it } from 'vitest';
import { parseMockFoods } from './food-parse';

describe('the mock parser (the API’s rules over the mock food list)', () => {
  it('reads the issue’s sentence as three foods of the mock database, in their portions', async () => {
    const { items, unmatched } = await parseMockFoods('a bowl of cornflakes with semi-skimmed milk and a mug of tea');
    expect(items.map((item) => [item.name, item.portion?.label, item.grams])).toEqual([
      ['Corn flakes', expect.stringContaining('bowl'), expect.any(Number)],
      ['Semi-skimmed milk', expect.any(String), expect.any(Number)],
      ['Tea', '1 mug (12 fl oz)', 360],
    ]);
    expect(items.every((item) => item.calories !== null && item.calories >= 0)).toBe(true);
    expect(unmatched).toEqual([]);
  });

  it('reads counts and measured amounts, and lists words that name no food', async () => {
    const { items, unmatched } = await parseMockFoods('2 eggs, 250 ml orange juice and xyzzy');
    expect(items.map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['Egg', 2, null],
      ['Orange juice', 250, 'ml'],
    ]);
    // A volume is weighed through the food's own cup portion (juice is denser than water).
    expect(items[1]!.grams).toBeGreaterThan(250);
    expect(items[1]!.grams).toBeLessThan(270);
    expect(unmatched).toEqual(['xyzzy']);
  });

  it('reads Spanish and German as the API does, naming the foods in the asked language', async () => {
    const read = async (text: string, language: 'en' | 'es' | 'de') =>
      (await parseMockFoods(text, language)).items.map((item) => [item.name, item.quantity, item.unit]);
    expect(await read('zwei Scheiben Brot und ein Apfel', 'de')).toEqual([
      ['Weißbrot', 2, 'slice'],
      ['Apfel', 1, null],
    ]);
    expect(await read('medio aguacate', 'es')).toEqual([['Aguacate', 0.5, null]]);
    expect(await read('un vaso de leche', 'en')).toEqual([['Whole milk', 1, 'glass']]);
  });

  it('labels the portions in the asked language, as the API does', async () => {
    const portion = async (text: string, language: 'en' | 'es' | 'de') =>
      (await parseMockFoods(text, language)).items[0]?.portion;
    expect(await portion('ein Apfel', 'de')).toEqual({ label: '1 Stück (mittel)', grams: 182, quantity: 1 });
    expect(await portion('un vaso de leche', 'es')).toMatchObject({ label: '1 vaso (8 fl oz)', quantity: 1 });
    expect(await portion('an apple', 'en')).toMatchObject({ label: '1 medium', grams: 182 });
  });
});
