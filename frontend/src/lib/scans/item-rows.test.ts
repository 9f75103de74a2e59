import { describe, expect, it } from 'vitest';
import { amountProblem, choiceOf, gramsOf } from './item-rows';

const weight = { id: 'items.amount.weightBetween', minGrams: 1, maxGrams: 5000 };
const howMany = { id: 'items.amount.howManyAboveZero' };

describe('amounts the server refuses', () => {
  it.each([
    [{ kind: 'grams', grams: 0 } as const, weight],
    [{ kind: 'grams', grams: 5001 } as const, weight],
    [{ kind: 'grams', grams: NaN } as const, weight],
    [{ kind: 'portion', label: '1 cup', grams: 240, quantity: 0 } as const, howMany],
    [{ kind: 'portion', label: '1 cup', grams: 240, quantity: NaN } as const, howMany],
    [
      { kind: 'portion', label: '1 cup', grams: 240, quantity: 51 } as const,
      { id: 'items.amount.atMostPortions', max: 50 },
    ],
    // Few enough portions, but too heavy together.
    [{ kind: 'portion', label: '1 cup', grams: 240, quantity: 30 } as const, weight],
  ])('%o', (amount, problem) => {
    expect(amountProblem(amount)).toEqual(problem);
  });

  it('takes an amount within the limits, and weighs a portion by its count', () => {
    expect(amountProblem({ kind: 'grams', grams: 150 })).toBeNull();
    expect(amountProblem({ kind: 'portion', label: '1 cup', grams: 240, quantity: 1.5 })).toBeNull();
    expect(gramsOf({ kind: 'portion', label: '1 cup', grams: 240, quantity: 1.5 })).toBe(360);
  });
});

describe('a row as the contract takes it', () => {
  it('sends a portion by its label and count, grams as grams to a tenth, a named food in grams', () => {
    expect(
      choiceOf({ foodId: 'egg', name: 'Egg', amount: { kind: 'portion', label: '1 large', grams: 50, quantity: 2 } }),
    ).toEqual({ foodId: 'egg', portion: { label: '1 large', quantity: 2 } });
    expect(choiceOf({ foodId: 'rice', name: 'Rice', amount: { kind: 'grams', grams: 180.04 } })).toEqual({
      foodId: 'rice',
      grams: 180,
    });
    expect(choiceOf({ foodId: null, name: 'Stew', amount: { kind: 'grams', grams: 250 } })).toEqual({
      name: 'Stew',
      grams: 250,
    });
  });

  it('sends more portions than the server counts as their grams, within its limits', () => {
    expect(
      choiceOf({ foodId: 'pea', name: 'Pea', amount: { kind: 'portion', label: '1 pea', grams: 0.2, quantity: 60 } }),
    ).toEqual({ foodId: 'pea', grams: 12 });
    expect(choiceOf({ foodId: 'x', name: 'X', amount: { kind: 'grams', grams: 9000 } })).toEqual({
      foodId: 'x',
      grams: 5000,
    });
  });
});
