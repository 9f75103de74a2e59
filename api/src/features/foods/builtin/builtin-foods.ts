import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { detectAllergens } from '../../nutrition/allergens';
import type { FoodRecord } from '../food-store';

/** The ten training categories (plus prepared dishes), by the one-letter code the data file uses. */
export const BUILTIN_CATEGORIES = {
  P: 'Produce',
  M: 'Meat & Seafood',
  D: 'Dairy & Eggs',
  B: 'Bakery',
  G: 'Pantry/Dry Goods',
  Z: 'Frozen Foods',
  V: 'Beverages',
  S: 'Snacks & Sweets',
  C: 'Condiments & Sauces',
  H: 'Health & Specialty',
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

export const BUILTIN_FOODS_FILE = new URL('./builtin-foods.csv', import.meta.url);
export const BUILTIN_PORTIONS_FILE = new URL('./builtin-portions.csv', import.meta.url);

const PortionRow = z.object({
  food: z.string().min(1),
  portion: z.string().min(1).max(300),
  grams: nutrient.refine((g) => g > 0, 'must be > 0'),
});

/** The household portions people say, by food name, each after the food's own first portion. */
export function parseBuiltinPortions(
  text: string = fs.readFileSync(BUILTIN_PORTIONS_FILE, 'utf8'),
): Map<string, { description: string; grams: number }[]> {
  const rows = parse(text, { columns: true, comment: '#', skip_empty_lines: true, info: true, trim: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const byFood = new Map<string, { description: string; grams: number }[]>();
  for (const { record, info } of rows) {
    const parsed = PortionRow.safeParse(record);
    if (!parsed.success) throw new Error(`builtin-portions.csv line ${info.lines}: ${z.prettifyError(parsed.error)}`);
    const { food, portion, grams } = parsed.data;
    byFood.set(food, [...(byFood.get(food) ?? []), { description: portion, grams }]);
  }
  return byFood;
}

/** Parses the built-in data file; any bad row is an error naming its line (the file is ours, so it must be right). */
export function parseBuiltinFoods(
  text: string = fs.readFileSync(BUILTIN_FOODS_FILE, 'utf8'),
  extraPortions: Map<string, { description: string; grams: number }[]> = parseBuiltinPortions(),
): FoodRecord[] {
  const rows = parse(text, { columns: true, comment: '#', skip_empty_lines: true, info: true, trim: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const seen = new Set<string>();
  const names = new Set(rows.map(({ record }) => record.name));
  for (const food of extraPortions.keys()) {
    if (!names.has(food)) throw new Error(`builtin-portions.csv: no built-in food named ${food}`);
  }
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
    } satisfies FoodRecord;
  });
}
