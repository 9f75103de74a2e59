import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { detectAllergens } from '@rules/nutrition/allergens';
import type { FoodRecord } from '../food-store';
import { readCsv, type CsvRecord } from './csv-source';
import { RowError } from './import-types';

/**
 * FoodData Central CSV downloads (Foundation, SR Legacy, Branded, or the full
 * set): a folder with food.csv, food_nutrient.csv and, for products,
 * branded_food.csv, plus food_portion.csv and measure_unit.csv when present.
 * food_nutrient.csv runs to tens of millions of rows, so the nutrients,
 * brand details and portions are first staged in a temporary SQLite file
 * (bounded memory), then food.csv is streamed and joined against it.
 */

/** FDC nutrient ids → our fields; energy falls back to the Atwater figures Foundation foods carry. */
const NUTRIENTS: Record<number, keyof NutrientValues> = {
  1008: 'energyKcal',
  2047: 'energyAtwaterGeneral',
  2048: 'energyAtwaterSpecific',
  1003: 'proteinG',
  1005: 'carbohydrateG',
  2000: 'sugarsG',
  1063: 'sugarsNlea',
  1079: 'fibreG',
  1004: 'fatG',
  1258: 'saturatedFatG',
  1093: 'sodiumMg',
};
interface NutrientValues {
  energyKcal?: number;
  energyAtwaterGeneral?: number;
  energyAtwaterSpecific?: number;
  proteinG?: number;
  carbohydrateG?: number;
  sugarsG?: number;
  sugarsNlea?: number;
  fibreG?: number;
  fatG?: number;
  saturatedFatG?: number;
  sodiumMg?: number;
}

export const isFdcFolder = (dir: string) =>
  fs.statSync(dir).isDirectory() &&
  fs.existsSync(path.join(dir, 'food.csv')) &&
  fs.existsSync(path.join(dir, 'food_nutrient.csv'));

export class FdcStaging {
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-fdc-'));
  private readonly db = new Database(path.join(this.dir, 'staging.db'));

  constructor(private readonly folder: string) {
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.exec(`
      CREATE TABLE nutrient (fdc_id INTEGER, nutrient_id INTEGER, amount REAL);
      CREATE TABLE branded (fdc_id INTEGER PRIMARY KEY, brand TEXT, gtin TEXT, ingredients TEXT, category TEXT, serving TEXT, serving_g REAL);
      CREATE TABLE portion (fdc_id INTEGER, seq INTEGER, description TEXT, grams REAL);
      CREATE TABLE category (id INTEGER PRIMARY KEY, description TEXT);
    `);
  }

  private file = (name: string) => path.join(this.folder, name);

  /** Loads the side files; `onBytes` reports progress through them. */
  async stage(onBytes: (bytes: number) => void = () => undefined): Promise<void> {
    const insertNutrient = this.db.prepare('INSERT INTO nutrient VALUES (?, ?, ?)');
    await this.load('food_nutrient.csv', onBytes, ({ values: v }) => {
      const nutrientId = Number(v['nutrient_id']);
      if (NUTRIENTS[nutrientId] !== undefined && v['amount'] !== '') {
        insertNutrient.run(Number(v['fdc_id']), nutrientId, Number(v['amount']));
      }
    });
    this.db.exec('CREATE INDEX nutrient_fdc ON nutrient (fdc_id)');
    const insertBranded = this.db.prepare('INSERT OR REPLACE INTO branded VALUES (?, ?, ?, ?, ?, ?, ?)');
    await this.load('branded_food.csv', onBytes, ({ values: v }) => {
      const brand = v['brand_name'] || v['brand_owner'] || null;
      const unit = (v['serving_size_unit'] ?? '').toLowerCase();
      const size = Number(v['serving_size']);
      const servingG = (unit === 'g' || unit === 'ml' || unit === 'grm' || unit === 'mlt') && size > 0 ? size : null;
      insertBranded.run(
        Number(v['fdc_id']),
        brand,
        v['gtin_upc'] || null,
        v['ingredients'] || null,
        v['branded_food_category'] || null,
        v['household_serving_fulltext'] || null,
        servingG,
      );
    });
    const insertPortion = this.db.prepare('INSERT INTO portion VALUES (?, ?, ?, ?)');
    await this.load('food_portion.csv', onBytes, ({ values: v }) => {
      const grams = Number(v['gram_weight']);
      const description = [v['amount'], v['portion_description'] || v['modifier']].filter(Boolean).join(' ').trim();
      if (grams > 0 && description)
        insertPortion.run(Number(v['fdc_id']), Number(v['seq_num'] || 0), description, grams);
    });
    this.db.exec('CREATE INDEX portion_fdc ON portion (fdc_id)');
    const insertCategory = this.db.prepare('INSERT OR REPLACE INTO category VALUES (?, ?)');
    await this.load('food_category.csv', onBytes, ({ values: v }) => {
      insertCategory.run(Number(v['id']), v['description'] ?? null);
    });
  }

