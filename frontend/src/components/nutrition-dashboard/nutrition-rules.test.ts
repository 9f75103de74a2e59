import { describe, expect, it } from 'vitest';
import { hasHealthMetrics, healthOverview, missingForScore, nutritionFacts, scoreBand } from './nutrition-rules';

describe('the grade scale', () => {
  it.each([
    [100, 'A'],
    [80, 'A'],
    [79, 'B'],
    [60, 'B'],
    [59, 'C'],
    [40, 'C'],
    [39, 'E'],
    [0, 'E'],
  ] as const)('a score of %i is coloured as %s (thresholds 80, 60, 40)', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('healthOverview', () => {
  it('is nothing rather than an invented score when there is none', () => {
    expect(healthOverview({})).toBeNull();
    expect(missingForScore({ calories: 95 })).toEqual(['sugars', 'saturated fat', 'sodium', 'fibre', 'protein']);
  });

  it('prefers healthMetrics over the top-level fallbacks', () => {
    const info = {
      healthScore: 10,
      grade: 'E' as const,
      healthMetrics: { healthScore: 85, nutritionGrade: 'A' as const, benefits: [], warnings: [] },
    };
    expect(healthOverview(info)).toEqual({ score: 85, grade: 'A' });
    expect(missingForScore(info)).toEqual([]);
  });

  it('falls back to top-level healthScore and grade', () => {
    expect(healthOverview({ healthScore: 12, grade: 'E' })).toEqual({ score: 12, grade: 'E' });
  });
});

describe('hasHealthMetrics', () => {
  it('needs an object with healthMetrics', () => {
    expect(hasHealthMetrics(null)).toBe(false);
    expect(hasHealthMetrics({ calories: 100 })).toBe(false);
    expect(
      hasHealthMetrics({ healthMetrics: { healthScore: 1, nutritionGrade: 'E', benefits: [], warnings: [] } }),
    ).toBe(true);
  });
});

describe('nutritionFacts', () => {
  it('says what is not known, never 0', () => {
    expect(nutritionFacts({}).every((row) => row.value === 'Not known' && row.dailyValue === null)).toBe(true);
  });

  it('writes the API’s numbers in one format, with % Daily Value (FDA 2020) where there is one', () => {
    const rows = nutritionFacts({
      amounts: {
        calories: 321,
        fat: 26.4,
        saturatedFat: 9.3,
        carbs: 13.8,
        sugars: 9,
        fibre: 4.2,
        protein: 9.3,
        sodium: 1140,
      },
    });
    expect(rows.map((r) => [r.label, r.value, r.dailyValue])).toEqual([
      ['Calories', '321 kcal', null],
      ['Total Fat', '26 g', '34 %'],
      ['Saturated Fat', '9.3 g', '47 %'],
      ['Sodium', '1,140 mg', '50 %'],
      ['Total Carbohydrates', '14 g', '5 %'],
      ['Dietary Fiber', '4.2 g', '15 %'],
      ['Total Sugars', '9 g', null],
      ['Protein', '9.3 g', '19 %'],
    ]);
  });

  it('falls back to the text amounts of older scans', () => {
    const rows = nutritionFacts({ calories: 0, sodium: '340 mg' });
    expect(rows.find((r) => r.label === 'Calories')?.value).toBe('0 kcal');
    expect(rows.find((r) => r.label === 'Sodium')).toMatchObject({ value: '340 mg', dailyValue: null });
  });
});
