import { describe, expect, it } from 'vitest';
import type { Identification } from '@/client';
import { originText, resultTiles, scanBadge } from './result-rules';

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

describe('resultTiles', () => {
  it('shows calories and the three macros', () => {
    expect(resultTiles({ calories: 104.6, protein: '1.3g', carbs: '27g', fat: '0.4g' })).toEqual([
      { label: 'Calories', value: '105' },
      { label: 'Protein', value: '1.3g' },
      { label: 'Carbs', value: '27g' },
      { label: 'Fat', value: '0.4g' },
    ]);
  });

  it('leaves a figure that is not known as null, never 0', () => {
    expect(resultTiles({ calories: null, protein: null, carbs: null, fat: null }).map((t) => t.value)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('originText', () => {
  it('says who named the food', () => {
    expect(originText({ identification: identified, correctedAt: null })).toBe('Identified from your scan');
    expect(originText({ identification: identified, correctedAt: '2026-11-24T08:00:00Z' })).toBe('Corrected by you');
    expect(
      originText({ identification: { status: 'unidentified', provider: null, reason: 'x' }, correctedAt: null }),
    ).toBe('Scanned');
  });
});
