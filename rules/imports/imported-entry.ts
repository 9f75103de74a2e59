import type { Meal, NumberSource } from '../contract';
import type { ServerMessage } from '../errors/server-messages';
import { isLocalDate } from '../time/local-time';

/*
 * What every import source reads a file into, with no I/O: log entries on local days, each with
 * its foods, and the rows that could not be read. The server resolves the foods against its food
 * database and writes the entries; the parsers only read.
 */

/** A food's nutrients as a file gives them for the amount eaten; null where the file does not say. */
export interface ImportedAmounts {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fibre: number | null;
  sugar: number | null;
  sodium: number | null;
  saturatedFat: number | null;
}

/** One food of an imported entry. */
export interface ImportedItem {
  name: string;
  /** A food of Morsel's database the file names by id (Morsel's own export), else null. */
  foodId: string | null;
  /** The amount in grams, when the file says it in a weight; null when it does not. */
  grams: number | null;
  /** A household portion of `foodId`, by its label, and how many. */
  portion: { label: string; quantity: number } | null;
  /** The file's own numbers for the amount eaten; null when it has none (a food named by the user). */
  amounts: ImportedAmounts | null;
  /** Where the file's numbers came from. */
  source: NumberSource;
  /** Whether a sure match by name in the food database may replace the file's numbers. */
  matchByName: boolean;
}

/** One log entry read from a file, on a local day. */
export interface ImportedEntry {
  /** The line (or JSON row) it starts on. */
  line: number;
  date: string;
  /** Local time, HH:MM. */
  time: string;
  meal: Meal;
  /** The entry's name ('Breakfast (MyFitnessPal)'); null to name it from its foods. */
  name: string | null;
  note: string | null;
  items: ImportedItem[];
}

export interface ImportProblem {
  line: number;
  reason: string;
}

export type ImportSource = 'myfitnesspal' | 'cronometer' | 'morsel';

/** A file read: its entries and problems, and the zone its local times are in (null: the user's). */
export interface ParsedImport {
  source: ImportSource;
  entries: ImportedEntry[];
  problems: ImportProblem[];
  tz: string | null;
  notes: string[];
}

/** The file cannot be imported at all (not a format Morsel reads, or missing what it needs). */
export class UnreadableImportError extends Error {
  constructor(
    /** Why, as the server's message (the API's 400 or 415 sends it). */
    readonly reason: ServerMessage,
    readonly kind: 'format' | 'content' = 'content',
  ) {
    super(reason.message);
    this.name = 'UnreadableImportError';
  }
}

/**
 * A number cell: '1,234.5' and ' 12 ' read as numbers, an empty cell as null; anything else (or a
 * negative amount) is undefined, which the caller reports.
 */
export function readAmount(cell: string | undefined): number | null | undefined {
  const text = (cell ?? '').trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (text === '') return null;
  if (!/^\d*\.?\d+$/.test(text)) return undefined;
  return Number(text);
}

/** Every amount of an entry, in the order a row's cells are checked. */
export const AMOUNT_KEYS = ['calories', 'protein', 'carbs', 'fat', 'fibre', 'sugar', 'sodium', 'saturatedFat'] as const;
export type AmountKey = (typeof AMOUNT_KEYS)[number];

/**
 * A row's amounts, each read from its cell (empty as null); or, when a cell is not an amount, the
 * first such key, for the caller to report in its own words.
 */
export function readAmounts(
  cellOf: (key: AmountKey) => string,
): { amounts: ImportedAmounts; bad: null } | { amounts: null; bad: AmountKey } {
  const amounts = {} as ImportedAmounts;
  for (const key of AMOUNT_KEYS) {
    const value = readAmount(cellOf(key));
    if (value === undefined) return { amounts: null, bad: key };
    amounts[key] = value;
  }
  return { amounts, bad: null };
}

/** What a row whose date or time cell cannot be read is told. */
export const notADate = (cell: string) => `'${cell.slice(0, 40)}' is not a date (YYYY-MM-DD).`;
export const notATime = (cell: string) => `'${cell.slice(0, 20)}' is not a time.`;

/** A date cell as YYYY-MM-DD: '2024-03-05', '3/5/2024' (month first, as both apps write it); else null. */
export function readDate(cell: string | undefined): string | null {
  const text = (cell ?? '').trim();
  let date: string | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso) date = `${iso[1]}-${iso[2]!.padStart(2, '0')}-${iso[3]!.padStart(2, '0')}`;
  else if (us) date = `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return date && isLocalDate(date) ? date : null;
}

/** A time cell as HH:MM: '08:05', '8:05 AM', '7:30:00 pm'; empty as null; else undefined. */
export function readTime(cell: string | undefined): string | null | undefined {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec(text);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The meal a name from another app means: its words, else a snack (the user's own meal names). */
export function mealNamed(name: string): Meal {
  const text = name.toLowerCase();
  if (/breakfast|morning/.test(text)) return 'breakfast';
  if (/lunch|midday/.test(text)) return 'lunch';
  if (/dinner|supper|evening/.test(text)) return 'dinner';
  return 'snack';
}

/** Where an entry without a time is placed in its day: the middle of its meal's hours. */
const MEAL_TIMES: Record<Meal, number> = {
  breakfast: 8 * 60,
  lunch: 12 * 60 + 30,
  dinner: 19 * 60,
  snack: 15 * 60 + 30,
};

/**
 * The time of an entry the file gives none: its meal's usual time, a minute later for each entry
 * of that day placed there before it, so the day keeps the file's order and a re-import places
 * each entry at the same minute again.
 */
export function placeInDay(meal: Meal, earlierInMeal: number): string {
  const minutes = Math.min(MEAL_TIMES[meal] + earlierInMeal, 23 * 60 + 59);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
