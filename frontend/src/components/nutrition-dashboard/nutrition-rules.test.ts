import { describe, expect, it } from 'vitest';
import { createFormatters } from '@/lib/i18n/format';
import { loadMessages, makeIntl } from '@/lib/i18n/intl';
import type { UnitChoices } from '@rules/units/units';
import {
  allergenName,
  hasHealthMetrics,
  healthOverview,
  insightText,
  missingForScore,
  nutritionFacts,
  processingLevelText,
  scoreBand,
  servingText,
} from './nutrition-rules';

const METRIC: UnitChoices = { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' };
const reader = async (language: 'en' | 'de', locale: string, units: Partial<UnitChoices> = {}) => {
  const intl = makeIntl(locale, await loadMessages(language));
  return { intl, format: createFormatters(intl, { ...METRIC, ...units }) };
};

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
    expect(missingForScore({ calories: 95 })).toEqual(['sugars', 'saturatedFat', 'sodium', 'fibre', 'protein']);
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
  it('says what is not known, never 0', async () => {
    const { intl, format } = await reader('en', 'en-GB');
    expect(nutritionFacts({}, intl, format).every((row) => row.value === 'Not known' && row.dailyValue === null)).toBe(
      true,
    );
  });

  it('writes the API’s numbers in one format, with % Daily Value (FDA 2020) where there is one', async () => {
    const { intl, format } = await reader('en', 'en-GB');
    const rows = nutritionFacts(
      {
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
      },
      intl,
      format,
    );
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

  it('falls back to the text amounts of older scans', async () => {
    const { intl, format } = await reader('en', 'en-GB');
    const rows = nutritionFacts({ calories: 0, sodium: '340 mg' }, intl, format);
    expect(rows.find((r) => r.label === 'Calories')?.value).toBe('0 kcal');
    expect(rows.find((r) => r.label === 'Sodium')).toMatchObject({ value: '340 mg', dailyValue: null });
  });
});

describe('in the reader’s language and units', () => {
  it('labels the facts in German, energy in kJ', async () => {
    const { intl, format } = await reader('de', 'de-DE', { energy: 'kJ' });
    const amounts = {
      calories: 321,
      fat: 26.4,
      saturatedFat: 9,
      carbs: 14,
      sugars: 9,
      fibre: 4,
      protein: 9,
      sodium: 1140,
    };
    const rows = nutritionFacts({ amounts }, intl, format);
    expect(rows.slice(0, 2).map((r) => [r.label, r.value, r.dailyValue])).toEqual([
      ['Kalorien', '1.343 kJ', null],
      ['Fett gesamt', '26 g', '34 %'],
    ]);
    expect(rows[3]).toMatchObject({ label: 'Natrium', value: '1.140 mg' });
  });

  it('words the API’s benefits and warnings in German, the energy in kJ; others as sent', async () => {
    const { intl, format } = await reader('de', 'de-DE', { energy: 'kJ' });
    expect(insightText('High in fibre (3.5 g per 100 g)', intl, format)).toBe(
      'Reich an Ballaststoffen (3,5 g pro 100 g)',
    );
    expect(insightText('Energy-dense (250 kcal per 100 g)', intl, format)).toBe('Energiedicht (1.046 kJ pro 100 g)');
    // Each marker in German where the app knows it; an E number as it is.
    expect(insightText('Ultra-processed: e150d, flavouring', intl, format)).toBe('Hochverarbeitet: e150d, Aroma');
    expect(insightText('Low in salt', intl, format)).toBe('Salzarm');
    expect(
      insightText("A lot of saturated fat for one meal (24.8 g, 124% of a day's reference intake)", intl, format),
    ).toMatch(/^Viele gesättigte Fettsäuren für eine Mahlzeit \(25\sg, 124\s% der täglichen Referenzmenge\)$/);
    expect(insightText('Rich in vitamin C', intl, format)).toBe('Rich in vitamin C');
  });

  it('names allergens, processing levels and servings in German and the reader’s units', async () => {
    const { intl, format } = await reader('de', 'de-DE');
    expect(allergenName('Tree nuts', intl)).toBe('Schalenfrüchte');
    expect(allergenName('Kiwi', intl)).toBe('Kiwi');
    expect(processingLevelText('Ultra-processed', intl)).toBe('Hochverarbeitet');
    expect(servingText('350 g', format)).toBe('350 g');
    const us = await reader('en', 'en-US', { mass: 'oz' });
    expect(servingText('350 g', us.format)).toBe('12 oz');
    expect(servingText('1 bowl (300 g)', us.format)).toBe('1 bowl (300 g)');
  });
});
