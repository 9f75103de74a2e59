import { describe, expect, it } from 'vitest';
import { gramsOfAmount } from './cronometer';
import { readAmount, readDate, readTime, UnreadableImportError } from './imported-entry';
import { readPortion } from './morsel-json';
import { parseMyFitnessPal } from './myfitnesspal';
import { readImport } from './read-import';

const MFP_HEADER =
  'Date,Meal,Time,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note';

describe('reading cells', () => {
  it('reads amounts with thousands separators, empty as null, anything else as undefined', () => {
    expect([' 12 ', '1,024', '0.5', '', 'abc', '-3', '1,5'].map(readAmount)).toEqual([
      12,
      1024,
      0.5,
      null,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads ISO and month-first dates, and refuses days that do not exist', () => {
    expect(['2026-3-5', '3/5/2026', '2026-02-30', '05.03.2026'].map(readDate)).toEqual([
      '2026-03-05',
      '2026-03-05',
      null,
      null,
    ]);
  });

  it('reads 24-hour and AM/PM times', () => {
    expect(['8:05', '08:05 PM', '12:10 am', '7:30:00 pm', '', '25:00', 'noon'].map(readTime)).toEqual([
      '08:05',
      '20:05',
      '00:10',
      '19:30',
      null,
      undefined,
      undefined,
    ]);
  });

  it('reads weights in Cronometer amounts, and nothing else', () => {
    expect(['150.00 g', '0.25 kg', '2 oz', '1.00 cup', '2.00 large'].map(gramsOfAmount)).toEqual([
      150,
      250,
      56.7,
      null,
      null,
    ]);
  });

  it("reads the export's portions back", () => {
    expect(readPortion('2 × 1 medium')).toEqual({ label: '1 medium', quantity: 2 });
    expect(readPortion('1 slice')).toEqual({ label: '1 slice', quantity: 1 });
  });
});

describe('MyFitnessPal with a Time column', () => {
  it('places each row at its time, and a row without one at its meal’s time', () => {
    const csv = [
      MFP_HEADER,
      '2026-10-05,Breakfast,7:15 AM,400,10,3,1,4,0,0,400,300,50,5,15,20,10,20,12,8,',
      '2026-10-05,Second breakfast,,200,10,3,1,4,0,0,400,300,20,5,15,5,10,20,12,8,',
      '2026-10-05,Snacks,,150,10,3,1,4,0,0,400,300,20,5,15,5,10,20,12,8,',
      '2026-10-05,Dinner,half past,150,10,3,1,4,0,0,400,300,20,5,15,5,10,20,12,8,',
    ].join('\n');
    const parsed = parseMyFitnessPal(csv);
    expect(parsed.entries.map((e) => [e.name, e.meal, e.time])).toEqual([
      ['Breakfast (MyFitnessPal)', 'breakfast', '07:15'],
      ['Second breakfast (MyFitnessPal)', 'breakfast', '08:00'],
      ['Snacks (MyFitnessPal)', 'snack', '15:30'],
    ]);
    expect(parsed.problems).toEqual([{ line: 5, reason: "'half past' is not a time." }]);
    // Percentages of a daily value are not amounts: nothing of them reaches the entry.
    expect(parsed.entries[0]!.items[0]!.amounts).toEqual({
      calories: 400,
      protein: 20,
      carbs: 50,
      fat: 10,
      fibre: 5,
      sugar: 15,
      sodium: 400,
      saturatedFat: 3,
    });
  });
});

describe('readImport', () => {
  it('tells the sources apart by their content', () => {
    expect(readImport(`\uFEFF${MFP_HEADER}\r\n`).source).toBe('myfitnesspal');
    expect(readImport('Day,Time,Group,Food Name,Amount,Energy (kcal)\n').source).toBe('cronometer');
    expect(readImport('{"schemaVersion":1,"tz":"UTC","rows":[]}').source).toBe('morsel');
  });

  it.each([
    ['', /empty/],
    ['Name,Email\nAda,ada@example.com', /cannot read this file/],
    ['{"rows": [', /not valid JSON/],
    ['{"hello": 1}', /cannot read this file/],
  ])('refuses %j', (text, message) => {
    expect(() => readImport(text)).toThrow(UnreadableImportError);
    expect(() => readImport(text)).toThrow(message);
  });
});
