import { describe, expect, it } from 'vitest';
import { gradeTone, hasHealthMetrics, healthOverview, nutritionFacts, scoreTone } from './nutrition-rules';

describe('scoreTone', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'blue'],
    [60, 'blue'],
    [59, 'yellow'],
    [40, 'yellow'],
    [39, 'red'],
    [0, 'red'],
  ] as const)('score %i is %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
});

describe('gradeTone', () => {
  it.each([
    ['A', 'green'],
    ['B', 'blue'],
    ['C', 'yellow'],
    ['D', 'orange'],
    ['F', 'red'],
  ] as const)('grade %s is %s', (grade, tone) => {
    expect(gradeTone(grade)).toBe(tone);
  });
});

describe('healthOverview', () => {
  it('defaults to score 50 and grade C', () => {
    expect(healthOverview({})).toEqual({ score: 50, grade: 'C', scoreTone: 'yellow', gradeTone: 'yellow' });
  });

  it('prefers healthMetrics over the top-level fallbacks', () => {
    const info = {
      healthScore: 10,
      grade: 'F' as const,
      healthMetrics: { healthScore: 85, nutritionGrade: 'A' as const, benefits: [], warnings: [] },
    };
    expect(healthOverview(info)).toMatchObject({ score: 85, grade: 'A' });
  });

  it('falls back to top-level healthScore and grade', () => {
    expect(healthOverview({ healthScore: 62, grade: 'B' })).toMatchObject({ score: 62, grade: 'B', scoreTone: 'blue' });
  });
});

describe('hasHealthMetrics', () => {
  it('needs an object with healthMetrics', () => {
    expect(hasHealthMetrics(null)).toBe(false);
    expect(hasHealthMetrics({ calories: 100 })).toBe(false);
    expect(
      hasHealthMetrics({ healthMetrics: { healthScore: 1, nutritionGrade: 'F', benefits: [], warnings: [] } }),
    ).toBe(true);
  });
});

describe('nutritionFacts', () => {
  it("shows 'N/A' for every missing fact", () => {
    expect(nutritionFacts({}).every((row) => row.value === 'N/A')).toBe(true);
  });

  it('shows the values it has', () => {
    const rows = nutritionFacts({ calories: 0, sodium: '340 mg' });
    expect(rows.find((r) => r.label === 'Calories')?.value).toBe('0');
    expect(rows.find((r) => r.label === 'Sodium')?.value).toBe('340 mg');
  });
});
