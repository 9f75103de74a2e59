import { describe, expect, it } from 'vitest';
import { neutraliseFormula, scansToCsv } from '../../../src/features/scans/scan-csv';

describe('neutraliseFormula', () => {
  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])('defuses %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });
  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Greek Salad')).toBe('Greek Salad');
  });
});

describe('scansToCsv', () => {
  it('quotes commas, quotes and newlines (RFC 4180)', () => {
    const csv = scansToCsv([
      {
        id: 's1',
        userId: 'u1',
        foodName: 'Mac "n" cheese, baked\nwith crumbs',
        imageUrl: null,
        thumbnailUrl: null,
        confidence: null,
        calories: null,
        protein: null,
        carbs: null,
        fat: null,
        ingredients: [],
        allergens: [],
        nutritionalInfo: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        identification: { status: 'identified', provider: 'openai', reason: null },
        items: [],
        suggestions: [],
        note: null,
        identifiedAt: '2026-01-01T00:00:00.000Z',
        correctedAt: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('2026-01-01T00:00:00.000Z,"Mac ""n"" cheese, baked\nwith crumbs",,,,,,,,,,,,,,');
  });

  it('leaves out scans that are not identified: no food, no numbers, no row', () => {
    const base = {
      userId: 'u1',
      imageUrl: null,
      thumbnailUrl: null,
      confidence: null,
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      ingredients: [],
      allergens: [],
      nutritionalInfo: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      items: [],
      suggestions: [],
      note: null,
      identifiedAt: null,
      correctedAt: null,
    };
    const csv = scansToCsv([
      {
        ...base,
        id: 'a',
        foodName: 'Not identified',
        identification: { status: 'unidentified', provider: null, reason: 'x' },
      },
      {
        ...base,
        id: 'b',
        foodName: 'Not identified',
        identification: { status: 'not_food', provider: 'model', reason: 'y' },
      },
      {
        ...base,
        id: 'c',
        foodName: 'Apple',
        calories: 95,
        identification: { status: 'identified', provider: 'model', reason: null },
      },
    ]);
    expect(csv.trimEnd().split('\r\n').slice(1)).toEqual(['2026-01-01T00:00:00.000Z,Apple,,95,,,,,,,,,,,,']);
  });
});
