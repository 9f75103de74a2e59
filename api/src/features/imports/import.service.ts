import { randomUUID } from 'node:crypto';
import type { ImportSummary, Scan } from '../../generated/types.gen';
import { checkTimeZone } from '../../time/checks';
import { localDateOf, localTimeOf, startOfLocalDay } from '@rules/time/local-time';
import type { ImportedAmounts, ImportedEntry, ImportedItem, ImportProblem } from '@rules/imports/imported-entry';
import type { KnownAmounts } from '@rules/nutrition/meal-nutrition';
import type { FoodEntity, FoodPortionEntity } from '../foods/food.entity';
import type { FoodLookup, FoodService } from '../foods/food.service';
import { findPortion } from '../foods/food-names';
import { composePlate, scanFields, type ResolvedItem } from '../scans/scan-pipeline';
import type { ScanService } from '../scans/scan.service';
import { readImportFile } from './import-file';

/** The answer lists at most this many unreadable rows (it counts them all in `skipped`). */
export const MAX_PROBLEMS_LISTED = 200;
/** Foods looked up by id at once. */
const LOOKUP_CHUNK = 500;

type ScanRow = Parameters<ScanService['saveMany']>[0][number];

/**
 * Brings a log in from another app's export (or Morsel's own): reads the file, turns each entry
 * into a log entry as a typed meal is stored (no photo, identified by the user), leaves out the
 * entries already logged, and writes the rest in one transaction. A dry run answers the same
 * summary and writes nothing.
 */
export class ImportService {
  constructor(private readonly deps: { scans: ScanService; foods: FoodService }) {}

  async importFile(
    userId: string,
    bytes: Buffer,
    options: { dryRun: boolean; tz: string },
    now = new Date(),
  ): Promise<ImportSummary> {
    checkTimeZone(options.tz);
    const parsed = await readImportFile(bytes);
    const tz = parsed.tz ?? options.tz;
    const problems: ImportProblem[] = [...parsed.problems];
    const today = localDateOf(now, tz);
    const entries = parsed.entries.filter((entry) => {
      if (entry.date <= today) return true;
      problems.push({ line: entry.line, reason: `${entry.date} is in the future.` });
      return false;
    });
    const resolve = await this.resolver(entries);
    const rows = entries.map((entry) => this.rowOf(userId, entry, tz, resolve));

    // Which rows are already in the log; an import reads the log and writes under the user's lock.
    const span = spanOf(rows);
    const { duplicate, fresh } =
      options.dryRun || !span
        ? sortOut(rows, span ? await this.deps.scans.listForUserBetween(userId, span.start, span.end) : [])
        : await this.deps.scans.insertChosenAllOrNothing(userId, span, (logged) => {
            const sorted = sortOut(rows, logged);
            return { rows: sorted.fresh, result: sorted };
          });
    const days = new Map<string, { entries: number; duplicates: number }>();
    for (const [i, entry] of entries.entries()) {
      const day = days.get(entry.date) ?? { entries: 0, duplicates: 0 };
      days.set(entry.date, day);
      if (duplicate[i]) day.duplicates += 1;
      else day.entries += 1;
    }

    problems.sort((a, b) => a.line - b.line);
    const dates = [...days.keys()].sort();
    return {
      source: parsed.source,
      dryRun: options.dryRun,
      from: dates[0] ?? null,
      to: dates.at(-1) ?? null,
      entries: fresh.length,
      skipped: problems.length,
      duplicates: rows.length - fresh.length,
      problems: problems.slice(0, MAX_PROBLEMS_LISTED),
      days: dates.map((date) => ({ date, ...days.get(date)! })),
      notes: parsed.notes,
    };
  }

  /** One entry as a log entry's row: foods resolved, numbers computed as for a typed meal. */
  private rowOf(userId: string, entry: ImportedEntry, tz: string, resolve: (item: ImportedItem) => ResolvedItem) {
    const items = entry.items.map(resolve);
    const plate = composePlate({ provider: 'user', label: null, ingredients: [], allergens: [] }, items);
    const fields = scanFields(plate);
    // An amount the file gives no weight for was computed over a nominal 100 g: it is shown as 0 g,
    // and the entry gets no grade, which needs the weight eaten (the totals stay the file's).
    const unweighed = (i: number) => entry.items[i]!.grams === null && items[i]!.food === null;
    fields.items = fields.items.map((item, i) => (unweighed(i) ? { ...item, grams: 0 } : item));
    if (fields.items.some((_, i) => unweighed(i))) fields.nutritionalInfo = null;
    const at = instantOf(entry.date, entry.time, tz);
    return {
      id: randomUUID(),
      userId,
      imageUrl: null,
      thumbnailUrl: null,
      ...fields,
      foodName: (entry.name ?? fields.foodName).slice(0, 200),
      confidence: null,
      createdAt: at,
      identifiedAt: at,
      meal: entry.meal,
      note: entry.note,
    } satisfies ScanRow;
  }

