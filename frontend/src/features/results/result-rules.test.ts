import { describe, expect, it } from 'vitest';
import type { Identification } from '@/client';
import { resultTiles, scanBadge, shareData } from './result-rules';

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
  it('defaults to 0 and 0g', () => {
    expect(resultTiles({ calories: null, protein: null, carbs: null }).map((t) => t.value)).toEqual(['0', '0g', '0g']);
  });

  it('shows the scan values', () => {
    expect(resultTiles({ calories: 104.6, protein: '1.3g', carbs: '27g' }).map((t) => t.value)).toEqual([
      '105',
      '1.3g',
      '27g',
    ]);
  });
});

describe('shareData', () => {
  it('carries the food name, calories and the page URL', () => {
    expect(shareData({ foodName: 'Banana', calories: 105 }, 'https://morsel.app/results/1')).toEqual({
      title: 'Banana | Morsel',
      text: 'Banana: 105 calories, analysed with Morsel.',
      url: 'https://morsel.app/results/1',
    });
  });
});
