import { describe, expect, it } from 'vitest';
import type { FoodEntity } from '../../../src/features/foods/food.entity';
import type { Recognition } from '../../../src/features/recognition/chain/recognizer-chain';
import {
  composePlate,
  dishName,
  NOT_IDENTIFIED,
  scanFields,
  toScanItem,
  unidentifiedPlate,
  type ResolvedItem,
} from '../../../src/features/scans/scan-pipeline';

const recognition: Pick<Recognition, 'provider' | 'label' | 'ingredients' | 'allergens'> = {
  provider: 'openai',
  label: null,
  ingredients: [],
  allergens: [],
};

/** An item with known numbers per 100 g and no database row. */
const item = (name: string, grams: number, per100g: ResolvedItem['per100g'], confidence: number | null = 0.9) =>
  ({ name, grams, portion: null, food: null, per100g, source: 'estimate', confidence }) satisfies ResolvedItem;

const rice = { energyKcal: 130, proteinG: 2.7, carbohydrateG: 28.2, fatG: 0.3, fibreG: 0.4, sugarsG: 0.1, sodiumMg: 1 };

describe('dishName', () => {
  it('names one food by itself, capitalised', () => {
    expect(dishName(['greek salad'])).toBe('Greek salad');
  });

  it('joins two foods with "and", the second in lower case', () => {
    expect(dishName(['Rice', 'Chicken curry'])).toBe('Rice and chicken curry');
  });

  it('lists three or more with commas, "and" before the last', () => {
    expect(dishName(['toast', 'egg', 'avocado'])).toBe('Toast, egg and avocado');
  });

  it('counts a food named twice, or with spaces around it, once, and skips blank names', () => {
    expect(dishName(['Rice', ' Rice ', '', '  ', 'Beans'])).toBe('Rice and beans');
  });

  it('is "Not identified" with no names', () => {
    expect(dishName([])).toBe(NOT_IDENTIFIED);
    expect(dishName(['   '])).toBe(NOT_IDENTIFIED);
  });

  it('is at most 200 characters', () => {
    const long = dishName(Array.from({ length: 40 }, (_, i) => `food number ${i}`));
    expect(long).toHaveLength(200);
    expect(long.startsWith('Food number 0, food number 1')).toBe(true);
  });
});

describe('composePlate', () => {
  it('names the dish from its items and weights the confidence by grams', () => {
    const plate = composePlate(recognition, [item('Rice', 300, rice, 0.5), item('Chicken curry', 100, rice, 1)]);
    expect(plate.foodName).toBe('Rice and chicken curry');
    expect(plate.identification).toEqual({ status: 'identified', provider: 'openai', reason: null });
    // (0.5 × 300 + 1 × 100) / 400 = 62.5 %
    expect(plate.confidence).toBe(63);
  });

  it('counts an item the user chose (no confidence) as certain', () => {
    expect(composePlate(recognition, [item('Rice', 100, rice, null)]).confidence).toBe(100);
  });
});

describe('unidentifiedPlate', () => {
  it('tells "not food" from "no food found", keeping the recognizer that said so', () => {
    const notFood = unidentifiedPlate({ ...recognition, kind: 'not-food', items: [], barcode: null }, null);
    expect(notFood.identification).toEqual({
      status: 'not_food',
      provider: 'openai',
      reason: 'The photo does not seem to show food.',
    });
    const none = unidentifiedPlate(null, null);
    expect(none.identification).toEqual({
      status: 'unidentified',
      provider: null,
      reason: 'No food was found in this photo.',
    });
    expect(unidentifiedPlate(null, 'Photo recognition is off.').identification.reason).toBe(
      'Photo recognition is off.',
    );
    expect(none).toMatchObject({ foodName: NOT_IDENTIFIED, items: [], suggestions: [], confidence: null });
  });
});

describe('scanFields', () => {
  it('sums the items into the row: kcal rounded, grams to one decimal, as numbers only', () => {
    const fields = scanFields(composePlate(recognition, [item('Rice', 150, rice), item('Rice', 50, rice)]));
    // 200 g of rice: 260 kcal, 5.4 g protein, 56.4 g carbs, 0.6 g fat, 0.8 g fibre, 2 mg sodium.
    expect(fields).toMatchObject({
      calories: 260,
      proteinG: 5.4,
      carbsG: 56.4,
      fatG: 0.6,
      fibreG: 0.8,
      sugarG: 0.2,
      sodiumMg: 2,
    });
    expect(fields.items.map((i) => i.calories)).toEqual([195, 65]);
  });

  it('leaves every number unknown (null, never 0) when no item has numbers', () => {
    const fields = scanFields(composePlate(recognition, [item('Mystery stew', 250, null)]));
    expect(fields.foodName).toBe('Mystery stew');
    for (const key of ['calories', 'proteinG', 'carbsG', 'fatG', 'fibreG', 'sugarG', 'sodiumMg'] as const) {
      expect(fields[key], key).toBeNull();
    }
    expect(fields.nutritionalInfo).toBeNull();
    expect(fields.items[0]).toMatchObject({ name: 'Mystery stew', grams: 250, calories: null, protein: null });
  });

  it('gives a scan that is not identified no ingredients and no numbers', () => {
    const fields = scanFields(unidentifiedPlate(null, null));
    expect(fields).toMatchObject({ foodName: NOT_IDENTIFIED, calories: null, ingredients: [], items: [] });
  });
});

describe('toScanItem', () => {
  const banana = { id: 'builtin-banana', name: 'Banana' } as FoodEntity;

  it('rounds kcal and sodium to whole numbers, grams and macros to one decimal, confidence to a percent', () => {
    const scanItem = toScanItem(
      { ...item('Banana', 118.04, null, 0.876), food: banana, source: 'database' },
      {
        energyKcal: 105.02,
        proteinG: 1.287,
        carbohydrateG: 26.95,
        fatG: 0.389,
        fibreG: 3.07,
        sugarsG: 14.43,
        saturatedFatG: 0.13,
        sodiumMg: 1.18,
      },
    );
    expect(scanItem).toEqual({
      foodId: 'builtin-banana',
      name: 'Banana',
      grams: 118,
      portion: null,
      calories: 105,
      protein: 1.3,
      carbs: 27,
      fat: 0.4,
      fibre: 3.1,
      sugar: 14.4,
      sodium: 1,
      source: 'database',
      confidence: 88,
    });
  });

  it('keeps unknown amounts and a chosen food’s confidence as null', () => {
    const scanItem = toScanItem(item('Soup', 200, null, null), null);
    expect(scanItem).toMatchObject({ foodId: null, calories: null, sodium: null, confidence: null });
  });
});
