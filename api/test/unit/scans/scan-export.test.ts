import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/errors';
import type { ExportRow } from '../../../src/generated/types.gen';
import { exportCsv, exportLog } from '../../../src/features/scans/scan-export';
import type { ScanService } from '../../../src/features/scans/scan.service';

/** A scan store that records the window it was asked for and has no scans. */
function recordingScans() {
  const asked: { userId: string; start: Date | null; end: Date | null }[] = [];
  const scans = {
    listForUserBetween: async (userId: string, start: Date | null, end: Date | null) => {
      asked.push({ userId, start, end });
      return [];
    },
  } as unknown as ScanService;
  return { scans, asked };
}

describe('exportLog', () => {
  it('reads from the first day’s local midnight to the midnight after the last day', async () => {
    const { scans, asked } = recordingScans();
    const result = await exportLog(scans, 'u1', { from: '2026-03-01', to: '2026-03-02', tz: 'America/New_York' });
    expect(result).toEqual({ rows: [], tz: 'America/New_York' });
    expect(asked).toEqual([
      { userId: 'u1', start: new Date('2026-03-01T05:00:00.000Z'), end: new Date('2026-03-03T05:00:00.000Z') },
    ]);
  });

  it('leaves an end open when it is not given, in UTC when no zone is', async () => {
    const { scans, asked } = recordingScans();
    expect((await exportLog(scans, 'u1', { to: '2026-03-01' })).tz).toBe('UTC');
    await exportLog(scans, 'u1', {});
    expect(asked).toEqual([
      { userId: 'u1', start: null, end: new Date('2026-03-02T00:00:00.000Z') },
      { userId: 'u1', start: null, end: null },
    ]);
  });

  it.each([
    [{ from: '2026-02-30' }, 'query.from'],
    [{ to: '3000-01-01' }, 'query.to'],
    [{ tz: 'Mars/Olympus' }, 'query.tz'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'query.from'],
  ])('refuses %j, naming %s, before reading anything', async (range, path) => {
    const { scans, asked } = recordingScans();
    const error = await exportLog(scans, 'u1', range).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).details?.map((d) => d.path)).toEqual([path]);
    expect(asked).toEqual([]);
  });
});

describe('exportCsv', () => {
  const row = (food: string, portion: string | null): ExportRow => ({
    scanId: 's1',
    date: '2026-03-01',
    time: '08:00',
    meal: 'snack',
    food,
    foodId: null,
    grams: 30,
    portion,
    calories: 150,
    protein: 2,
    carbs: 15,
    fat: 9,
    fibre: null,
    sugar: null,
    sodium: null,
    source: 'user',
    note: null,
  });

  it('writes the header, then CRLF-ended rows; a cell with , ; or a tab is quoted', () => {
    const csv = exportCsv([row('Crisps, salted', '1 bag; small'), row('Nuts\tmixed', null)]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Scan ID,Date,Time,Meal,Food,Food ID,Grams (g),Portion,Calories (kcal),Protein (g),Carbs (g),Fat (g),Fibre (g),Sugar (g),Sodium (mg),Source',
    );
    expect(lines[1]).toBe('s1,2026-03-01,08:00,snack,"Crisps, salted",,30,"1 bag; small",150,2,15,9,,,,user');
    expect(lines[2]).toBe('s1,2026-03-01,08:00,snack,"Nuts\tmixed",,30,,150,2,15,9,,,,user');
    expect(lines[3]).toBe('');
    expect(parse(csv, { columns: true })[0]).toMatchObject({ Food: 'Crisps, salted', 'Calories (kcal)': '150' });
  });

  it('is only the header with no rows', () => {
    expect(exportCsv([]).split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
