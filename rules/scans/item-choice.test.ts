import { describe, expect, it } from 'vitest';
import { choiceOfItem } from './item-choice';

describe('choiceOfItem', () => {
  it('keeps a database food in its portion, else in grams within the bounds; a named food by name', () => {
    const portion = { label: '1 large', grams: 50, quantity: 2 };
    expect(choiceOfItem({ foodId: 'builtin-egg', name: 'Egg', grams: 100, portion })).toEqual({
      foodId: 'builtin-egg',
      portion: { label: '1 large', quantity: 2 },
    });
    expect(choiceOfItem({ foodId: 'builtin-rice', name: 'Rice', grams: 9000, portion: null })).toEqual({
      foodId: 'builtin-rice',
      grams: 5000,
    });
    expect(choiceOfItem({ foodId: null, name: 'Toast', grams: 0.4, portion: null })).toEqual({
      name: 'Toast',
      grams: 1,
    });
  });
});
