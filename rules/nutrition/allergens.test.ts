import { describe, expect, it } from 'vitest';
import { detectAllergens } from './allergens';

describe('allergens', () => {
  it('finds the allergens in an ingredient list, in a stable order', () => {
    expect(detectAllergens('Pancakes', 'wheat flour, milk, eggs, butter, baking powder')).toEqual([
      'Milk',
      'Egg',
      'Gluten',
    ]);
  });
  it('ignores look-alikes', () => {
    expect(
      detectAllergens('Thai curry', 'coconut milk, eggplant, nutmeg, rice noodles, buckwheat groats, butternut squash'),
    ).toEqual([]);
  });
  it('still finds real milk next to coconut milk', () => {
    expect(detectAllergens('coconut milk and cow milk')).toEqual(['Milk']);
  });
  it('knows shellfish, nuts, sesame and soy', () => {
    expect(detectAllergens('Shrimp pad thai with peanuts, tofu and sesame oil')).toEqual([
      'Crustaceans',
      'Peanuts',
      'Soy',
      'Sesame',
    ]);
  });
});
