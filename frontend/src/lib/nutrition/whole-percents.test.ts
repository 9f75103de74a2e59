import { describe, expect, it } from 'vitest';
import { wholePercents } from './whole-percents';

describe('whole percentages', () => {
  it('add up to 100 for a whole split, the left-over points to the largest remainders', () => {
    expect(wholePercents([76.6, 23.4])).toEqual([77, 23]);
    expect(wholePercents([76.5, 23.5])).toEqual([77, 23]);
    expect(wholePercents([33.3, 33.3, 33.4])).toEqual([33, 33, 34]);
    expect(wholePercents([12.4, 38.6, 49])).toEqual([12, 39, 49]);
  });

  it('keep what shares that are not a whole split add up to', () => {
    expect(wholePercents([40.3, 20.6])).toEqual([40, 21]);
    expect(wholePercents([])).toEqual([]);
  });
});
