import { detectAllergens } from '@rules/nutrition/allergens';
import type { FoodRecord } from '../food-store';
import type { CsvRecord } from './csv-source';
import { nutrientCell, RowError } from './import-types';

/** Every format the importer understands. */
export type ImportFormat = 'fndds-nutrients' | 'fndds-portions' | 'sr-abbrev' | 'fdc';

const required = (value: string | undefined, column: string) => {
  const text = (value ?? '').trim();
  if (!text) throw new RowError(`${column} is empty`);
  return text;
};

/** FNDDS 'At A Glance' nutrient values: one food as eaten per row, per 100 g. */
export function fnddsNutrientRow({ values: v }: CsvRecord): FoodRecord {
  const code = required(v['Food code'], 'Food code');
  if (!/^\d{8}$/.test(code)) throw new RowError(`Food code is not 8 digits: ${JSON.stringify(code)}`);
  const name = required(v['Main food description'], 'Main food description');
  const n = (column: string) => nutrientCell(v[column], column);
  return {
    id: `fndds-${code}`,
    source: 'fndds',
    name,
    dataType: 'Survey (FNDDS)',
    category: v['WWEIA Category description']?.trim() || null,
    energyKcal: n('Energy (kcal)'),
    proteinG: n('Protein (g)'),
    carbohydrateG: n('Carbohydrate (g)'),
    sugarsG: n('Sugars, total (g)'),
    fibreG: n('Fiber, total dietary (g)'),
    fatG: n('Total Fat (g)'),
    saturatedFatG: n('Fatty acids, total saturated (g)'),
    sodiumMg: n('Sodium (mg)'),
    nutriKind: /beverage|juice|milk|water|coffee|tea|soft drink|soda/i.test(v['WWEIA Category description'] ?? '')
      ? 'beverage'
      : 'general',
    allergens: detectAllergens(name),
  };
}

/** FNDDS portions and weights: one household portion per row. */
export function fnddsPortionRow({ values: v }: CsvRecord): {
  foodId: string;
  seq: number;
  description: string;
  grams: number;
} {
  const code = required(v['Food code'], 'Food code');
  const description = required(v['Portion description'], 'Portion description');
  const grams = nutrientCell(v['Portion weight (g)'], 'Portion weight (g)');
  if (!grams) throw new RowError(`${JSON.stringify(description)} has no gram weight`);
  return { foodId: `fndds-${code}`, seq: Number(v['Seq num'] ?? 0), description, grams };
}

/** USDA food groups by the first two digits of an SR NDB number. */
const SR_GROUPS: Record<string, string> = {
  '01': 'Dairy and Egg Products',
  '02': 'Spices and Herbs',
  '03': 'Baby Foods',
  '04': 'Fats and Oils',
  '05': 'Poultry Products',
  '06': 'Soups, Sauces, and Gravies',
  '07': 'Sausages and Luncheon Meats',
  '08': 'Breakfast Cereals',
  '09': 'Fruits and Fruit Juices',
  '10': 'Pork Products',
  '11': 'Vegetables and Vegetable Products',
  '12': 'Nut and Seed Products',
  '13': 'Beef Products',
  '14': 'Beverages',
  '15': 'Finfish and Shellfish Products',
  '16': 'Legumes and Legume Products',
  '17': 'Lamb, Veal, and Game Products',
  '18': 'Baked Products',
  '19': 'Sweets',
  '20': 'Cereal Grains and Pasta',
  '21': 'Fast Foods',
  '22': 'Meals, Entrees, and Side Dishes',
  '25': 'Snacks',
  '35': 'American Indian/Alaska Native Foods',
  '36': 'Restaurant Foods',
};

/** 'BUTTER,WITH SALT' → 'Butter, with salt'. */
export const srName = (short: string) => {
  const lower = short.toLowerCase().replace(/,(?=\S)/g, ', ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
};

/** SR26 ABBREV: one food per row, per 100 g, with up to two household portions. */
export function srAbbrevRow({ values: v }: CsvRecord): FoodRecord {
  const ndb = required(v['NDB_No'], 'NDB_No');
  if (!/^\d{5}$/.test(ndb)) throw new RowError(`NDB_No is not 5 digits: ${JSON.stringify(ndb)}`);
  const name = srName(required(v['Shrt_Desc'], 'Shrt_Desc'));
  const n = (column: string) => nutrientCell(v[column], column);
  const portions = [1, 2].flatMap((i) => {
    const grams = n(`GmWt_${i}`);
    const description = (v[`GmWt_Desc${i}`] ?? '').trim();
    return grams && description ? [{ description, grams }] : [];
  });
  const group = SR_GROUPS[ndb.slice(0, 2)] ?? null;
  return {
    id: `sr-${ndb}`,
    source: 'sr',
    name,
    dataType: 'SR Legacy',
    category: group,
    energyKcal: n('Energ_Kcal'),
    proteinG: n('Protein_(g)'),
    carbohydrateG: n('Carbohydrt_(g)'),
    sugarsG: n('Sugar_Tot_(g)'),
    fibreG: n('Fiber_TD_(g)'),
    fatG: n('Lipid_Tot_(g)'),
    saturatedFatG: n('FA_Sat_(g)'),
    sodiumMg: n('Sodium_(mg)'),
    fruitVegPercent: group === 'Fruits and Fruit Juices' || group === 'Vegetables and Vegetable Products' ? 100 : null,
    nutriKind: group === 'Fats and Oils' ? 'fat' : group === 'Beverages' ? 'beverage' : 'general',
    allergens: detectAllergens(name),
    portions,
  };
}

/** Recognises a file by its header. */
export function detectFormat(records: string[][]): { format: ImportFormat; skipRecords: number } | null {
  for (let i = 0; i < Math.min(records.length, 3); i += 1) {
    const header = records[i]!.map((cell) => cell.replace(/\s+/g, ' ').trim());
    if (header[0] === 'Food code' && header.includes('Energy (kcal)'))
      return { format: 'fndds-nutrients', skipRecords: i };
    if (header[0] === 'Food code' && header.includes('Portion weight (g)'))
      return { format: 'fndds-portions', skipRecords: i };
    if (header[0] === 'NDB_No' && header.includes('Energ_Kcal')) return { format: 'sr-abbrev', skipRecords: i };
  }
  return null;
}
