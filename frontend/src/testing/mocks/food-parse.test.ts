import { describe, expect, it } from 'vitest';
import { parseMockFoods } from './food-parse';

describe('the mock parser', () => {
  it('reads the issue’s sentence as three foods of the mock database, in their portions', () => {
    const { items, unmatched } = parseMockFoods('a bowl of cornflakes with semi-skimmed milk and a mug of tea');
    expect(items.map((item) => [item.name, item.portion?.label, item.grams])).toEqual([
      ['Corn flakes', expect.stringContaining('bowl'), expect.any(Number)],
      ['Semi-skimmed milk', expect.any(String), expect.any(Number)],
      ['Tea', '1 mug (12 fl oz)', 360],
    ]);
    expect(items.every((item) => item.calories !== null && item.calories >= 0)).toBe(true);
    expect(unmatched).toEqual([]);
  });

  it('reads counts and measured amounts, and lists words that name no food', () => {
    const { items, unmatched } = parseMockFoods('2 eggs, 250 ml orange juice and xyzzy');
    expect(items.map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['Egg', 2, null],
      ['Orange juice', 250, 'ml'],
    ]);
    expect(items[1]!.grams).toBe(250);
    expect(unmatched).toEqual(['xyzzy']);
  });
});
