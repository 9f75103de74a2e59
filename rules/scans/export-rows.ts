// The browser build of csv-stringify runs in Node too, so the server and the mock API write one file.
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ExportRow, Scan, ScanExport } from '../contract';
import { localDateOf, localTimeOf } from '../time/local-time';
import { kcalToKj, type EnergyUnit } from '../units/units';

/*
 * The export's rows, cells and files, with no I/O: the server's export and the frontend's mock API
 * both build their files from these.
 */

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

/** The column added last, for a reader who reads kilojoules: the kcal columns stay as they are. */
export const ENERGY_KJ_COLUMN = 'Energy (kJ)';

/** The CSV's columns in a reader's energy unit: in kJ, `Energy (kJ)` after all the others. */
export const exportColumns = (energyUnit: EnergyUnit = 'kcal'): string[] =>
  energyUnit === 'kJ' ? [...EXPORT_COLUMNS, ENERGY_KJ_COLUMN] : [...EXPORT_COLUMNS];

/** A row's energy in whole kJ (kcal × 4.184), null when not known. */
export const energyKjOf = (row: Pick<ExportRow, 'calories'>): number | null =>
  row.calories === null ? null : Math.round(kcalToKj(row.calories));

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula; food names come
 * from users' photos and models, so such text is guarded with an apostrophe (OWASP "CSV
 * injection"). A spreadsheet set to another locale splits cells on `;` or tab rather than `,` (and
 * a careless one ignores quotes), so every piece of a text between those delimiters is guarded the
 * same way, even after spaces or a quote. Number cells are numbers and need no such care.
 */
export function neutraliseFormula(text: string): string {
  return text.replace(/(^|[,;\t])([\s"]*)(?=[=+\-@])/g, "$1$2'").replace(/^(?=[\t\r])/, "'");
}

/** Every text cell holding a delimiter of any common locale is quoted, not only those holding a comma. */
export const CSV_QUOTED = /[,;\t]/;

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
        note: scan.note,
      }));
    });
}

const num = (value: number | null) => (value === null ? '' : String(value));
const text = (value: string | null) => neutraliseFormula(value ?? '');

/** One export row as the CSV's cells, in EXPORT_COLUMNS order: numbers as plain numbers, text made safe. */
export function exportCells(row: ExportRow): string[] {
  return [
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
  ];
}

/** One export row's cells in `exportColumns(energyUnit)` order: in kJ, its energy in kJ last. */
export const exportCellsIn = (row: ExportRow, energyUnit: EnergyUnit): string[] =>
  energyUnit === 'kJ' ? [...exportCells(row), num(energyKjOf(row))] : exportCells(row);

/** The JSON export's shape (`docs/export-schema.json`); raised when the shape changes. */
export const EXPORT_SCHEMA_VERSION = 1 as const;

/** The rows as the JSON export; in kJ, each row also carries `energyKj`. */
export function exportJson(
  rows: ExportRow[],
  range: { from?: string; to?: string },
  tz: string,
  energyUnit: EnergyUnit = 'kcal',
): ScanExport {
  const shown = energyUnit === 'kJ' ? rows.map((row) => ({ ...row, energyKj: energyKjOf(row) })) : rows;
  return { schemaVersion: EXPORT_SCHEMA_VERSION, from: range.from ?? null, to: range.to ?? null, tz, rows: shown };
}

/** The rows as CSV (in kJ, with `Energy (kJ)` last): a header row, then RFC 4180 quoting (and any cell with `;` or a tab quoted too), CRLF line ends. */
export function exportCsv(rows: ExportRow[], energyUnit: EnergyUnit = 'kcal'): string {
  return stringify([exportColumns(energyUnit), ...rows.map((row) => exportCellsIn(row, energyUnit))], {
    record_delimiter: '\r\n',
    quoted_match: CSV_QUOTED,
  });
}
