import { describe, expect, it } from 'vitest';
import type { ScanItem } from '@/client';
import { createFormatters } from '@/lib/i18n/format';
import { makeIntl } from '@/lib/i18n/intl';
import { messages } from '@/lib/i18n/messages/en';
import { choiceOf } from '@/lib/scans/item-rows';
import {
  amountText,
  correctionOf,
  draftFood,
  draftNamedFood,
  draftOf,
  draftOfWords,
  previewOf,
} from './correction-rules';

const banana: ScanItem = {
  foodId: 'builtin-banana',
  name: 'Banana',
  grams: 118,
  portion: { label: '1 medium', grams: 118, quantity: 1 },
  calories: 105,
  protein: 1.3,
  carbs: 26.9,
  fat: 0.4,
  fibre: 3.1,
  sugar: 14.4,
  sodium: 1,
  source: 'database',
  confidence: 91,
};
const rice: ScanItem = { ...banana, foodId: 'builtin-rice', name: 'Rice', grams: 180, portion: null };

describe('a meal being edited', () => {
  it('keeps each amount as it was given: a portion stays a portion, grams stay grams', () => {
    const [b, r] = draftOf([banana, rice]);
    expect(b).toMatchObject({ foodId: 'builtin-banana', amount: { kind: 'portion', label: '1 medium', quantity: 1 } });
    expect(r).toMatchObject({ foodId: 'builtin-rice', amount: { kind: 'grams', grams: 180 } });
    expect(b!.key).not.toBe(r!.key);
  });

  it('sends a portion by its label and count, grams as grams, and a named food in grams', () => {
    const [b, r] = draftOf([banana, rice]);
    expect(choiceOf({ ...b!, amount: { kind: 'portion', label: '1 medium', grams: 118, quantity: 2 } })).toEqual({
      foodId: 'builtin-banana',
      portion: { label: '1 medium', quantity: 2 },
    });
    expect(choiceOf(r!)).toEqual({ foodId: 'builtin-rice', grams: 180 });
    expect(choiceOf(draftNamedFood("  Grandma's stew ", 250))).toEqual({ name: "Grandma's stew", grams: 250 });
  });

  it('takes a picked food in its usual portion, else 100 g', () => {
    expect(draftFood({ id: 'builtin-egg', name: 'Egg' }, { label: '1 large', grams: 50 }).amount).toEqual({
      kind: 'portion',
      label: '1 large',
      grams: 50,
      quantity: 1,
    });
    expect(draftFood({ id: 'x', name: 'X' }, null).amount).toEqual({ kind: 'grams', grams: 100 });
  });

  it('takes foods read from words as new rows, each in its amount', () => {
    const [egg, tea] = draftOfWords([
      { foodId: 'egg', name: 'Egg', amount: { kind: 'portion', label: '1 large', grams: 50, quantity: 2 } },
      { foodId: 'tea', name: 'Tea', amount: { kind: 'grams', grams: 360 } },
    ]);
    expect(egg).toMatchObject({ foodId: 'egg', name: 'Egg', amount: { kind: 'portion', quantity: 2 } });
    expect(tea).toMatchObject({ foodId: 'tea', amount: { kind: 'grams', grams: 360 } });
    expect(egg!.key).not.toBe(tea!.key);
  });

  it('makes no correction while a row cannot be saved, or without any row', () => {
    const rows = draftOf([banana]);
    expect(correctionOf(rows, '  after the run ', true, 'snack')).toEqual({
      items: [{ foodId: 'builtin-banana', portion: { label: '1 medium', quantity: 1 } }],
      note: 'after the run',
      meal: 'snack',
      learn: true,
    });
    expect(correctionOf(rows, '', false, 'lunch')).toMatchObject({ note: null, learn: false, meal: 'lunch' });
    expect(correctionOf([], '', true, 'lunch')).toBeNull();
    expect(correctionOf([{ ...rows[0]!, amount: { kind: 'grams', grams: 0 } }], '', true, 'lunch')).toBeNull();
    expect(correctionOf(rows, 'x'.repeat(501), true, 'lunch')).toBeNull();
  });

  it('computes the totals from the rows alone, once every row can be saved', () => {
    const rows = draftOf([banana, rice]);
    expect(previewOf(rows)).toEqual({
      items: [
        { foodId: 'builtin-banana', portion: { label: '1 medium', quantity: 1 } },
        { foodId: 'builtin-rice', grams: 180 },
      ],
    });
    expect(previewOf([])).toBeNull();
    expect(previewOf([rows[0]!, { ...rows[1]!, amount: { kind: 'grams', grams: 0 } }])).toBeNull();
  });
});

describe('amountText', () => {
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

  it("names the portion and its weight, in the reader's unit", () => {
    expect(amountText(banana, metric)).toBe('1 medium · 118 g');
    expect(amountText({ grams: 236, portion: { label: '1 medium', grams: 118, quantity: 2 } }, metric)).toBe(
      '2 × 1 medium · 236 g',
    );
    expect(amountText({ grams: 7.25, portion: null }, metric)).toBe('7.3 g');
    expect(amountText(banana, us)).toBe('1 medium · 4.2 oz');
  });
});
