import type { FoodSource, NutriKind } from './food.entity';
import type { SearchCandidate } from '@rules/foods/food-ranking';

/** A food as importers and the built-in loader write it. */
export interface FoodRecord {
  id: string;
  source: FoodSource;
  name: string;
  aliases?: string[];
  description?: string | null;
  brand?: string | null;
  dataType: string;
  category?: string | null;
  energyKcal: number | null;
  proteinG: number | null;
  carbohydrateG: number | null;
  sugarsG: number | null;
  fibreG: number | null;
  fatG: number | null;
  saturatedFatG: number | null;
  sodiumMg: number | null;
  fruitVegPercent?: number | null;
  nutriKind?: NutriKind;
  novaGroup?: number | null;
  ingredients?: string | null;
  allergens?: string[];
  portions?: { description: string; grams: number }[];
  barcodes?: string[];
}

export const FOOD_COLUMNS = [
  'id',
  'source',
  'name',
  'aliases',
  'description',
  'brand',
  'dataType',
  'category',
  'energyKcal',
  'proteinG',
  'carbohydrateG',
  'sugarsG',
  'fibreG',
  'fatG',
  'saturatedFatG',
  'sodiumMg',
  'fruitVegPercent',
  'nutriKind',
  'novaGroup',
  'ingredients',
  'allergens',
] as const;

export const rowValues = (f: FoodRecord) => [
  f.id,
  f.source,
  f.name,
  f.aliases && f.aliases.length > 0 ? f.aliases.join('|') : null,
  f.description ?? null,
  f.brand ?? null,
  f.dataType,
  f.category ?? null,
  f.energyKcal,
  f.proteinG,
  f.carbohydrateG,
  f.sugarsG,
  f.fibreG,
  f.fatG,
  f.saturatedFatG,
  f.sodiumMg,
  f.fruitVegPercent ?? null,
  f.nutriKind ?? 'general',
  f.novaGroup ?? null,
  f.ingredients ?? null,
  JSON.stringify(f.allergens ?? []),
];

export const quoted = (c: string) => `"${c}"`;
export const UPDATE_SET = FOOD_COLUMNS.filter((c) => c !== 'id')
  .map((c) => `${quoted(c)} = excluded.${quoted(c)}`)
  .join(', ');

/** Candidate sets per search: this many from generic foods, and as many from brands. */
export const CANDIDATES_PER_TIER = 60;

export type Tier = 'generic' | 'brand';

/**
 * Engine-specific SQL for the food database: bulk upserts for importers and
 * candidate search. Everything else goes through TypeORM.
 */
export interface FoodStore {
  /** Runs `work` in one transaction: an import that fails leaves the previous data intact. */
  transaction<T>(work: (writer: FoodWriter) => Promise<T>): Promise<T>;
  /** Foods whose words start with every token (each token may list alternatives), best engine rank first. */
  candidates(tokenAlternatives: string[][], tier: Tier, limit: number): Promise<SearchCandidate[]>;
  /** Known words near `word` (same first letter, similar length), with how many foods use them. */
  vocabulary(word: string): Promise<{ term: string; docs: number }[]>;
}

export interface FoodWriter {
  upsert(foods: FoodRecord[]): Promise<void>;
  /** Replaces the portions of existing foods; answers the ids that are not in the database (nothing written for them). */
  replacePortions(
    entries: { foodId: string; portions: { description: string; grams: number }[] }[],
  ): Promise<Set<string>>;
}

export const SELECT_CANDIDATE = `f."id", f."name", f."aliases", f."brand", f."description", f."dataType", f."category", f."source"`;

export type CandidateRow = Omit<SearchCandidate, 'engineScore'> & { score: number };
export const toCandidate = ({ score, ...row }: CandidateRow): SearchCandidate => ({
  ...row,
  engineScore: Number(score),
});
