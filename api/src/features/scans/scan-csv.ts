import { stringify } from 'csv-stringify/sync';
import type { Scan } from '../../generated/types.gen';

export const CSV_COLUMNS = [
  'Date',
  'Food',
  'Confidence (%)',
  'Calories',
  'Protein',
  'Carbs',
  'Fat',
  'Serving size',
  'Sodium',
  'Fibre',
  'Sugars',
  'Health score',
  'Grade',
  'Processing',
  'Ingredients',
  'Allergens',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a
 * formula; food names come from users' photos and models, so text cells are
 * prefixed with an apostrophe (OWASP "CSV injection").
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const text = (value: string | null | undefined) => neutraliseFormula(value ?? '');
const num = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The user's history as CSV (header row, one row per scan, RFC 4180 quoting). Scans that are not
 * identified are left out: they have no food and no numbers until the user names them.
 */
export function scansToCsv(scans: Scan[]): string {
  const rows = scans
    .filter((scan) => scan.identification.status === 'identified')
    .map((scan) => {
      const info = scan.nutritionalInfo;
      return [
        scan.createdAt,
        text(scan.foodName),
        num(scan.confidence),
        num(scan.calories),
        text(scan.protein),
        text(scan.carbs),
        text(scan.fat),
        text(info?.servingSize),
        text(info?.sodium),
        text(info?.dietaryFiber),
        text(info?.totalSugars),
        num(info?.healthMetrics?.healthScore ?? info?.healthScore),
        info?.healthMetrics?.nutritionGrade ?? info?.grade ?? '',
        text(info?.processingLevel),
        text(scan.ingredients.map((i) => `${i.name} ${i.percentage}%`).join('; ')),
        text(scan.allergens.join('; ')),
      ];
    });
  return stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: '\r\n' });
}
