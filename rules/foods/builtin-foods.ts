// The browser build of csv-parse runs in Node too: the API's food database and the frontend's mock
// API read the same file with the same parser.
import { parse } from 'csv-parse/browser/esm/sync';
import { z } from 'zod';
import { detectAllergens, type Allergen } from '../nutrition/allergens';
import type { NutriScoreKind } from '../nutrition/nutri-score';
import { TRAINING_CATEGORY_NAMES } from '../training/categories';

/** The ten training categories (plus prepared dishes), by the one-letter code the data file uses. */
export const BUILTIN_CATEGORIES = {
  P: TRAINING_CATEGORY_NAMES.produce,
  M: TRAINING_CATEGORY_NAMES.meat_seafood,
  D: TRAINING_CATEGORY_NAMES.dairy_eggs,
  B: TRAINING_CATEGORY_NAMES.bakery,
  G: TRAINING_CATEGORY_NAMES.pantry_dry_goods,
  Z: TRAINING_CATEGORY_NAMES.frozen_foods,
  V: TRAINING_CATEGORY_NAMES.beverages,
  S: TRAINING_CATEGORY_NAMES.snacks_sweets,
  C: TRAINING_CATEGORY_NAMES.condiments_sauces,
  H: TRAINING_CATEGORY_NAMES.health_specialty,
  X: 'Prepared Dishes',
} as const;

const optionalNumber = z
  .string()
  .transform((v) => (v.trim() === '' ? null : Number(v)))
  .refine((v) => v === null || (Number.isFinite(v) && v >= 0), 'must be a number ≥ 0');
const nutrient = z
  .string()
  .transform(Number)
  .refine((v) => Number.isFinite(v) && v >= 0, 'must be a number ≥ 0');

const Row = z.object({
  name: z.string().min(1).max(300),
  cat: z.enum(Object.keys(BUILTIN_CATEGORIES) as [keyof typeof BUILTIN_CATEGORIES]),
  kcal: nutrient,
  protein: nutrient,
  carbs: nutrient,
  sugars: nutrient,
  fibre: nutrient,
  fat: nutrient,
  satfat: nutrient,
  sodium: nutrient,
  portion: z.string().min(1),
  grams: nutrient.refine((g) => g > 0, 'must be > 0'),
  fvl: optionalNumber,
  kind: z.enum(['', 'general', 'fat', 'beverage', 'water']),
  nova: z.enum(['', '1', '2', '3', '4']),
  ingredients: z.string(),
  aliases: z.string(),
});

export const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One food of the built-in data file, as the food database stores it (values per 100 g). */
export interface BuiltinFood {
  id: string;
  source: 'builtin';
  name: string;
  aliases: string[];
  description: null;
  brand: null;
  dataType: 'Generic';
  category: (typeof BUILTIN_CATEGORIES)[keyof typeof BUILTIN_CATEGORIES];
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  sugarsG: number;
  fibreG: number;
  fatG: number;
  saturatedFatG: number;
  sodiumMg: number;
  fruitVegPercent: number;
  nutriKind: NutriScoreKind;
  novaGroup: number | null;
  ingredients: string | null;
  allergens: Allergen[];
  portions: BuiltinPortion[];
}

const PortionRow = z.object({
  food: z.string().min(1),
  portion: z.string().min(1).max(300),
  grams: nutrient.refine((g) => g > 0, 'must be > 0'),
});

/** A household portion of a food: what people say ('1 slice'), and what it weighs. */
export interface BuiltinPortion {
  description: string;
  grams: number;
}

/**
 * Parses the household portions people say (builtin-portions.csv beside this file), by food name;
 * each comes after the food's own first portion, which stays its usual serving.
 */
export function parseBuiltinPortions(text: string): Map<string, BuiltinPortion[]> {
  const rows = parse(text, { columns: true, comment: '#', skip_empty_lines: true, info: true, trim: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const byFood = new Map<string, BuiltinPortion[]>();
  for (const { record, info } of rows) {
    const parsed = PortionRow.safeParse(record);
    if (!parsed.success) throw new Error(`builtin-portions.csv line ${info.lines}: ${z.prettifyError(parsed.error)}`);
    const { food, portion, grams } = parsed.data;
    byFood.set(food, [...(byFood.get(food) ?? []), { description: portion, grams }]);
  }
  return byFood;
}

/**
 * Parses the built-in data file (builtin-foods.csv beside this file) with the extra household
 * portions; any bad row is an error naming its line (the files are ours, so they must be right).
 */
export function parseBuiltinFoods(text: string, extraPortions = new Map<string, BuiltinPortion[]>()): BuiltinFood[] {
  const rows = parse(text, { columns: true, comment: '#', skip_empty_lines: true, info: true, trim: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const names = new Set(rows.map(({ record }) => record.name));
  for (const food of extraPortions.keys()) {
    if (!names.has(food)) throw new Error(`builtin-portions.csv: no built-in food named ${food}`);
  }
  const seen = new Set<string>();
  return rows.map(({ record, info }) => {
    const parsed = Row.safeParse(record);
    if (!parsed.success) {
      throw new Error(`builtin-foods.csv line ${info.lines}: ${z.prettifyError(parsed.error)}`);
    }
    const r = parsed.data;
    const id = `builtin-${slug(r.name)}`;
    if (seen.has(id)) throw new Error(`builtin-foods.csv line ${info.lines}: duplicate food ${r.name}`);
    seen.add(id);
    const ingredients = r.ingredients ? r.ingredients.replaceAll(';', ',') : null;
    return {
      id,
      source: 'builtin',
      name: r.name,
      aliases: r.aliases
        ? r.aliases
            .split('|')
            .map((a) => a.trim())
            .filter(Boolean)
        : [],
      description: null,
      brand: null,
      dataType: 'Generic',
      category: BUILTIN_CATEGORIES[r.cat],
      energyKcal: r.kcal,
      proteinG: r.protein,
      carbohydrateG: r.carbs,
      sugarsG: r.sugars,
      fibreG: r.fibre,
      fatG: r.fat,
      saturatedFatG: r.satfat,
      sodiumMg: r.sodium,
      fruitVegPercent: r.fvl ?? (r.cat === 'P' ? 100 : 0),
      nutriKind: r.kind || 'general',
      novaGroup: r.nova ? Number(r.nova) : null,
      ingredients,
      allergens: detectAllergens(r.name, ingredients),
      portions: [
        { description: r.portion, grams: r.grams },
        ...(extraPortions.get(r.name) ?? []).filter((p) => p.description !== r.portion),
      ],
    } satisfies BuiltinFood;
  });
}
