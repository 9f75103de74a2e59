import type { FoodRecord } from '../food-store';

export interface BadRow {
  line: number;
  reason: string;
}

/** What an import did with every row of its file: imported + skipped = rows. */
export interface ImportReport {
  format: string;
  file: string;
  rows: number;
  imported: number;
  skipped: BadRow[];
}

/** A parsed row: a food to write, or the reason it can't be. */
export type RowResult = { food: FoodRecord } | { error: string };

/** Parses a number cell: '' → null; anything not a finite number ≥ 0 is an error. */
export function nutrientCell(value: string | undefined, column: string): number | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0)
    throw new RowError(`${column} is not a number: ${JSON.stringify(text.slice(0, 40))}`);
  return n;
}

export class RowError extends Error {}
