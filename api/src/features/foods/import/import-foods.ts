import fs from 'node:fs';
import path from 'node:path';
import type { FoodService } from '../food.service';
import type { FoodRecord } from '../food-store';
import { readCsv, peekRecords, type CsvRecord } from './csv-source';
import { FdcStaging, isFdcFolder } from './fdc-csv';
import { RowError, type BadRow, type ImportReport } from './import-types';
import { detectFormat, fnddsNutrientRow, fnddsPortionRow, srAbbrevRow } from './usda-formats';

export interface ImportProgress {
  phase: 'staging' | 'importing';
  bytes: number;
  totalBytes: number;
  rows: number;
}

const BATCH = 500;

/**
 * Imports one USDA file (or an FDC CSV folder) into the food database, in
 * one transaction: re-importing updates rows instead of duplicating them, a
 * bad row is skipped and reported with its line number (never half-written),
 * and a failure part-way leaves the previous data exactly as it was.
 */
export async function importFoods(
  foods: FoodService,
  target: string,
  onProgress: (progress: ImportProgress) => void = () => undefined,
): Promise<ImportReport> {
  if (!fs.existsSync(target)) throw new Error(`No such file or folder: ${target}`);
  if (fs.statSync(target).isDirectory() || path.basename(target) === 'food.csv') {
    const folder = fs.statSync(target).isDirectory() ? target : path.dirname(target);
    if (!isFdcFolder(folder))
      throw new Error(`${folder} is not a FoodData Central CSV folder (food.csv and food_nutrient.csv)`);
    return importFdc(foods, folder, onProgress);
  }
  const sr = (await peekRecords(target, 1, 'latin1'))[0]?.[0] === 'NDB_No';
  const encoding: BufferEncoding = sr ? 'latin1' : 'utf8'; // SR26 ships in Windows-1252 (µ in its headers)
  const detected = detectFormat(await peekRecords(target, 3, encoding));
  if (!detected) {
    throw new Error(
      `${target}: unrecognised file. Expected a FNDDS 'At A Glance' nutrient values or portions CSV, an SR ABBREV CSV, or a FoodData Central CSV folder.`,
    );
  }
  const totalBytes = fs.statSync(target).size;
  const records = readCsv(target, {
    skipRecords: detected.skipRecords,
    encoding,
    onBytes: (bytes) => onProgress({ phase: 'importing', bytes, totalBytes, rows: 0 }),
  });
  if (detected.format === 'fndds-portions') return importPortions(foods, target, records);
  const toFood = detected.format === 'sr-abbrev' ? srAbbrevRow : fnddsNutrientRow;
  return importRows(foods, target, detected.format, records, toFood);
}

async function importRows(
  foods: FoodService,
  file: string,
  format: string,
  records: AsyncIterable<CsvRecord>,
  toFood: (record: CsvRecord) => FoodRecord,
): Promise<ImportReport> {
  const report: ImportReport = { format, file, rows: 0, imported: 0, skipped: [] };
  await foods.store.transaction(async (writer) => {
    let batch: FoodRecord[] = [];
    for await (const record of records) {
      report.rows += 1;
      const food = parseRow(record, toFood, report.skipped);
      if (food) batch.push(food);
      if (batch.length === BATCH) {
        await writer.upsert(batch);
        report.imported += batch.length;
        batch = [];
      }
    }
    await writer.upsert(batch);
    report.imported += batch.length;
  });
  return report;
}

async function importPortions(
  foods: FoodService,
  file: string,
  records: AsyncIterable<CsvRecord>,
): Promise<ImportReport> {
  const report: ImportReport = { format: 'fndds-portions', file, rows: 0, imported: 0, skipped: [] };
  // Rows are grouped by food; a food's portions are replaced as a whole.
  const pending = new Map<
    string,
    { lines: number[]; portions: { seq: number; description: string; grams: number }[] }
  >();
  await foods.store.transaction(async (writer) => {
    const flush = async () => {
      const entries = [...pending.entries()];
      pending.clear();
      const missing = await writer.replacePortions(
        entries.map(([foodId, { portions }]) => ({
          foodId,
          portions: portions.sort((a, b) => a.seq - b.seq).map(({ description, grams }) => ({ description, grams })),
        })),
      );
      for (const [foodId, { lines }] of entries) {
        if (missing.has(foodId)) {
          for (const line of lines) {
            report.skipped.push({
              line,
              reason: `food ${foodId.replace('fndds-', '')} is not in the database; import the nutrient values file first`,
            });
          }
        } else {
          report.imported += lines.length;
        }
      }
    };
    for await (const record of records) {
      report.rows += 1;
      const portion = parseRow(record, fnddsPortionRow, report.skipped);
      if (!portion) continue;
      const entry = pending.get(portion.foodId) ?? { lines: [], portions: [] };
      entry.lines.push(record.line);
      entry.portions.push(portion);
      pending.set(portion.foodId, entry);
      if (pending.size >= BATCH) await flush();
    }
    await flush();
  });
  report.skipped.sort((a, b) => a.line - b.line);
  return report;
}

async function importFdc(
  foods: FoodService,
  folder: string,
  onProgress: (p: ImportProgress) => void,
): Promise<ImportReport> {
  const staging = new FdcStaging(folder);
  try {
    const sideFiles = ['food_nutrient.csv', 'branded_food.csv', 'food_portion.csv', 'food_category.csv']
      .map((name) => path.join(folder, name))
      .filter((file) => fs.existsSync(file));
    const stagingBytes = sideFiles.reduce((sum, file) => sum + fs.statSync(file).size, 0);
    let done = 0;
    let current = 0;
    await staging.stage((bytes) => {
      if (bytes < current) done += current; // a new file started
      current = bytes;
      onProgress({ phase: 'staging', bytes: done + bytes, totalBytes: stagingBytes, rows: 0 });
    });
    const foodFile = path.join(folder, 'food.csv');
    const totalBytes = fs.statSync(foodFile).size;
    const records = readCsv(foodFile, {
      onBytes: (bytes) => onProgress({ phase: 'importing', bytes, totalBytes, rows: 0 }),
    });
    return await importRows(foods, folder, 'fdc', records, (record) => staging.food(record));
  } finally {
    staging.close();
  }
}

function parseRow<T>(record: CsvRecord, parse: (record: CsvRecord) => T, skipped: BadRow[]): T | null {
  try {
    return parse(record);
  } catch (error) {
    if (error instanceof RowError) {
      skipped.push({ line: record.line, reason: error.message });
      return null;
    }
    throw error;
  }
}
