import type { PoolClient, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { SearchCandidate } from './food-ranking';
import {
  FOOD_COLUMNS,
  quoted,
  rowValues,
  SELECT_CANDIDATE,
  toCandidate,
  UPDATE_SET,
  type CandidateRow,
  type FoodRecord,
  type FoodStore,
  type FoodWriter,
  type Tier,
} from './food-store';

export class PostgresFoodStore implements FoodStore {
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

  /**
   * Runs a named prepared statement on a pooled connection: PostgreSQL parses and plans each
   * search statement once per connection instead of on every query.
   */
  private async prepared<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const client: PoolClient = await runner.connect();
      return (await client.query<Row & QueryResultRow>({ name, text, values })).rows;
    } finally {
      await runner.release();
    }
  }

  async candidates(tokenAlternatives: string[][], tier: Tier, limit: number): Promise<SearchCandidate[]> {
    // Earlier words whole, the last one as a prefix (it may be half typed). Tokens are letters and
    // digits only, so they need no quoting inside the tsquery or a LIKE pattern.
    const last = tokenAlternatives.length - 1;
    const tsquery = tokenAlternatives
      .map((alts, i) => `(${alts.map((t) => `${t}${i === last ? ':*' : ''}`).join(' | ')})`)
      .join(' & ');
    if (tier === 'generic') {
      return (await this.prepared<CandidateRow>('food_search_generic', GENERIC_SEARCH, [tsquery, limit])).map(
        toCandidate,
      );
    }
    // Millions of products: ranking every match would read them all. Read matches in table order
    // instead (which stops after the limit) and let the shared ranking order them. For a one-word
    // query, also fetch the products whose name starts with that word.
    const any = this.prepared<CandidateRow>('food_search_brand', BRAND_SEARCH, [tsquery, limit * 2]);
    if (tokenAlternatives.length > 1) return (await any).map(toCandidate);
    const leading = this.prepared<CandidateRow>('food_search_brand_lead', BRAND_LEAD_SEARCH, [
      tokenAlternatives[0]!.map((t) => `${t}%`),
      limit,
    ]);
    const [leadingRows, anyRows] = await Promise.all([leading, any]);
    return leadingRows.concat(anyRows).map(toCandidate);
  }

  async vocabulary(word: string): Promise<{ term: string; docs: number }[]> {
    const first = word[0]!;
    const next = String.fromCharCode(first.charCodeAt(0) + 1);
    return this.prepared<{ term: string; docs: number }>('food_search_vocabulary', VOCABULARY, [
      first,
      next,
      word.length - 2,
      word.length + 2,
    ]);
  }
}

/**
 * Generic foods, best first by ts_rank with SQLite's column weights (name 10, aliases and brand
 * 6 and 4, category 1, as fractions of the name's), divided by the document's length as bm25
 * does; at most `$3` matches are read before ranking.
 */
const GENERIC_SEARCH = `
  SELECT ${SELECT_CANDIDATE}, m."score"
  FROM (
    SELECT "foodId", ts_rank('{0, 0.1, 0.5, 1.0}', "document", to_tsquery('simple', $1), 1) * 20 AS "score"
    FROM "food_search"
    WHERE "generic" AND "document" @@ to_tsquery('simple', $1)
    ORDER BY "score" DESC
    LIMIT $2
  ) m
  JOIN "foods" f ON f."id" = m."foodId"`;

/** Branded products in table order (the GIN bitmap is read in physical order; stops at the limit). */
const BRAND_SEARCH = `
  SELECT ${SELECT_CANDIDATE}, 0 AS "score"
  FROM (
    SELECT "foodId" FROM "food_search"
    WHERE NOT "generic" AND "document" @@ to_tsquery('simple', $1)
    LIMIT $2
  ) m
  JOIN "foods" f ON f."id" = m."foodId"`;

/** Branded products whose name's first word starts with one of the patterns. */
const BRAND_LEAD_SEARCH = `
  SELECT ${SELECT_CANDIDATE}, 0 AS "score"
  FROM (
    SELECT "foodId" FROM "food_search"
    WHERE NOT "generic" AND "lead" LIKE ANY ($1::text[])
    LIMIT $2
  ) m
  JOIN "foods" f ON f."id" = m."foodId"`;

/** Generic foods' words near a misspelt one: same first letter, similar length. */
const VOCABULARY = `
  SELECT "term", "docs" FROM "food_search_vocab"
  WHERE "term" >= $1 AND "term" < $2 AND length("term") BETWEEN $3 AND $4 AND "docs" > 0`;
