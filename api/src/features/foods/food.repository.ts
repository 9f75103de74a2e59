import type BetterSqlite3 from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { POSTGRES_SEARCH_VECTOR, POSTGRES_TIER_PREDICATES } from '../../db/migrations/1763950000000-food-database';
import type { FoodEntity, FoodSource, NutriKind } from './food.entity';
import type { SearchCandidate } from './food-ranking';

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

const FOOD_COLUMNS = [
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

const rowValues = (f: FoodRecord) => [
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

const quoted = (c: string) => `"${c}"`;
const UPDATE_SET = FOOD_COLUMNS.filter((c) => c !== 'id')
  .map((c) => `${quoted(c)} = excluded.${quoted(c)}`)
  .join(', ');

/** Candidate sets per search: this many from generic foods, and as many from brands. */
export const CANDIDATES_PER_TIER = 60;

type Tier = 'generic' | 'brand';

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
  /** Similar names by trigram similarity (PostgreSQL only; SQLite answers []). */
  similarNames(query: string, limit: number): Promise<SearchCandidate[]>;
}

export interface FoodWriter {
  upsert(foods: FoodRecord[]): Promise<void>;
  /** Replaces the portions of existing foods; answers the ids that are not in the database (nothing written for them). */
  replacePortions(
    entries: { foodId: string; portions: { description: string; grams: number }[] }[],
  ): Promise<Set<string>>;
}

export function createFoodStore(dataSource: DataSource): FoodStore {
  return dataSource.options.type === 'postgres' ? new PostgresFoodStore(dataSource) : new SqliteFoodStore(dataSource);
}

const SELECT_CANDIDATE = `f."id", f."name", f."aliases", f."brand", f."description", f."dataType", f."category", f."source"`;

type CandidateRow = Omit<SearchCandidate, 'engineScore'> & { score: number };
const toCandidate = ({ score, ...row }: CandidateRow): SearchCandidate => ({ ...row, engineScore: Number(score) });

class SqliteFoodStore implements FoodStore {
  constructor(private readonly dataSource: DataSource) {}

  private get db(): BetterSqlite3.Database {
    return (this.dataSource.driver as unknown as { databaseConnection: BetterSqlite3.Database }).databaseConnection;
  }

  async transaction<T>(work: (writer: FoodWriter) => Promise<T>): Promise<T> {
    const db = this.db;
    const upsertFood = db.prepare(
      `INSERT INTO "foods" (${FOOD_COLUMNS.map(quoted).join(', ')}) VALUES (${FOOD_COLUMNS.map(() => '?').join(', ')})
       ON CONFLICT("id") DO UPDATE SET ${UPDATE_SET}`,
    );
    const deletePortions = db.prepare('DELETE FROM "food_portions" WHERE "foodId" = ?');
    const insertPortion = db.prepare(
      'INSERT INTO "food_portions" ("foodId", "seq", "description", "grams") VALUES (?, ?, ?, ?)',
    );
    const upsertBarcode = db.prepare('INSERT OR REPLACE INTO "food_barcodes" ("code", "foodId") VALUES (?, ?)');
    const exists = db.prepare('SELECT 1 FROM "foods" WHERE "id" = ?').pluck();
    const writePortions = db.transaction(
      (entries: { foodId: string; portions: { description: string; grams: number }[] }[]) => {
        const missing = new Set<string>();
        for (const { foodId, portions } of entries) {
          if (!exists.get(foodId)) {
            missing.add(foodId);
            continue;
          }
          deletePortions.run(foodId);
          portions.forEach((p, seq) => insertPortion.run(foodId, seq + 1, p.description, p.grams));
        }
        return missing;
      },
    );
    const writeBatch = db.transaction((foods: FoodRecord[]) => {
      for (const food of foods) {
        upsertFood.run(rowValues(food));
        if (food.portions) {
          deletePortions.run(food.id);
          food.portions.forEach((p, seq) => insertPortion.run(food.id, seq + 1, p.description, p.grams));
        }
        for (const code of food.barcodes ?? []) upsertBarcode.run(code, food.id);
      }
    });
    // better-sqlite3 transactions are synchronous; an async import wraps its batches in an outer
    // BEGIN/COMMIT by hand (the batches become savepoints inside it).
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = await work({
        upsert: async (foods) => writeBatch(foods),
        replacePortions: async (entries) => writePortions(entries),
      });
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }

  async candidates(tokenAlternatives: string[][], tier: Tier, limit: number): Promise<SearchCandidate[]> {
    // Earlier words are whole words; the last may be half-typed, so it matches as a prefix.
    const last = tokenAlternatives.length - 1;
    const phrase = (t: string, prefix: boolean) => `"${t.replaceAll('"', '""')}"${prefix ? '*' : ''}`;
    const words = tokenAlternatives
      .map((alternatives, i) => `(${alternatives.map((t) => phrase(t, i === last)).join(' OR ')})`)
      .join(' AND ');
    const columns = '{"name" "aliases" "brand" "category"}';
    if (tier === 'generic') {
      return this.match('foods_fts', `${columns} : (${words})`, limit, true);
    }
    // Millions of products: ranking every match by bm25 would read them all. Read matches in index
    // order instead (which stops after `limit`) and let the shared ranking order them. For a
    // one-word query, also fetch the products whose name starts with that word.
    const any = this.match('foods_brand_fts', `${columns} : (${words})`, limit * 2, false);
    if (tokenAlternatives.length > 1) return any;
    const leading = tokenAlternatives[0]!.map((t) => `"name" : ^${phrase(t, true)}`).join(' OR ');
    return this.match('foods_brand_fts', leading, limit, false).concat(any);
  }

  /** FTS matches joined to their foods; `ranked` orders by bm25 (name weighs most), else index order. */
  private match(table: string, query: string, limit: number, ranked: boolean): SearchCandidate[] {
    const bm25 = `bm25("${table}", 10.0, 6.0, 4.0, 1.0, 0.0)`;
    const rows = this.db
      .prepare(
        `SELECT ${SELECT_CANDIDATE}, -m."rank" AS "score"
         FROM (SELECT "rowid" AS "ftsRowid", ${ranked ? bm25 : '0'} AS "rank"
               FROM "${table}" WHERE "${table}" MATCH ? ${ranked ? 'ORDER BY "rank"' : ''} LIMIT ?) m
         JOIN "foods" f ON f."rowid" = m."ftsRowid"`,
      )
      .all(query, limit) as CandidateRow[];
    return rows.map(toCandidate);
  }

  async vocabulary(word: string): Promise<{ term: string; docs: number }[]> {
    const first = word[0]!;
    const next = String.fromCharCode(first.charCodeAt(0) + 1);
    const terms = new Map<string, number>();
    // Only the generic foods' vocabulary: fts5vocab reads every doclist of its range, which is
    // cheap for tens of thousands of generic foods but not for millions of products.
    for (const table of ['foods_fts_vocab']) {
      const rows = this.db
        .prepare(
          `SELECT "term", "doc" AS "docs" FROM "${table}"
           WHERE "term" >= ? AND "term" < ? AND length("term") BETWEEN ? AND ?`,
        )
        .all(first, next, word.length - 2, word.length + 2) as { term: string; docs: number }[];
      for (const row of rows) terms.set(row.term, (terms.get(row.term) ?? 0) + row.docs);
    }
    return [...terms].map(([term, docs]) => ({ term, docs }));
  }

  async similarNames(): Promise<SearchCandidate[]> {
    return [];
  }
}

class PostgresFoodStore implements FoodStore {
  constructor(private readonly dataSource: DataSource) {}

  async transaction<T>(work: (writer: FoodWriter) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const upsert = async (foods: FoodRecord[]) => {
        if (foods.length === 0) return;
        // One multi-row statement per batch; a batch never repeats an id (ON CONFLICT would refuse it).
        const unique = [...new Map(foods.map((f) => [f.id, f])).values()];
        const params: unknown[] = [];
        const tuples = unique.map((food) => {
          const values = rowValues(food);
          const start = params.length;
          params.push(...values);
          return `(${values.map((_, i) => `$${start + i + 1}`).join(', ')})`;
        });
        await manager.query(
          `INSERT INTO "foods" (${FOOD_COLUMNS.map(quoted).join(', ')}) VALUES ${tuples.join(', ')}
           ON CONFLICT ("id") DO UPDATE SET ${UPDATE_SET}`,
          params,
        );
        const withPortions = unique.filter((f) => f.portions);
        if (withPortions.length > 0) {
          await manager.query('DELETE FROM "food_portions" WHERE "foodId" = ANY($1)', [withPortions.map((f) => f.id)]);
          const portions = withPortions.flatMap((f) =>
            f.portions!.map((p, i) => [f.id, i + 1, p.description, p.grams]),
          );
          if (portions.length > 0) {
            await manager.query(
              `INSERT INTO "food_portions" ("foodId", "seq", "description", "grams") SELECT * FROM unnest($1::varchar[], $2::int[], $3::varchar[], $4::float8[])`,
              [0, 1, 2, 3].map((k) => portions.map((row) => row[k])),
            );
          }
        }
        const barcodes = [...new Map(unique.flatMap((f) => (f.barcodes ?? []).map((code) => [code, f.id]))).entries()];
        if (barcodes.length > 0) {
          await manager.query(
            `INSERT INTO "food_barcodes" ("code", "foodId") SELECT * FROM unnest($1::varchar[], $2::varchar[])
             ON CONFLICT ("code") DO UPDATE SET "foodId" = excluded."foodId"`,
            [barcodes.map(([code]) => code), barcodes.map(([, id]) => id)],
          );
        }
      };
      const replacePortions = async (
        entries: { foodId: string; portions: { description: string; grams: number }[] }[],
      ): Promise<Set<string>> => {
        const ids = entries.map((e) => e.foodId);
        const found = new Set(
          ((await manager.query('SELECT "id" FROM "foods" WHERE "id" = ANY($1)', [ids])) as { id: string }[]).map(
            (r) => r.id,
          ),
        );
        const present = entries.filter((e) => found.has(e.foodId));
        if (present.length > 0) {
          await manager.query('DELETE FROM "food_portions" WHERE "foodId" = ANY($1)', [present.map((e) => e.foodId)]);
          const rows = present.flatMap((e) => e.portions.map((p, i) => [e.foodId, i + 1, p.description, p.grams]));
          if (rows.length > 0) {
            await manager.query(
              `INSERT INTO "food_portions" ("foodId", "seq", "description", "grams") SELECT * FROM unnest($1::varchar[], $2::int[], $3::varchar[], $4::float8[])`,
              [0, 1, 2, 3].map((k) => rows.map((row) => row[k])),
            );
          }
        }
        return new Set(ids.filter((id) => !found.has(id)));
      };
      return work({ upsert, replacePortions });
    });
  }

  async candidates(tokenAlternatives: string[][], tier: Tier, limit: number): Promise<SearchCandidate[]> {
    // Earlier words whole, the last one as a prefix (it may be half typed).
    const last = tokenAlternatives.length - 1;
    const tsquery = tokenAlternatives
      .map((alts, i) => `(${alts.map((t) => `${t}${i === last ? ':*' : ''}`).join(' | ')})`)
      .join(' & ');
    // Generic foods are ranked by ts_rank; millions of products are read without ordering (which
    // stops at the limit) and ranked in code, as on SQLite.
    const ranked = tier === 'generic';
    const rows = (await this.dataSource.query(
      `SELECT ${SELECT_CANDIDATE}, ${ranked ? `ts_rank(${POSTGRES_SEARCH_VECTOR}, q) * 10` : '0'} AS "score"
       FROM "foods" f, to_tsquery('simple', $1) q
       WHERE (${POSTGRES_SEARCH_VECTOR}) @@ q AND ${POSTGRES_TIER_PREDICATES[tier]}
       ${ranked ? 'ORDER BY "score" DESC' : ''} LIMIT $2`,
      [tsquery, ranked ? limit : limit * 2],
    )) as CandidateRow[];
    return rows.map(toCandidate);
  }

  async vocabulary(): Promise<{ term: string; docs: number }[]> {
    return [];
  }

  async similarNames(query: string, limit: number): Promise<SearchCandidate[]> {
    // Word similarity finds 'sandwhich' inside 'Club sandwich'; generic foods only (partial index).
    // The default threshold (0.6) misses one-letter slips in short words ('chiken' scores 0.5).
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL pg_trgm.word_similarity_threshold = 0.45');
      const rows = (await manager.query(
        `SELECT ${SELECT_CANDIDATE}, word_similarity($1, lower(f."name")) * 10 AS "score"
         FROM "foods" f WHERE $1 <% lower(f."name") AND ${POSTGRES_TIER_PREDICATES.generic}
         ORDER BY "score" DESC LIMIT $2`,
        [query, limit],
      )) as CandidateRow[];
      return rows.map(toCandidate);
    });
  }
}

export type { FoodEntity };
