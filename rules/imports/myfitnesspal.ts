import { serverMessage } from '../errors/server-messages';
import { columnsOf, readCsv } from './csv-table';
import {
  mealNamed,
  notADate,
  notATime,
  placeInDay,
  readAmounts,
  readDate,
  readTime,
  UnreadableImportError,
  type AmountKey,
  type ImportedEntry,
  type ImportProblem,
  type ParsedImport,
} from './imported-entry';

/** Whether a CSV header is MyFitnessPal's Nutrition Summary ('Date,Meal,[Time,]Calories,…'). */
export function isMyFitnessPalHeader(header: string[]): boolean {
  const names = header.map((name) => name.trim().toLowerCase());
  return names[0] === 'date' && names[1] === 'meal' && names.includes('calories');
}

const COLUMNS = {
  date: ['Date'],
  meal: ['Meal'],
  time: ['Time'],
  calories: ['Calories'],
  fat: ['Fat (g)', 'Fat'],
  saturatedFat: ['Saturated Fat', 'Saturated Fat (g)'],
  carbs: ['Carbohydrates (g)', 'Carbohydrates'],
  fibre: ['Fiber', 'Fiber (g)'],
  sugar: ['Sugar', 'Sugar (g)'],
  protein: ['Protein (g)', 'Protein'],
  sodium: ['Sodium (mg)', 'Sodium'],
  note: ['Note'],
} as const;

/** The amounts a row's columns hold, in the order they are checked. */
const LABELS: Record<AmountKey, string> = {
  calories: 'Calories',
  protein: 'Protein',
  carbs: 'Carbohydrates',
  fat: 'Fat',
  fibre: 'Fiber',
  sugar: 'Sugar',
  sodium: 'Sodium',
  saturatedFat: 'Saturated Fat',
};

/**
 * MyFitnessPal's Nutrition Summary: one row per meal and day, with the meal's totals and no food
 * names. Each row is one entry on its day, in its meal ('Pre-workout' and other names of the user's
 * own are snacks), named '<Meal> (MyFitnessPal)', with the file's totals as its one item's
 * numbers. Vitamin A and C, calcium and iron are percentages of a daily value, not amounts, so they
 * are not read. Cholesterol and potassium have no place in the log. A row without a time is placed
 * at its meal's usual time.
 */
export function parseMyFitnessPal(text: string): ParsedImport {
  const { header, rows } = readCsv(text);
  if (!isMyFitnessPalHeader(header)) {
    throw new UnreadableImportError(serverMessage('import.notMyFitnessPal'), 'format');
  }
  const at = columnsOf(header, COLUMNS);
  const entries: ImportedEntry[] = [];
  const problems: ImportProblem[] = [];
  const placed = new Map<string, number>();
  for (const { line, cells } of rows) {
    const cell = (index: number) => (index >= 0 ? (cells[index] ?? '') : '');
    if (cells.length < Math.min(header.length, at.calories + 1)) {
      problems.push({ line, reason: `The row has ${cells.length} cells; the header has ${header.length}.` });
      continue;
    }
    const date = readDate(cell(at.date));
    if (!date) {
      problems.push({ line, reason: notADate(cell(at.date)) });
      continue;
    }
    const mealName = cell(at.meal).trim().slice(0, 60);
    if (!mealName) {
      problems.push({ line, reason: 'The row names no meal.' });
      continue;
    }
    const time = readTime(cell(at.time));
    if (time === undefined) {
      problems.push({ line, reason: notATime(cell(at.time)) });
      continue;
    }
    const { amounts, bad } = readAmounts((key) => cell(at[key]));
    if (bad) {
      problems.push({ line, reason: `${LABELS[bad]} '${cell(at[bad]).slice(0, 20)}' is not an amount.` });
      continue;
    }
    if (amounts.calories === null) {
      problems.push({ line, reason: 'The row has no calories.' });
      continue;
    }
    const meal = mealNamed(mealName);
    const key = `${date} ${meal}`;
    const earlier = placed.get(key) ?? 0;
    if (time === null) placed.set(key, earlier + 1);
    const name = `${mealName} (MyFitnessPal)`;
    const note = cell(at.note).trim().slice(0, 500) || null;
    entries.push({
      line,
      date,
      time: time ?? placeInDay(meal, earlier),
      meal,
      name,
      note,
      items: [
        {
          name,
          foodId: null,
          grams: null,
          portion: null,
          amounts: { ...amounts, fibre: amounts.fibre ?? 0, sugar: amounts.sugar ?? 0 },
          source: 'user',
          matchByName: false,
        },
      ],
    });
  }
  return { source: 'myfitnesspal', entries, problems, tz: null, notes: [] };
}
