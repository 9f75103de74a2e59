import { describe, expect, it } from 'vitest';
import type { ExportRow, Scan, ScanItem } from '../contract';
import { readImport } from '../imports/read-import';
import {
  CSV_QUOTED,
  EXPORT_COLUMNS,
  exportCells,
  exportCsv,
  exportJson,
  exportRows,
  neutraliseFormula,
} from './export-rows';

const scanItem = (name: string, extra: Partial<ScanItem> = {}): ScanItem => ({
  foodId: `builtin-${name.toLowerCase()}`,
  name,
  grams: 100,
  portion: null,
  calories: 52,
  protein: 0.3,
  carbs: 13.8,
  fat: 0.2,
  fibre: null,
  sugar: null,
  sodium: 1,
  source: 'database',
  confidence: 90,
  ...extra,
});

const scan = (id: string, createdAt: string, items: ScanItem[], status: 'identified' | 'unidentified' = 'identified') =>
  ({
    id,
    userId: 'u1',
    foodName: items[0]?.name ?? 'Not identified',
    imageUrl: null,
    thumbnailUrl: null,
    confidence: null,
    calories: null,
    protein: null,
    carbs: null,
    fat: null,
    totals: null,
    grade: null,
    ingredients: [],
    allergens: [],
    nutritionalInfo: null,
    createdAt,
    identification: { status, provider: null, reason: null },
    items,
    suggestions: [],
    note: null,
    identifiedAt: null,
    correctedAt: null,
    loggedAgainFrom: null,
    meal: 'lunch',
  }) satisfies Scan;

describe('exportRows', () => {
  it('gives one row per food of each identified scan, oldest first, in the user’s local date and time', () => {
    const rows = exportRows(
      [
        scan('b', '2026-03-02T23:30:00.000Z', [scanItem('Apple'), scanItem('Banana')]),
        scan('a', '2026-03-02T23:30:00.000Z', [scanItem('Kiwi')]),
        scan('c', '2026-03-01T08:00:00.000Z', [scanItem('Pear')]),
      ],
      'Asia/Tokyo',
    );
    // Same instant: ordered by id. 23:30 UTC is 08:30 the next day in Tokyo.
    expect(rows.map((r) => [r.scanId, r.food, r.date, r.time])).toEqual([
      ['c', 'Pear', '2026-03-01', '17:00'],
      ['a', 'Kiwi', '2026-03-03', '08:30'],
      ['b', 'Apple', '2026-03-03', '08:30'],
      ['b', 'Banana', '2026-03-03', '08:30'],
    ]);
  });

  it('leaves out scans still to be named', () => {
    const rows = exportRows([scan('x', '2026-03-01T08:00:00.000Z', [], 'unidentified')], 'UTC');
    expect(rows).toEqual([]);
  });

  it('writes a portion as its label, with "n ×" when there is more than one', () => {
    const rows = exportRows(
      [
        scan('p', '2026-03-01T08:00:00.000Z', [
          scanItem('Egg', { portion: { label: '1 large', grams: 50, quantity: 1 } }),
          scanItem('Toast', { portion: { label: '1 slice', grams: 30, quantity: 2 } }),
          scanItem('Jam'),
        ]),
      ],
      'UTC',
    );
    expect(rows.map((r) => r.portion)).toEqual(['1 large', '2 × 1 slice', null]);
  });
});

describe('neutraliseFormula', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\rReturn', "'\rReturn"],
    ['Eggs, =HYPERLINK("x")', 'Eggs, \'=HYPERLINK("x")'],
    ['Eggs;=1+1', "Eggs;'=1+1"],
    ['Eggs\t-2', "Eggs\t'-2"],
    ['  "=1', '  "\'=1'],
  ])('guards %j as %j', (input, guarded) => {
    expect(neutraliseFormula(input)).toBe(guarded);
  });

  it('leaves text that starts no formula alone', () => {
    for (const text of ['Apple', 'Half-fat milk', 'Fish & chips', 'e-mail@example.com', 'x = 1']) {
      expect(neutraliseFormula(text)).toBe(text);
    }
  });

  it('quotes cells with the delimiter of any common locale', () => {
    expect(['a,b', 'a;b', 'a\tb', 'a b'].map((cell) => CSV_QUOTED.test(cell))).toEqual([true, true, true, false]);
  });
});

describe('exportCells', () => {
  const row: ExportRow = {
    scanId: 's1',
    date: '2026-03-01',
    time: '08:00',
    meal: 'breakfast',
    food: '=cmd|calc',
    foodId: null,
    grams: 120.5,
    portion: null,
    calories: 0,
    protein: null,
    carbs: 13.8,
    fat: 0.2,
    fibre: null,
    sugar: null,
    sodium: 1,
    source: 'user',
    note: null,
  };

  it('puts one cell per column, numbers plain (0 stays 0), unknowns empty, text guarded', () => {
    const cells = exportCells(row);
    expect(cells).toHaveLength(EXPORT_COLUMNS.length);
    expect(Object.fromEntries(EXPORT_COLUMNS.map((column, i) => [column, cells[i]]))).toEqual({
      'Scan ID': 's1',
      Date: '2026-03-01',
      Time: '08:00',
      Meal: 'breakfast',
      Food: "'=cmd|calc",
      'Food ID': '',
      'Grams (g)': '120.5',
      Portion: '',
      'Calories (kcal)': '0',
      'Protein (g)': '',
      'Carbs (g)': '13.8',
      'Fat (g)': '0.2',
      'Fibre (g)': '',
      'Sugar (g)': '',
      'Sodium (mg)': '1',
      Source: 'user',
    });
  });

  it('exports JSON with the range and zone it was asked for, open ends as null', () => {
    expect(exportJson([row], { from: '2026-03-01' }, 'Europe/Paris')).toEqual({
      schemaVersion: 1,
      from: '2026-03-01',
      to: null,
      tz: 'Europe/Paris',
      rows: [row],
    });
  });

  it('adds the energy in kJ last to the CSV when asked, the kcal columns unchanged', () => {
    const kcal = exportCsv([{ ...row, calories: 250 }]).split('\r\n');
    const kj = exportCsv(
      [
        { ...row, calories: 250 },
        { ...row, calories: null },
      ],
      'kJ',
    ).split('\r\n');
    expect(kj[0]).toBe(`${kcal[0]},Energy (kJ)`);
    // 250 kcal is 1,046 kJ; an energy not known is an empty cell.
    expect(kj[1]).toBe(`${kcal[1]},1046`);
    expect(kj[2]!.endsWith(',user,')).toBe(true);
  });

  it('gives each JSON row its energyKj when asked in kJ, and reads back as the same log', () => {
    const rows = [{ ...row, food: 'Apple', calories: 52, protein: 0.3 }];
    const inKj = exportJson(rows, {}, 'UTC', 'kJ');
    expect(inKj.rows[0]).toEqual({ ...rows[0], energyKj: 218 });
    const back = (file: object) => readImport(JSON.stringify(file));
    expect(back(inKj)).toEqual(back(exportJson(rows, {}, 'UTC')));
  });
});
