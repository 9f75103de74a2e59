import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PostgreSQL: the generic foods' postings, one row per word of each generic food's search
 * document with the word's weighted hits in that food (10 per occurrence in the name, 6 in the
 * aliases, 4 in the brand, 1 in the category) and the food's length in words, kept in step with
 * `food_search_generic` by a trigger.
 *
 * bm25 for a word or prefix then reads one range of the primary key, `(term, foodId)` with the
 * hits and length included, instead of fetching every matching food's document and unnesting it:
 * the same scores, from an index-only scan. Terms sort bytewise ("C"), so a prefix is the range
 * from the prefix to the prefix followed by '~' (terms are letters and digits only).
 */
export class PostgresFoodPostings1765100000000 implements MigrationInterface {
  name = 'PostgresFoodPostings1765100000000';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.driver.options.type !== 'postgres') return;
    const [{ schema }] = (await q.query('SELECT current_schema() AS schema')) as [{ schema: string }];
    const s = `"${schema.replaceAll('"', '""')}"`;
    await q.query(`CREATE TABLE ${s}."food_search_postings" (
      "term" text COLLATE "C" NOT NULL,
      "foodId" varchar(64) NOT NULL,
      "hits" integer NOT NULL,
      "tokens" integer NOT NULL
    )`);
    // A document's postings: each word with the sum of its occurrences' weights.
    const postings = (r: 'NEW' | 'g') => `
      SELECT u."lexeme", ${r}."foodId", sum(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 6 WHEN 'C' THEN 4 ELSE 1 END), ${r}."tokens"
      FROM unnest(${r}."document") AS u, unnest(u."weights") AS w
      GROUP BY u."lexeme"`;
    await q.query(`CREATE FUNCTION ${s}."food_search_postings_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM ${s}."food_search_postings"
            WHERE "term" = ANY(tsvector_to_array(OLD."document")) AND "foodId" = OLD."foodId";
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO ${s}."food_search_postings" ("term", "foodId", "hits", "tokens") ${postings('NEW')};
        END IF;
        RETURN NULL;
      END
    $$`);
    await q.query(`CREATE TRIGGER "food_search_postings_sync" AFTER INSERT OR UPDATE OR DELETE ON ${s}."food_search_generic"
      FOR EACH ROW EXECUTE FUNCTION ${s}."food_search_postings_sync"()`);
    // Generic foods stored before this migration; the key is built after the rows are in.
    await q.query(`INSERT INTO ${s}."food_search_postings" ("term", "foodId", "hits", "tokens")
      SELECT p.* FROM ${s}."food_search_generic" g CROSS JOIN LATERAL (${postings('g')}) p`);
    await q.query(`ALTER TABLE ${s}."food_search_postings"
      ADD CONSTRAINT "pk_food_search_postings" PRIMARY KEY ("term", "foodId") INCLUDE ("hits", "tokens")`);
    await q.query(`ANALYZE ${s}."food_search_postings"`);
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.driver.options.type !== 'postgres') return;
    const [{ schema }] = (await q.query('SELECT current_schema() AS schema')) as [{ schema: string }];
    const s = `"${schema.replaceAll('"', '""')}"`;
    await q.query(`DROP TRIGGER IF EXISTS "food_search_postings_sync" ON ${s}."food_search_generic"`);
    await q.query(`DROP FUNCTION IF EXISTS ${s}."food_search_postings_sync"()`);
    await q.query(`DROP TABLE IF EXISTS ${s}."food_search_postings"`);
  }
}
