import { describe, expect, it } from 'vitest';
import type { FoodEntity } from '../../../src/features/foods/food.entity';
import type { FoodService } from '../../../src/features/foods/food.service';
import type { RecognizedItem } from '../../../src/features/recognition/chain/recognizer-chain';
import { isGoodMatch, matchToDatabase } from '../../../src/features/scans/food-matching';

const food = (name: string, aliases: string | null = null) => ({ name, aliases });

describe('isGoodMatch', () => {
  it('needs at least half of the item’s words in the food’s name or aliases', () => {
    expect(isGoodMatch('chicken curry', food('Chicken curry with rice'))).toBe(true);
    expect(isGoodMatch('red curry', food('Chicken curry'))).toBe(true); // 1 of 2
    expect(isGoodMatch('spicy red curry', food('Chicken curry'))).toBe(false); // 1 of 3
    expect(isGoodMatch('zucchini', food('Courgette', 'courgette|zucchini'))).toBe(true);
  });

  it('takes plurals for the same word both ways, and accents and case as nothing', () => {
    expect(isGoodMatch('bananas', food('Banana'))).toBe(true);
    expect(isGoodMatch('tomatoes', food('Tomato'))).toBe(true);
    expect(isGoodMatch('apple', food('Apples'))).toBe(true);
    expect(isGoodMatch('CRÈME BRÛLÉE', food('Creme brulee'))).toBe(true);
  });

  it('matches whole words only, and nothing for an empty name', () => {
    expect(isGoodMatch('apple', food('Pineapple'))).toBe(false);
    expect(isGoodMatch('', food('Apple'))).toBe(false);
    expect(isGoodMatch('!!', food('Apple'))).toBe(false);
  });
});

describe('matchToDatabase', () => {
  const rows: Record<string, FoodEntity> = {
    'builtin-banana': { id: 'builtin-banana', name: 'Banana', aliases: null } as FoodEntity,
    'builtin-pineapple': { id: 'builtin-pineapple', name: 'Pineapple', aliases: null } as FoodEntity,
  };
  /** A search that needs every word of the query (singular) in the food's name, as the real one does. */
  const searches: string[] = [];
  const foods = {
    findById: async (id: string) => rows[id] ?? null,
    search: async (query: string) => {
      searches.push(query);
      const words = query
        .toLowerCase()
        .split(' ')
        .map((w) => w.replace(/s$/, ''));
      return Object.values(rows).filter((row) => words.every((w) => row.name.toLowerCase().includes(w)));
    },
  } as unknown as FoodService;
  const item = (name: string, foodId: string | null = null) => ({ name, foodId }) as RecognizedItem;

  it('retries a name word by word, longest first, when the whole name finds nothing', async () => {
    searches.length = 0;
    const [match] = await matchToDatabase([item('market bananas')], foods);
    expect(match!.food?.id).toBe('builtin-banana');
    expect(searches).toEqual(['market bananas', 'bananas']);
  });

  it('takes a hit only when it is the same food, and the recognizer’s own food id without searching', async () => {
    searches.length = 0;
    const [apple, known] = await matchToDatabase([item('apple'), item('Some fruit', 'builtin-pineapple')], foods);
    expect(apple!.food).toBeNull(); // 'Pineapple' contains 'apple' but is another food
    expect(known!.food?.id).toBe('builtin-pineapple');
    expect(searches).toEqual(['apple']);
  });
});
