import { describe, expect, it } from 'vitest';
import type { ParsedFoodItem } from '@/client';
import { createFormatters } from '@/lib/i18n/format';
import { makeIntl } from '@/lib/i18n/intl';
import { messages } from '@/lib/i18n/messages/en';
import { choiceOf } from './item-rows';
import { parseableText, rowAmountText, rowCalories, rowOf, totalCalories, type WordsRow } from './words-rows';

const item = (over: Partial<ParsedFoodItem>): ParsedFoodItem => ({
  text: '2 large eggs',
  foodId: 'builtin-egg',
  name: 'Egg',
  quantity: 2,
  unit: null,
  portion: { label: '1 large', grams: 50, quantity: 2 },
  grams: 100,
  calories: 143,
  kcalPer100g: 143,
  protein: 12.6,
  carbs: 0.7,
  fat: 9.5,
  confidence: 100,
  alternatives: [],
  ...over,
});

const metric = createFormatters(makeIntl('en-GB', messages), {
  energy: 'kcal',
  mass: 'g',
  volume: 'ml',
  body: 'metric',
});
const us = createFormatters(makeIntl('en-US', messages), {
  energy: 'kcal',
  mass: 'oz',
  volume: 'fl oz',
  body: 'imperial',
});

describe('a parsed item as a row', () => {
  it('keeps a count of a household portion, and logs it as that portion', () => {
    const row = rowOf(item({}), 0);
    expect(rowAmountText(row, metric)).toBe('2 × 1 large');
    expect(rowCalories(row)).toBe(143);
    expect(choiceOf(row)).toEqual({ foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } });
  });

  it('shows a single portion by its label alone', () => {
    const row = rowOf(item({ portion: { label: '1 mug (12 fl oz)', grams: 360, quantity: 1 }, unit: 'mug' }), 0);
    // The measure in the label reads in the reader's units: millilitres here, fluid ounces in the US.
    expect(rowAmountText(row, metric)).toBe('1 mug (355 ml)');
    expect(rowAmountText(row, us)).toBe('1 mug (12 fl oz)');
  });

  it('keeps a measured amount as said, and logs its grams', () => {
    const row = rowOf(
      item({
        text: '250 ml orange juice',
        foodId: 'builtin-orange-juice',
        quantity: 250,
        unit: 'ml',
        portion: { label: '1 cup', grams: 248, quantity: 1.057 },
        grams: 262.1,
        calories: 118,
      }),
      1,
    );
    expect(rowAmountText(row, metric)).toBe('250 ml');
    expect(rowAmountText(row, us)).toBe('250 ml');
    expect(choiceOf(row)).toEqual({ foodId: 'builtin-orange-juice', grams: 262.1 });
  });

  // A British pint of milk and a dash of it, both weighed through the food's cup; a dash is logged
  // as the least an item may weigh.
  it.each([
    { unit: 'pint', cups: 2.402, grams: 586.1, logged: 586.1 },
    { unit: 'dash', cups: 0.003, grams: 0.6, logged: 1 },
  ])('keeps a $unit as said, whichever portion weighed it', ({ unit, cups, grams, logged }) => {
    const row = rowOf(
      item({
        text: `a ${unit} of milk`,
        foodId: 'builtin-whole-milk',
        quantity: 1,
        unit,
        portion: { label: '1 cup', grams: 244, quantity: cups },
        grams,
        calories: Math.round(grams * 0.61),
      }),
      0,
    );
    expect(rowAmountText(row, metric)).toBe(`1 ${unit}`);
    expect(choiceOf(row)).toEqual({ foodId: 'builtin-whole-milk', grams: logged });
  });

  it('scales calories with the amount the user sets', () => {
    const row: WordsRow = { ...rowOf(item({}), 0), amount: { kind: 'grams', grams: 200 }, said: null };
    expect(rowAmountText(row, metric)).toBe('200 g');
    // A weight the user set shows in their unit; what they said stays as they said it.
    expect(rowAmountText(row, us)).toBe('7.1 oz');
    expect(rowCalories(row)).toBe(286);
  });

  it('has no total when any row’s calories are not known', () => {
    const known = rowOf(item({}), 0);
    const unknown = rowOf(item({ calories: null, kcalPer100g: null }), 1);
    expect(totalCalories([known, known])).toBe(286);
    expect(totalCalories([known, unknown])).toBeNull();
  });

  it('rounds the total once, as the logged meal does, not each row first', () => {
    // 0.6 kcal/g: 1.4 g is 0.84 kcal, shown as 1 kcal a row; four of them are 3.36 kcal, so 3, not 4.
    const row: WordsRow = {
      ...rowOf(item({}), 0),
      kcalPerGram: 0.6,
      amount: { kind: 'grams', grams: 1.4 },
      said: null,
    };
    expect(rowCalories(row)).toBe(1);
    expect(totalCalories([row, row, row, row])).toBe(3);
  });

  it('works from the food’s energy per 100 g, not from each item’s rounded calories', () => {
    // Rounded, the items say 143 + 85 + 112 = 340 kcal; the meal, summed first, is 339.4 kcal.
    const rows = [
      item({ grams: 100, calories: 143, kcalPer100g: 143 }),
      item({ grams: 27, calories: 85, kcalPer100g: 314, portion: { label: '1 slice', grams: 27, quantity: 1 } }),
      item({ grams: 248, calories: 112, kcalPer100g: 45, portion: { label: '1 cup', grams: 248, quantity: 1 } }),
    ].map(rowOf);
    expect(rows.map(rowCalories)).toEqual([143, 85, 112]);
    expect(totalCalories(rows)).toBe(339);
  });
});

describe('the text sent to the parser', () => {
  it('is trimmed, and nothing when blank or over 500 characters', () => {
    expect(parseableText('  2 eggs ')).toBe('2 eggs');
    expect(parseableText('   ')).toBeNull();
    expect(parseableText('a'.repeat(501))).toBeNull();
  });
});
