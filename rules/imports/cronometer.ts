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
  type ImportedEntry,
  type ImportedItem,
  type ImportProblem,
  type ParsedImport,
} from './imported-entry';

/** Whether a CSV header is Cronometer's Servings export ('Day,Time,Group,Food Name,Amount,Energy (kcal),…'). */
export function isCronometerHeader(header: string[]): boolean {
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  return names.has('day') && names.has('food name') && names.has('amount') && names.has('energy (kcal)');
}

const COLUMNS = {
  day: ['Day'],
  time: ['Time'],
  group: ['Group'],
  food: ['Food Name'],
  amount: ['Amount'],
  calories: ['Energy (kcal)'],
  protein: ['Protein (g)'],
  carbs: ['Carbs (g)', 'Carbohydrates (g)'],
  fat: ['Fat (g)'],
  fibre: ['Fiber (g)'],
  sugar: ['Sugars (g)', 'Sugar (g)'],
  sodium: ['Sodium (mg)'],
  saturatedFat: ['Saturated (g)', 'Saturated Fat (g)'],
} as const;

/** Grams in one of the weight units Cronometer writes amounts in. */
const GRAMS_PER: Record<string, number> = { g: 1, kg: 1000, mg: 0.001, oz: 28.3495, lb: 453.592 };

/** An Amount cell ('150.00 g', '1.00 cup', '2 large') in grams when it is a weight; else null. */
export function gramsOfAmount(amount: string): number | null {
  const match = /^\s*(\d*\.?\d+)\s*(g|kg|mg|oz|lb)\.?\s*$/i.exec(amount.replace(/,/g, ''));
  if (!match) return null;
  const grams = Number(match[1]) * GRAMS_PER[match[2]!.toLowerCase()]!;
  return Math.round(grams * 10) / 10;
}

/** '1.00 cup' → '1 cup': the amount as people write it. */
const tidyAmount = (amount: string) =>
  amount
    .trim()
    .replace(/(\d+)\.0+\b/g, '$1')
    .replace(/(\.\d*?)0+\b/g, '$1');

/**
 * Cronometer's 'Servings' export: one row per food, with its day, time, group (meal) and amount,
 * and 60-odd nutrient columns of which the log keeps energy, protein, carbs, fat, fibre, sugars,
 * sodium and saturated fat. The foods of one day and group become one entry, at the first of their
 * times (else the meal's usual time). Each food keeps its amount: in grams when it is a weight,
 * otherwise in its name ('Banana (1 medium)'); the server may match it to its food database.
 */
export function parseCronometer(text: string): ParsedImport {
  const { header, rows } = readCsv(text);
  if (!isCronometerHeader(header)) {
    throw new UnreadableImportError(serverMessage('import.notCronometer'), 'format');
  }
  const at = columnsOf(header, COLUMNS);
  const groups = new Map<string, ImportedEntry & { timed: boolean }>();
  const problems: ImportProblem[] = [];
  for (const { line, cells } of rows) {
    const cell = (index: number) => (index >= 0 ? (cells[index] ?? '') : '');
    if (cells.length < at.calories + 1) {
      problems.push({ line, reason: `The row has ${cells.length} cells; the header has ${header.length}.` });
      continue;
    }
    const date = readDate(cell(at.day));
    if (!date) {
      problems.push({ line, reason: notADate(cell(at.day)) });
      continue;
    }
    const food = cell(at.food).trim();
    if (!food) {
      problems.push({ line, reason: 'The row names no food.' });
      continue;
    }
    const time = readTime(cell(at.time));
    if (time === undefined) {
      problems.push({ line, reason: notATime(cell(at.time)) });
      continue;
    }
    const { amounts, bad } = readAmounts((key) => cell(at[key]));
    if (bad) {
      problems.push({ line, reason: `'${cell(at[bad]).slice(0, 20)}' in ${header[at[bad]]} is not an amount.` });
      continue;
    }
    const amount = cell(at.amount).trim();
    const grams = gramsOfAmount(amount);
    const item: ImportedItem = {
      name: (grams === null && amount ? `${food} (${tidyAmount(amount)})` : food).slice(0, 120),
      foodId: null,
      grams,
      portion: null,
      amounts: amounts,
      source: 'user',
      matchByName: grams !== null,
    };
    const groupName = cell(at.group).trim() || 'Uncategorized';
    const key = `${date}\u0001${groupName.toLowerCase()}`;
    const entry = groups.get(key);
    if (entry) {
      entry.items.push(item);
      if (time && (!entry.timed || time < entry.time)) Object.assign(entry, { time, timed: true });
    } else {
      groups.set(key, {
        line,
        date,
        time: time ?? '',
        timed: time !== null,
        meal: mealNamed(groupName),
        name: null,
        note: null,
        items: [item],
      });
    }
  }
  const placed = new Map<string, number>();
  const entries = [...groups.values()].map(({ timed, ...entry }) => {
    if (timed) return entry;
    const key = `${entry.date} ${entry.meal}`;
    const earlier = placed.get(key) ?? 0;
    placed.set(key, earlier + 1);
    return { ...entry, time: placeInDay(entry.meal, earlier) };
  });
  return { source: 'cronometer', entries, problems, tz: null, notes: [] };
}
