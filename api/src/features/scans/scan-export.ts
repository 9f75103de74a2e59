import { stringify } from 'csv-stringify/sync';
import type { ExportRow, Scan, ScanExport } from '../../generated/types.gen';
import { InvalidInputError } from '../../errors';
import { checkDateRange, checkTimeZone } from '../../time/checks';
import { addDays, isLocalDate, localDateOf, localTimeOf, startOfLocalDay } from '../../time/local-time';
import type { ScanService } from './scan.service';

/** The CSV's columns: units in the header, so every number cell is a plain number a spreadsheet sums. */
export const EXPORT_COLUMNS = [
  'Scan ID',
  'Date',
  'Time',
  'Meal',
  'Food',
  'Food ID',
  'Grams (g)',
  'Portion',
  'Calories (kcal)',
  'Protein (g)',
  'Carbs (g)',
  'Fat (g)',
  'Fibre (g)',
  'Sugar (g)',
  'Sodium (mg)',
  'Source',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula; food names come
 * from users' photos and models, so text cells are prefixed with an apostrophe (OWASP "CSV
 * injection"). Number cells are numbers and need no such care.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The range of local days to export: either end may be open; dates and zone must be real. */
export interface ExportRange {
  from?: string;
  to?: string;
  tz?: string;
}

/**
 * The export rows of a user's log over a range of local days (the whole log without one): their
 * scans from the first day's start to the day after the last's, one row per food.
 */
export async function exportLog(
  scans: ScanService,
  userId: string,
  range: ExportRange,
): Promise<{ rows: ExportRow[]; tz: string }> {
  const tz = range.tz ?? 'UTC';
  checkTimeZone(tz);
  for (const [name, date] of Object.entries({ from: range.from, to: range.to })) {
    if (date !== undefined && !isLocalDate(date)) {
      throw new InvalidInputError(`'${date}' is not a date.`, [{ path: `query.${name}`, message: 'Not a date' }]);
    }
  }
  if (range.from && range.to) checkDateRange(range.from, range.to, Number.POSITIVE_INFINITY);
  const start = range.from ? startOfLocalDay(range.from, tz) : null;
  const end = range.to ? startOfLocalDay(addDays(range.to, 1), tz) : null;
  return { rows: exportRows(await scans.listForUserBetween(userId, start, end), tz), tz };
}

/**
 * One row per food of each identified scan, oldest first, with local dates and times in `tz`.
 * Scans still to be named are left out: they have no food and no numbers until the user names them.
 */
export function exportRows(scans: Scan[], tz: string): ExportRow[] {
  return scans
    .filter((scan) => scan.identification.status === 'identified')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .flatMap((scan) => {
      const at = new Date(scan.createdAt);
      const date = localDateOf(at, tz);
      const time = localTimeOf(at, tz);
      return scan.items.map((item) => ({
        scanId: scan.id,
        date,
        time,
        meal: scan.meal,
        food: item.name,
        foodId: item.foodId,
        grams: item.grams,
        portion: item.portion
          ? item.portion.quantity === 1
            ? item.portion.label
            : `${item.portion.quantity} × ${item.portion.label}`
          : null,
        calories: item.calories,
        protein: item.protein,
        carbs: item.carbs,
        fat: item.fat,
        fibre: item.fibre,
        sugar: item.sugar,
        sodium: item.sodium,
        source: item.source,
      }));
    });
}

const num = (value: number | null) => (value === null ? '' : String(value));
const text = (value: string | null) => neutraliseFormula(value ?? '');

/** The rows as CSV: a header row, then RFC 4180 quoting, CRLF line ends. */
export function exportCsv(rows: ExportRow[]): string {
  return stringify(
    [
      [...EXPORT_COLUMNS],
      ...rows.map((row) => [
        row.scanId,
        row.date,
        row.time,
        row.meal,
        text(row.food),
        text(row.foodId),
        num(row.grams),
        text(row.portion),
        num(row.calories),
        num(row.protein),
        num(row.carbs),
        num(row.fat),
        num(row.fibre),
        num(row.sugar),
        num(row.sodium),
        row.source,
      ]),
    ],
    { record_delimiter: '\r\n' },
  );
}

/** The rows as the JSON export. */
export function exportJson(rows: ExportRow[], range: ExportRange, tz: string): ScanExport {
  return { from: range.from ?? null, to: range.to ?? null, tz, rows };
}
