import { describe, expect, it } from 'vitest';
import type { Identification } from '@/client';
import { mealMacros, originText, readableName, scanBadge } from './result-rules';

const identified: Identification = { status: 'identified', provider: 'model', reason: null };

describe('scanBadge', () => {
  it.each(['unidentified', 'not_food'] as const)("reads 'Not identified' when the scan is %s", (status) => {
    expect(scanBadge({ identification: { status, provider: null, reason: 'No food found' }, confidence: 12 })).toEqual({
      text: 'Not identified',
      tone: 'warn',
    });
  });

  it("reads '{n}% Match' with the rounded confidence", () => {
    expect(scanBadge({ identification: identified, confidence: 96.6 })?.text).toBe('97% Match');
    expect(scanBadge({ identification: identified, confidence: 0 })?.text).toBe('0% Match');
  });

  it('shows no badge without a confidence', () => {
    expect(scanBadge({ identification: identified, confidence: null })).toBeNull();
  });
});

describe('originText', () => {
  it('says who named the food', () => {
    const photo = '/api/scans/s1/image';
    expect(originText({ identification: identified, correctedAt: null, imageUrl: photo })).toBe(
      'Identified from your scan',
    );
    expect(originText({ identification: identified, correctedAt: '2026-11-24T08:00:00Z', imageUrl: photo })).toBe(
      'Corrected by you',
    );
    expect(
      originText({
        identification: { status: 'unidentified', provider: null, reason: 'x' },
        correctedAt: null,
        imageUrl: photo,
      }),
    ).toBe('Scanned');
    const loggedByUser = { status: 'identified', provider: 'user', reason: null } as const;
    expect(originText({ identification: loggedByUser, correctedAt: null, imageUrl: null })).toBe('Logged again');
  });
});

describe('mealMacros', () => {
  const item = (protein: number | null, carbs: number | null, fat: number | null) =>
    ({ protein, carbs, fat }) as Parameters<typeof mealMacros>[0]['items'][number];
  it('takes the meal’s figures rounded once from the exact sums, not a sum of the items’ rounded figures', () => {
    // Two foods of 0.35 g fat each: 0.4 g apiece when rounded, 0.7 g together, as Nutrition Facts says.
    const twoFoods = { items: [item(1.2, 5, 0.4), item(0.3, 7.1, 0.4)], protein: '1.5g', carbs: '12.1g', fat: '0.7g' };
    expect(mealMacros(twoFoods)).toEqual({ protein: 1.5, carbs: 12.1, fat: 0.7 });
  });
  it('is not known when the meal’s figures are not, or there are no items', () => {
    expect(
      mealMacros({ items: [item(1, 2, 3), item(null, 20, 30)], protein: null, carbs: null, fat: null }),
    ).toBeNull();
    expect(mealMacros({ items: [], protein: '0g', carbs: '0g', fat: '0g' })).toBeNull();
  });
});

describe('readableName', () => {
  it('writes an ALL-CAPS database name in sentence case and leaves others alone', () => {
    expect(readableName('APPLE CINNAMON OAT BAR')).toBe('Apple cinnamon oat bar');
    expect(readableName('Greek Salad')).toBe('Greek Salad');
    expect(readableName('BLT')).toBe('BLT');
  });
});
