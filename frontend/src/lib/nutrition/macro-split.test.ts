import { describe, expect, it } from 'vitest';
import { macroSplit } from './macro-split';

describe('macroSplit', () => {
  it('is the share of energy from each macro, adding to 100', () => {
    const split = macroSplit([
      { protein: 50, carbs: 200, fat: 60 },
      { protein: 25, carbs: 100, fat: 10 },
    ]);
    // 300 kcal protein, 1200 kcal carbs, 630 kcal fat of 2130
    expect(split.map((m) => [m.key, m.grams, m.percent])).toEqual([
      ['protein', 75, 14],
      ['carbs', 300, 56],
      ['fat', 70, 30],
    ]);
    expect(split.reduce((t, m) => t + m.percent, 0)).toBe(100);
  });

  it('is empty when nothing was eaten', () => {
    expect(macroSplit([{ protein: 0, carbs: 0, fat: 0 }])).toEqual([]);
  });
});
