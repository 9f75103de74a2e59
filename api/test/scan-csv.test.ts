import { describe, expect, it } from 'vitest';
import { neutraliseFormula, scansToCsv } from '../src/features/scans/scan-csv';

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
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('2026-01-01T00:00:00.000Z,"Mac ""n"" cheese, baked\nwith crumbs",,,,,,,,,,,,,,');
  });
});
