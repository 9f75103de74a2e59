// The browser build of csv-parse runs in Node too: the API's food database and the frontend's mock
// API read the same file with the same parser.
import { parse } from 'csv-parse/browser/esm/sync';
import { z } from 'zod';
import type { Language } from '../contract';
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

/** The languages Morsel speaks; English is the food data's own. */
export const FOOD_LANGUAGES = ['en', 'es', 'de'] as const satisfies readonly Language[];
/** The languages a built-in food is translated into. */
export type TranslatedLanguage = Exclude<Language, 'en'>;
export const TRANSLATED_LANGUAGES: TranslatedLanguage[] = ['es', 'de'];

/** A built-in food's name in one language, with the other names people type in it. */
export interface FoodNaming {
  name: string;
  aliases: string[];
}
/** Built-in foods' names in the translated languages, by food id. */
export type BuiltinTranslations = Map<string, Record<TranslatedLanguage, FoodNaming>>;

/**
 * A word as a keyboard without umlauts or ß writes it: 'Äpfel' → 'Aepfel', 'Weißwein' →
 * 'Weisswein'. Searches fold 'ä' to 'a' by themselves, so both spellings find the food.
 */
export const spelledOut = (text: string) =>
  text
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');

const TranslationRow = z.object({
  id: z.string().min(1),
  es: z.string().min(1).max(300),
  es_aliases: z.string(),
  de: z.string().min(1).max(300),
  de_aliases: z.string(),
});

const splitAliases = (text: string) =>
  text
    .split('|')
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * Parses the built-in foods' Spanish and German names (builtin-foods-i18n.csv beside this file),
 * by food id; a bad or repeated row is an error naming its line.
 */
export function parseBuiltinTranslations(text: string): BuiltinTranslations {
  const rows = parse(text, { columns: true, comment: '#', skip_empty_lines: true, info: true, trim: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const byId: BuiltinTranslations = new Map();
  for (const { record, info } of rows) {
    const parsed = TranslationRow.safeParse(record);
    if (!parsed.success) throw new Error(`builtin-foods-i18n.csv line ${info.lines}: ${z.prettifyError(parsed.error)}`);
    const r = parsed.data;
    if (byId.has(r.id)) throw new Error(`builtin-foods-i18n.csv line ${info.lines}: duplicate food ${r.id}`);
    byId.set(r.id, {
      es: { name: r.es, aliases: splitAliases(r.es_aliases) },
      de: { name: r.de, aliases: splitAliases(r.de_aliases) },
    });
  }
  return byId;
}

/**
 * The names a food is searched by in the translated languages: each name and alias, and its
 * spelling without umlauts or ß. A 'ß' itself is never stored for search: the search engines
 * split words differently at it, so only its 'ss' spelling is (a typed 'ß' is searched as 'ss').
 */
export function translatedSearchNames(names: Record<TranslatedLanguage, FoodNaming>): string[] {
  const all = TRANSLATED_LANGUAGES.flatMap((language) => [names[language].name, ...names[language].aliases]);
  const out: string[] = [];
  for (const name of all) {
    for (const spelling of [name.includes('ß') ? null : name, spelledOut(name)]) {
      if (spelling && !out.includes(spelling)) out.push(spelling);
    }
  }
  return out;
}

/** One food of the built-in data file, as the food database stores it (values per 100 g). */
export interface BuiltinFood {
  id: string;
  source: 'builtin';
  name: string;
  /** Its other names: the English ones first, then those of every translated language. */
  aliases: string[];
  /** Its names in the translated languages (when the data has them). */
  names: Record<TranslatedLanguage, FoodNaming> | null;
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
 * portions and the names in other languages; any bad row is an error naming its line (the files
 * are ours, so they must be right).
 */
export function parseBuiltinFoods(
  text: string,
  extraPortions = new Map<string, BuiltinPortion[]>(),
  translations: BuiltinTranslations = new Map(),
): BuiltinFood[] {
  const rows = parse(text, { columns: true, comment: '#', skip_empty_lines: true, info: true, trim: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const names = new Set(rows.map(({ record }) => record.name));
  for (const food of extraPortions.keys()) {
    if (!names.has(food)) throw new Error(`builtin-portions.csv: no built-in food named ${food}`);
  }
  const ids = new Set(rows.map(({ record }) => `builtin-${slug(record.name ?? '')}`));
  for (const id of translations.keys()) {
    if (!ids.has(id)) throw new Error(`builtin-foods-i18n.csv: no built-in food with id ${id}`);
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
    const english = splitAliases(r.aliases);
    const translated = translations.get(id) ?? null;
    const other = translated ? translatedSearchNames(translated) : [];
    return {
      id,
      source: 'builtin',
      name: r.name,
      aliases: [...english, ...other.filter((a) => a !== r.name && !english.includes(a))],
      names: translated,
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