  /**
   * How each imported food becomes an item: a food of the database named by id (Morsel's export)
   * or surely by name, in a weight (Cronometer), takes the database's numbers at the file's amount;
   * any other keeps the file's own numbers.
   */
  private async resolver(entries: ImportedEntry[]): Promise<(item: ImportedItem) => ResolvedItem> {
    const items = entries.flatMap((entry) => entry.items);
    const ids = [...new Set(items.flatMap((item) => (item.foodId ? [item.foodId] : [])))];
    const lookup: FoodLookup = { foods: new Map(), portions: new Map() };
    for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
      const part = await this.deps.foods.lookup(ids.slice(i, i + LOOKUP_CHUNK));
      part.foods.forEach((food, id) => lookup.foods.set(id, food));
      part.portions.forEach((portions, id) => lookup.portions.set(id, portions));
    }
    const byName = new Map<string, FoodEntity | null>();
    for (const item of items) {
      const key = plainName(item.name);
      if (!item.matchByName || byName.has(key)) continue;
      byName.set(key, await this.sureMatch(item.name));
    }
    return (item) => {
      const food = item.foodId
        ? lookup.foods.get(item.foodId)
        : item.matchByName
          ? byName.get(plainName(item.name))
          : null;
      if (food && item.grams !== null && item.grams > 0) {
        return databaseItem(food, item, lookup.portions.get(food.id) ?? []);
      }
      return fileItem(item);
    };
  }

  /** The database food whose name (or an alias) is the file's name, word for word; else null. */
  private async sureMatch(name: string): Promise<FoodEntity | null> {
    const wanted = plainName(name);
    const hits = await this.deps.foods.search(name, 5, { typos: false });
    const hit = hits.find(
      (candidate) =>
        plainName(candidate.name) === wanted ||
        (candidate.aliases ?? '').split(/[;|]/).some((alias) => plainName(alias) === wanted),
    );
    return hit ? this.deps.foods.findById(hit.id) : null;
  }
}

/** The span of time the rows cover (their last minute included); null for none. */
function spanOf(rows: ScanRow[]): { start: Date; end: Date } | null {
  if (rows.length === 0) return null;
  // A reduce, not Math.min(...times): a large file has more rows than a call takes arguments.
  const times = rows.map((row) => row.createdAt!.getTime());
  return {
    start: new Date(times.reduce((a, b) => Math.min(a, b))),
    end: new Date(times.reduce((a, b) => Math.max(a, b)) + 60_000),
  };
}

/**
 * Which rows the log already has: each entry of the log accounts for one row of the same key, so
 * a file importing two identical coffees keeps both, and a second import of it skips both.
 */
function sortOut(rows: ScanRow[], logged: Scan[]): { duplicate: boolean[]; fresh: ScanRow[] } {
  const counts = new Map<string, number>();
  for (const scan of logged) {
    const key = duplicateKey({
      createdAt: new Date(scan.createdAt),
      meal: scan.meal,
      calories: scan.calories,
      proteinG: scan.totals?.protein ?? null,
      carbsG: scan.totals?.carbs ?? null,
      fatG: scan.totals?.fat ?? null,
    });
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const duplicate = rows.map((row) => {
    const key = duplicateKey(row);
    const left = counts.get(key) ?? 0;
    if (left > 0) counts.set(key, left - 1);
    return left > 0;
  });
  return { duplicate, fresh: rows.filter((_, i) => !duplicate[i]) };
}

/** An entry's identity for duplicates: its minute, its meal and its totals. */
function duplicateKey(row: Pick<ScanRow, 'createdAt' | 'meal' | 'calories' | 'proteinG' | 'carbsG' | 'fatG'>): string {
  const minute = Math.floor(row.createdAt!.getTime() / 60_000);
  return [minute, row.meal, row.calories, row.proteinG, row.carbsG, row.fatG].map((value) => value ?? '-').join('|');
}

/** 'Banana, raw' and 'banana raw' are one name. */
const plainName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The instant of a local date and time in a zone (a time a clock change skips is read an hour on). */
export function instantOf(date: string, time: string, tz: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wanted = hour * 60 + minute;
  let at = startOfLocalDay(date, tz).getTime() + wanted * 60_000;
  for (let i = 0; i < 2; i += 1) {
    const [h, m] = localTimeOf(new Date(at), tz).split(':').map(Number) as [number, number];
    const off = wanted - (h * 60 + m);
    if (off === 0 || localDateOf(new Date(at), tz) !== date) break;
    at += off * 60_000;
  }
  return new Date(at);
}

function databaseItem(food: FoodEntity, item: ImportedItem, portions: FoodPortionEntity[]): ResolvedItem {
  const known = item.portion ? findPortion(portions, item.portion.label) : undefined;
  return {
    name: food.name,
    grams: item.grams!,
    portion: known ? { label: known.description, grams: known.grams, quantity: item.portion!.quantity } : null,
    food,
    per100g: food,
    source: 'database',
    confidence: null,
  };
}

/** A food with the file's numbers: per 100 g from its amount (a nominal 100 g when the file gives no weight). */
function fileItem(item: ImportedItem): ResolvedItem {
  const grams = item.grams !== null && item.grams > 0 ? item.grams : 100;
  return {
    name: item.name,
    grams,
    portion: null,
    food: null,
    per100g: item.amounts ? per100g(item.amounts, grams) : null,
    source: item.amounts ? item.source : 'user',
    confidence: null,
  };
}

function per100g(amounts: ImportedAmounts, grams: number): Partial<KnownAmounts> {
  const scale = (value: number | null) => (value === null ? null : (value * 100) / grams);
  return {
    energyKcal: scale(amounts.calories),
    proteinG: scale(amounts.protein),
    carbohydrateG: scale(amounts.carbs),
    fatG: scale(amounts.fat),
    fibreG: scale(amounts.fibre),
    sugarsG: scale(amounts.sugar),
    sodiumMg: scale(amounts.sodium),
    saturatedFatG: scale(amounts.saturatedFat),
  };
}
