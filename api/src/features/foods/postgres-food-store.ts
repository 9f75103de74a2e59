import type { PoolClient, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { SearchCandidate } from '@rules/foods/food-ranking';
import { PostgresFoodImport } from './postgres-food-import';
import {
  SELECT_CANDIDATE,
  toCandidate,
  type CandidateRow,
  type FoodStore,
  type FoodWriter,
  type Tier,
} from './food-store';

export class PostgresFoodStore implements FoodStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * An import's one transaction: rows are streamed with COPY and merged set-based, and the search
   * tables are brought up to date once, at the end (PostgresFoodImport).
   */
  async transaction<T>(work: (writer: FoodWriter) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const client = (await manager.queryRunner!.connect()) as PoolClient;
      const writer = await PostgresFoodImport.begin(client);
      const result = await work(writer);
      await writer.finish();
      return result;
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
        // every product for a rare one (the statement is still parsed only once). Products are read
        // in table order from its start: a synchronized sequential scan would begin where another
        // scan of the table stopped, and the same query would get other products each time.
        await client.query('SET jit = off; SET plan_cache_mode = force_custom_plan; SET synchronize_seqscans = off');
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
        alts.map((term) => ({ from: term, to: i === last ? `${term}~` : term })),
      );
      const [name, text, values] =
        tokenAlternatives.length === 1
          ? [
              'food_search_generic_word',
              GENERIC_SEARCH_ONE_WORD,
              [phrases.map((p) => p.from), phrases.map((p) => p.to), limit],
            ]
          : [
              'food_search_generic_words',
              GENERIC_SEARCH_WORDS,
              [tsquery, phrases.map((p) => p.from), phrases.map((p) => p.to), limit],
            ];
      return (await this.prepared<CandidateRow>(name, text, values)).map(toCandidate);
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
 * Generic foods are ranked by bm25 computed as SQLite's FTS5 computes it (k1 1.2, b 0.75; a
 * word's hits weigh 10 in the name, 6 in the aliases, 4 in the brand, 1 in the category; each
 * phrase's IDF from how many generic foods it matches; lengths in words over the average), so
 * both engines pick the same candidates and give them the same engine score. Scores equal to 9
 * decimals (the order of a sum's terms may change its last bits) are ordered by food id, as on
 * SQLite, so both engines keep the same foods among equals at the limit.
 */
const TOTALS = `
  "totals" AS MATERIALIZED (
    SELECT "rows"::float8 AS "rows", greatest("tokens", 1)::float8 / greatest("rows", 1) AS "avgLength"
    FROM "food_search_totals" WHERE "generic"
  )`;
const BM25 = (hits: string, tokens: string) =>
  `(${hits} * 2.2) / (${hits} + 1.2 * (0.25 + 0.75 * ${tokens} / t."avgLength"))`;
const IDF = (matches: string) => `greatest(ln((0.5 + t."rows" - ${matches}) / (0.5 + ${matches})), 1e-6)`;
const BEST_FIRST = `ORDER BY round("score" * 1e9) DESC, "foodId" COLLATE "C"`;

/**
 * One word (with its spelling alternatives): its foods may be thousands (`egg`, `choc`), so
 * everything comes from the postings' key, index-only: each phrase's range gives its foods, their
 * hits and lengths, and its IDF (how many foods the range holds).
 */
const GENERIC_SEARCH_ONE_WORD = `
  WITH ${TOTALS},
  "hits" AS MATERIALIZED (
    SELECT p."phrase"::int AS "phrase", x."foodId", sum(x."hits") AS "hits", min(x."tokens") AS "tokens"
    FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p("from", "to", "phrase")
    CROSS JOIN LATERAL (
      SELECT o."foodId", o."hits", o."tokens" FROM "food_search_postings" o
      WHERE o."term" >= p."from" AND o."term" <= p."to"
    ) x
    GROUP BY p."phrase", x."foodId"
  ),
  "idf" AS MATERIALIZED (
    SELECT array_agg(${IDF('coalesce(c."n", 0)')} ORDER BY s."phrase") AS "idf"
    FROM generate_series(1, cardinality($1::text[])) AS s("phrase")
    CROSS JOIN "totals" t
    LEFT JOIN (SELECT "phrase", count(*) AS "n" FROM "hits" GROUP BY "phrase") c ON c."phrase" = s."phrase"
  ),
  "ranked" AS (
    SELECT h."foodId", sum(i."idf"[h."phrase"] * ${BM25('h."hits"', 'h."tokens"')}) AS "score"
    FROM "hits" h CROSS JOIN "totals" t CROSS JOIN "idf" i
    GROUP BY h."foodId"
  )
  SELECT ${SELECT_CANDIDATE}, r."score"
  FROM (SELECT "foodId", "score" FROM "ranked" ${BEST_FIRST} LIMIT $3) r
  JOIN "foods" f ON f."id" = r."foodId"`;

/**
 * Several words: the GIN index intersects them (few foods have them all), and only those foods'
 * documents are read for their hits; each phrase's IDF is counted on the postings' key.
 */
const GENERIC_SEARCH_WORDS = `
  WITH ${TOTALS},
  "phrases" AS MATERIALIZED (
    SELECT p."from", p."to", ${IDF('h."n"')} AS "idf"
    FROM unnest($2::text[], $3::text[]) AS p("from", "to")
    CROSS JOIN "totals" t
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT o."foodId") AS "n" FROM "food_search_postings" o
      WHERE o."term" >= p."from" AND o."term" <= p."to"
    ) h
  ),
  "matches" AS (
    SELECT s."foodId", s."tokens", s."document" FROM "food_search_generic" s
    WHERE s."document" @@ to_tsquery('simple', $1)
  ),
  "ranked" AS (
    SELECT m."foodId", (
      SELECT coalesce(sum(p."idf" * ${BM25('x."hits"', 'm."tokens"')}), 0)
      FROM "phrases" p
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 6 WHEN 'C' THEN 4 ELSE 1 END), 0) AS "hits"
        FROM unnest(m."document") AS u, unnest(u."weights") AS w
        WHERE u."lexeme" COLLATE "C" >= p."from" AND u."lexeme" COLLATE "C" <= p."to"
      ) x
      WHERE x."hits" > 0
    ) AS "score"
    FROM "matches" m CROSS JOIN "totals" t
  )
  SELECT ${SELECT_CANDIDATE}, r."score"
  FROM (SELECT "foodId", "score" FROM "ranked" ${BEST_FIRST} LIMIT $4) r
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
