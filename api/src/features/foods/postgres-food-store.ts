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
      if (!jitOff.has(client)) {
        // The bm25 statement's cost estimate (unnest guesses 100 rows) trips JIT compilation,
        // which takes ~300 ms for a statement that runs in ~3 ms. And each execution is planned
        // for its own words: a generic plan cannot tell a rare word from a common one, and reads
        // every product for a rare one (the statement is still parsed only once).
        await client.query('SET jit = off; SET plan_cache_mode = force_custom_plan');
        jitOff.add(client);
      }
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
      // bm25 scores each alternative of each word as a phrase of its own, as FTS5 does. A phrase
      // is a range of postings terms: the word itself, or every word it starts (the last word).
      const phrases = tokenAlternatives.flatMap((alts, i) =>
        alts.map((term) => ({ from: term, to: i === last ? `${term}~` : term, word: i })),
      );
      const rows = await this.prepared<CandidateRow>('food_search_generic', GENERIC_SEARCH, [
        phrases.map((p) => p.from),
        phrases.map((p) => p.to),
        phrases.map((p) => p.word),
        tokenAlternatives.length,
        limit,
      ]);
      return rows.map(toCandidate);
    }
    // Millions of products: ranking every match would read them all. Read matches in table order
    // instead (which stops after the limit) and let the shared ranking order them. For a one-word
    // query, also fetch the products whose name starts with that word.
    const any = this.prepared<CandidateRow>('food_search_brand', BRAND_SEARCH, [tsquery, limit * 2]);
    if (tokenAlternatives.length > 1) return (await any).map(toCandidate);
    // One index range per alternative (LIKE with a constant prefix uses the text_pattern_ops index).
    const leading = Promise.all(
      tokenAlternatives[0]!.map((t) =>
        this.prepared<CandidateRow>('food_search_brand_lead', BRAND_LEAD_SEARCH, [`${t}%`, limit]),
      ),
    ).then((lists) => lists.flat().slice(0, limit));
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

/** Pooled connections whose session already has the search's settings. */
const jitOff = new WeakSet<PoolClient>();

/**
 * Generic foods, best first by bm25 computed as SQLite's FTS5 computes it (k1 1.2, b 0.75; a
 * word's hits weigh 10 in the name, 6 in the aliases, 4 in the brand, 1 in the category; each
 * phrase's IDF from how many generic foods it matches; lengths in words over the average), so
 * both engines pick the same candidates and give them the same engine score. Everything comes
 * from the postings' key (index-only): a phrase's postings give its foods, their hits and
 * lengths, and its IDF; a food is a match when it has a phrase of every query word. Scores equal
 * to 9 decimals (the order of a sum's terms may change its last bits) are ordered by food id, as
 * on SQLite, so both engines keep the same foods among equals at the limit.
 */
const GENERIC_SEARCH = `
  WITH "totals" AS MATERIALIZED (
    SELECT "rows"::float8 AS "rows", greatest("tokens", 1)::float8 / greatest("rows", 1) AS "avgLength"
    FROM "food_search_totals" WHERE "generic"
  ),
  "hits" AS MATERIALIZED (
    SELECT p."phrase", p."word", x."foodId", sum(x."hits") AS "hits", min(x."tokens") AS "tokens"
    FROM unnest($1::text[], $2::text[], $3::int[]) WITH ORDINALITY AS p("from", "to", "word", "phrase")
    CROSS JOIN LATERAL (
      SELECT o."foodId", o."hits", o."tokens" FROM "food_search_postings" o
      WHERE o."term" >= p."from" AND o."term" <= p."to"
    ) x
    GROUP BY p."phrase", p."word", x."foodId"
  ),
  "phrases" AS MATERIALIZED (
    SELECT h."phrase", greatest(ln((0.5 + t."rows" - count(*)) / (0.5 + count(*))), 1e-6) AS "idf"
    FROM "hits" h CROSS JOIN "totals" t
    GROUP BY h."phrase", t."rows"
  ),
  "ranked" AS (
    SELECT h."foodId", sum(p."idf" * (h."hits" * 2.2) / (h."hits" + 1.2 * (0.25 + 0.75 * h."tokens" / t."avgLength"))) AS "score"
    FROM "hits" h JOIN "phrases" p ON p."phrase" = h."phrase" CROSS JOIN "totals" t
    GROUP BY h."foodId"
    HAVING count(DISTINCT h."word") = $4
  )
  SELECT ${SELECT_CANDIDATE}, r."score"
  FROM (SELECT "foodId", "score" FROM "ranked" ORDER BY round("score" * 1e9) DESC, "foodId" COLLATE "C" LIMIT $5) r
  JOIN "foods" f ON f."id" = r."foodId"`;

/** Branded products in table order (the GIN bitmap is read in physical order; stops at the limit). */
const BRAND_SEARCH = `
  SELECT ${SELECT_CANDIDATE}, 0 AS "score"
  FROM (
    SELECT "foodId" FROM "food_search_brand"
    WHERE "document" @@ to_tsquery('simple', $1)
    LIMIT $2
  ) m
  JOIN "foods" f ON f."id" = m."foodId"`;

/** Branded products whose name's first word starts with the pattern's prefix. */
const BRAND_LEAD_SEARCH = `
  SELECT ${SELECT_CANDIDATE}, 0 AS "score"
  FROM (
    SELECT "foodId" FROM "food_search_brand"
    WHERE "lead" LIKE $1
    LIMIT $2
  ) m
  JOIN "foods" f ON f."id" = m."foodId"`;

/** Generic foods' words near a misspelt one: same first letter, similar length. */
const VOCABULARY = `
  SELECT "term", "docs" FROM "food_search_vocab"
  WHERE "term" >= $1 AND "term" < $2 AND length("term") BETWEEN $3 AND $4 AND "docs" > 0`;
