import { describe, expect, it } from 'vitest';
import { novaGroup } from './nova';

describe('NOVA', () => {
  it('puts additive-laden ingredient lists in group 4', () => {
    expect(
      novaGroup({
        name: 'Strawberry yogurt',
        ingredients: 'milk, sugar, strawberries, modified corn starch, natural flavour',
      }),
    ).toBe(4);
  });
  it('reads the name when there is no ingredient list', () => {
    expect(novaGroup({ name: 'Banana, raw' })).toBe(1);
    expect(novaGroup({ name: 'Olive oil' })).toBe(2);
    expect(novaGroup({ name: 'Cheddar cheese' })).toBe(3);
    expect(novaGroup({ name: 'Chocolate chip cookies' })).toBe(4);
    expect(novaGroup({ name: 'Cola soda' })).toBe(4);
  });
});
