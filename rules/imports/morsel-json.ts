import { serverMessage } from '../errors/server-messages';
import type { Meal, NumberSource } from '../contract';
import { isTimeZone } from '../time/local-time';
import {
  readDate,
  readTime,
  UnreadableImportError,
  type ImportedEntry,
  type ImportProblem,
  type ParsedImport,
} from './imported-entry';

/** The export shapes this version reads: 1 (and the first exports, which carried no version). */
export const READABLE_SCHEMA_VERSIONS = [1];

const MEALS: readonly Meal[] = ['breakfast', 'lunch', 'dinner', 'snack'];
const SOURCES: readonly NumberSource[] = ['database', 'label', 'estimate', 'user'];
const NUMBERS = ['calories', 'protein', 'carbs', 'fat', 'fibre', 'sugar', 'sodium'] as const;

/** Whether a parsed JSON value looks like Morsel's export: an object with `rows` and `tz`. */
export function isMorselExport(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Array.isArray((value as { rows?: unknown }).rows);
}

/** "2 × slice" → 2 of 'slice'; "1 medium" (one portion) → 1 of '1 medium'. */
export function readPortion(text: string): { label: string; quantity: number } {
  const match = /^(\d*\.?\d+) × (.+)$/.exec(text);
  return match ? { label: match[2]!, quantity: Number(match[1]) } : { label: text, quantity: 1 };
}

const isNumberOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/** Why an export row cannot be read, or null when it can. */
function rowRefusal(row: unknown): string | null {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return 'The row is not an object.';
  const r = row as Record<string, unknown>;
  if (typeof r.scanId !== 'string' || r.scanId === '') return 'The row has no scanId.';
  if (typeof r.date !== 'string' || readDate(r.date) !== r.date)
    return `'${String(r.date).slice(0, 40)}' is not a date (YYYY-MM-DD).`;
  if (typeof r.time !== 'string' || !readTime(r.time)) return `'${String(r.time).slice(0, 20)}' is not a time (HH:MM).`;
  if (!MEALS.includes(r.meal as Meal)) return `'${String(r.meal).slice(0, 20)}' is not a meal.`;
  if (typeof r.food !== 'string' || r.food.trim() === '') return 'The row names no food.';
  if (r.foodId !== null && typeof r.foodId !== 'string') return 'foodId is neither text nor null.';
  if (typeof r.grams !== 'number' || !Number.isFinite(r.grams) || r.grams < 0) return 'grams is not an amount.';
  if (r.portion !== null && typeof r.portion !== 'string') return 'portion is neither text nor null.';
  const badNumber = NUMBERS.find((key) => !isNumberOrNull(r[key]));
  if (badNumber) return `${badNumber} is not an amount.`;
  if (!SOURCES.includes(r.source as NumberSource)) return `'${String(r.source).slice(0, 20)}' is not a source.`;
  if (r.note !== undefined && r.note !== null && typeof r.note !== 'string') return 'note is neither text nor null.';
  return null;
}

/**
 * Morsel's own JSON export, read back: its rows (one per food) grouped by entry (`scanId`), each
 * entry on its local day and time in the export's zone, in its meal, with its note; each food by
 * its database id, grams and portion, or, for a food the database lacks, with the export's numbers.
 */
export function parseMorselExport(value: unknown): ParsedImport {
  if (!isMorselExport(value)) throw new UnreadableImportError(serverMessage('import.notMorselExport'), 'format');
  const version = value.schemaVersion;
  if (version !== undefined && !READABLE_SCHEMA_VERSIONS.includes(version as number)) {
    throw new UnreadableImportError(
      serverMessage('import.schemaVersion', {
        version: JSON.stringify(version),
        readable: READABLE_SCHEMA_VERSIONS.join(', '),
      }),
    );
  }
  const tz = typeof value.tz === 'string' && isTimeZone(value.tz) ? value.tz : null;
  if (!tz) throw new UnreadableImportError(serverMessage('import.badTimeZone'));
  const entries = new Map<string, ImportedEntry>();
  const problems: ImportProblem[] = [];
  (value.rows as unknown[]).forEach((row, i) => {
    const line = i + 1;
    const refusal = rowRefusal(row);
    if (refusal) {
      problems.push({ line, reason: refusal });
      return;
    }
    const r = row as Record<string, unknown> & Record<(typeof NUMBERS)[number], number | null>;
    const numbers = NUMBERS.map((key) => r[key]);
    const item = {
      name: (r.food as string).trim().slice(0, 120),
      foodId: r.foodId as string | null,
      // 0 g with no database food is how an entry imported with no weight exports: it comes back
      // without one (a nominal weight would give it a grade it never had).
      grams: r.foodId === null && r.grams === 0 ? null : (r.grams as number),
      portion: typeof r.portion === 'string' ? readPortion(r.portion) : null,
      amounts: numbers.every((n) => n === null)
        ? null
        : {
            calories: r.calories,
            protein: r.protein,
            carbs: r.carbs,
            fat: r.fat,
            fibre: r.fibre,
            sugar: r.sugar,
            sodium: r.sodium,
            saturatedFat: null,
          },
      source: r.source as NumberSource,
      matchByName: false,
    };
    const entry = entries.get(r.scanId as string);
    if (entry) {
      entry.items.push(item);
      return;
    }
    entries.set(r.scanId as string, {
      line,
      date: r.date as string,
      time: readTime(r.time as string)!,
      meal: r.meal as Meal,
      name: null,
      note: typeof r.note === 'string' && r.note.trim() !== '' ? r.note.slice(0, 500) : null,
      items: [item],
    });
  });
  return { source: 'morsel', entries: [...entries.values()], problems, tz, notes: [] };
}
