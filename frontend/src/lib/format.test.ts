import { describe, expect, it } from 'vitest';
import { formatGrams, formatKcal, formatMilligrams, formatPercent, NOT_KNOWN } from './format';

describe('one number format', () => {
  it('writes every unit after a space, grouped', () => {
    expect(formatKcal(1250.4)).toBe('1,250 kcal');
    expect(formatGrams(26.2)).toBe('26 g');
    expect(formatGrams(0.44)).toBe('0.4 g');
    expect(formatGrams(9.96)).toBe('10 g');
    expect(formatMilligrams(780)).toBe('780 mg');
    expect(formatPercent(13.6)).toBe('14 %');
  });

  it('never writes an unknown as 0', () => {
    expect([formatKcal(null), formatGrams(undefined), formatMilligrams(null)]).toEqual([
      NOT_KNOWN,
      NOT_KNOWN,
      NOT_KNOWN,
    ]);
    expect(formatGrams(0)).toBe('0 g');
  });
});