  private async load(name: string, onBytes: (bytes: number) => void, each: (record: CsvRecord) => void) {
    if (!fs.existsSync(this.file(name))) return;
    const insertMany = this.db.transaction((records: CsvRecord[]) => records.forEach(each));
    let batch: CsvRecord[] = [];
    for await (const record of readCsv(this.file(name), { onBytes })) {
      batch.push(record);
      if (batch.length === 5000) {
        insertMany(batch);
        batch = [];
      }
    }
    insertMany(batch);
  }

  /** Turns one food.csv row into a food, with its staged nutrients, brand details and portions. */
  food({ values: v }: CsvRecord): FoodRecord {
    const fdcId = Number(v['fdc_id']);
    if (!Number.isInteger(fdcId) || fdcId <= 0)
      throw new RowError(`fdc_id is not a number: ${JSON.stringify(v['fdc_id'])}`);
    const name = (v['description'] ?? '').trim();
    if (!name) throw new RowError('description is empty');
    const nutrients: NutrientValues = {};
    for (const row of this.db.prepare('SELECT nutrient_id, amount FROM nutrient WHERE fdc_id = ?').all(fdcId) as {
      nutrient_id: number;
      amount: number;
    }[]) {
      nutrients[NUTRIENTS[row.nutrient_id]!] = row.amount;
    }
    const branded = this.db.prepare('SELECT * FROM branded WHERE fdc_id = ?').get(fdcId) as
      | {
          brand: string | null;
          gtin: string | null;
          ingredients: string | null;
          category: string | null;
          serving: string | null;
          serving_g: number | null;
        }
      | undefined;
    const portions = (
      this.db.prepare('SELECT description, grams FROM portion WHERE fdc_id = ? ORDER BY seq').all(fdcId) as {
        description: string;
        grams: number;
      }[]
    ).slice(0, 10);
    if (branded?.serving_g) portions.unshift({ description: branded.serving ?? 'serving', grams: branded.serving_g });
    const categoryId = Number(v['food_category_id']);
    const category =
      branded?.category ??
      (Number.isInteger(categoryId) && categoryId > 0
        ? (
            this.db.prepare('SELECT description FROM category WHERE id = ?').get(categoryId) as
              { description: string } | undefined
          )?.description
        : undefined) ??
      null;
    const dataType = branded || v['data_type'] === 'branded_food' ? 'Brand' : fdcDataType(v['data_type']);
    const gtin = branded?.gtin?.replace(/\D/g, '');
    return {
      id: `fdc-${fdcId}`,
      source: 'fdc',
      name,
      brand: branded?.brand ?? null,
      dataType,
      category,
      energyKcal: nutrients.energyKcal ?? nutrients.energyAtwaterGeneral ?? nutrients.energyAtwaterSpecific ?? null,
      proteinG: nutrients.proteinG ?? null,
      carbohydrateG: nutrients.carbohydrateG ?? null,
      sugarsG: nutrients.sugarsG ?? nutrients.sugarsNlea ?? null,
      fibreG: nutrients.fibreG ?? null,
      fatG: nutrients.fatG ?? null,
      saturatedFatG: nutrients.saturatedFatG ?? null,
      sodiumMg: nutrients.sodiumMg ?? null,
      ingredients: branded?.ingredients ?? null,
      allergens: detectAllergens(name, branded?.ingredients),
      portions,
      barcodes:
        gtin && gtin.length >= 8
          ? [gtin.length === 12 ? `0${gtin}` : gtin.length === 14 && gtin.startsWith('0') ? gtin.slice(1) : gtin]
          : [],
    };
  }

  close() {
    this.db.close();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

const fdcDataType = (type: string | undefined) =>
  ({ foundation_food: 'Foundation', sr_legacy_food: 'SR Legacy', survey_fndds_food: 'Survey (FNDDS)' })[type ?? ''] ??
  'Generic';
