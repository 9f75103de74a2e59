import { describe, expect, it } from 'vitest';
import { resultTiles, scanBadge, shareData } from './result-rules';

describe('scanBadge', () => {
  it("reads 'API Limit' when the food name contains 'Unable to identify'", () => {
    expect(scanBadge({ foodName: 'Unable to identify: no food found', confidence: 12 })).toEqual({
      text: 'API Limit',
      tone: 'warn',
    });
  });

  it("reads '{n}% Match' with the rounded confidence", () => {
    expect(scanBadge({ foodName: 'Banana', confidence: 96.6 })?.text).toBe('97% Match');
    expect(scanBadge({ foodName: 'Water', confidence: 0 })?.text).toBe('0% Match');
  });

  it('shows no badge without a confidence', () => {
    expect(scanBadge({ foodName: 'Banana', confidence: null })).toBeNull();
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
