import type { MigrationInterface, QueryRunner } from 'typeorm';
import { POSTGRES_SEARCH_VECTOR, POSTGRES_TIER_PREDICATES } from './1763950000000-food-database';

/**
 * Latin letters with diacritics and the plain letter each one decomposes to (NFKD, marks removed,
 * lower case), so PostgreSQL splits and folds words exactly as the search code and SQLite's
 * `remove_diacritics` do: 'Crème brûlée' is searched as 'creme brulee'. Unicode's normalization
 * stability guarantees the table never changes.
 */
function diacriticsTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const [first, last] of [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let code = first; code <= last; code += 1) {
      const letter = String.fromCodePoint(code);
      const plain = letter
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      if (/^[a-z]$/.test(plain)) {
        from += letter;
        to += plain;
      }
    }
  }
  return { from, to };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * PostgreSQL food search at FoodData Central scale, shaped like SQLite's FTS5 tables:
 * - `food_search`: one row per food with its search document, a stored `tsvector` (name A,
 *   aliases B, brand C, category D) over the same words the search code makes of the text, its
 *   length in words, its tier (generic food or branded product) and the first word of its name.
 *   A GIN index per tier answers word and prefix queries; the document is read from the row,
 *   never recomputed.
 * - `food_search_totals`: how many generic foods there are and their words in all, which with
 *   the vocabulary's counts let generic foods be ranked by bm25 exactly as SQLite's FTS5 does.
 * - `food_search_vocab`: every word of the generic foods with how many foods use it, the
 *   vocabulary that misspelt words are corrected from (as SQLite's `fts5vocab`).
 * Both are kept in step with `foods` by a trigger. They are tables of their own, not columns of
 * `foods`, because the entities describe `foods` exactly on both engines.
 *
 * The expression indexes and the trigram index this replaces are dropped: the expression was
 * recomputed for every row read, and trigram similarity gave other answers than SQLite.
 */
export class PostgresFoodSearch1765000000000 implements MigrationInterface {
  name = 'PostgresFoodSearch1765000000000';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.driver.options.type !== 'postgres') return;
    const [{ schema }] = (await q.query('SELECT current_schema() AS schema')) as [{ schema: string }];
    const s = `"${schema.replaceAll('"', '""')}"`;
    const { from, to } = diacriticsTable();

    await q.query(
      `CREATE FUNCTION ${s}."food_search_words"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT regexp_replace(lower(translate(coalesce($1, ''), ${literal(from)}, ${literal(to)})), '[^a-z0-9]+', ' ', 'g')
       $$`,
    );
    const words = (column: string, weight: string) =>
      `setweight(to_tsvector('simple', ${s}."food_search_words"(${column})), '${weight}')`;
    const count = (column: string) =>
      `coalesce(array_length(string_to_array(btrim(${s}."food_search_words"(${column})), ' '), 1), 0)`;
    await q.query(
      `CREATE FUNCTION ${s}."food_search_document"("name" text, "aliases" text, "brand" text, "category" text)
       RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT ${words('"name"', 'A')} || ${words('"aliases"', 'B')} || ${words('"brand"', 'C')} || ${words('"category"', 'D')}
       $$`,
    );
    await q.query(
      `CREATE FUNCTION ${s}."food_search_tokens"("name" text, "aliases" text, "brand" text, "category" text)
       RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT ${count('"name"')} + ${count('"aliases"')} + ${count('"brand"')} + ${count('"category"')}
       $$`,
    );
    await q.query(`CREATE TABLE ${s}."food_search" (
      "foodId" varchar(64) PRIMARY KEY,
      "generic" boolean NOT NULL,
      "lead" text NOT NULL,
      "tokens" integer NOT NULL,
      "document" tsvector NOT NULL
    )`);
    await q.query(
      `CREATE TABLE ${s}."food_search_totals" ("generic" boolean PRIMARY KEY, "rows" bigint NOT NULL, "tokens" bigint NOT NULL)`,
    );
    await q.query(`CREATE TABLE ${s}."food_search_vocab" ("term" text PRIMARY KEY, "docs" integer NOT NULL)`);

    const row = (r: 'NEW' | 'OLD') => `${r}."name", ${r}."aliases", ${r}."brand", ${r}."category"`;
    await q.query(`CREATE FUNCTION ${s}."food_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_document tsvector;
        old_generic boolean;
        old_tokens integer;
        new_document tsvector;
        new_tokens integer;
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM ${s}."food_search" WHERE "foodId" = OLD."id" RETURNING "document", "generic", "tokens" INTO old_document, old_generic, old_tokens;
          IF old_generic THEN
            UPDATE ${s}."food_search_totals" SET "rows" = "rows" - 1, "tokens" = "tokens" - old_tokens WHERE "generic";
            UPDATE ${s}."food_search_vocab" v SET "docs" = v."docs" - 1
              FROM unnest(tsvector_to_array(old_document)) AS t("term") WHERE v."term" = t."term";
            DELETE FROM ${s}."food_search_vocab" WHERE "term" = ANY(tsvector_to_array(old_document)) AND "docs" <= 0;
          END IF;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          new_document := ${s}."food_search_document"(${row('NEW')});
          new_tokens := ${s}."food_search_tokens"(${row('NEW')});
          INSERT INTO ${s}."food_search" ("foodId", "generic", "lead", "tokens", "document")
            VALUES (NEW."id", NEW."dataType" <> 'Brand', split_part(ltrim(${s}."food_search_words"(NEW."name")), ' ', 1), new_tokens, new_document);
          IF NEW."dataType" <> 'Brand' THEN
            UPDATE ${s}."food_search_totals" SET "rows" = "rows" + 1, "tokens" = "tokens" + new_tokens WHERE "generic";
            INSERT INTO ${s}."food_search_vocab" ("term", "docs")
              SELECT t."term", 1 FROM unnest(tsvector_to_array(new_document)) AS t("term")
              ON CONFLICT ("term") DO UPDATE SET "docs" = ${s}."food_search_vocab"."docs" + 1;
          END IF;
        END IF;
        RETURN NULL;
      END
    $$`);
    await q.query(
      `CREATE TRIGGER "food_search_insert" AFTER INSERT ON ${s}."foods" FOR EACH ROW EXECUTE FUNCTION ${s}."food_search_sync"()`,
    );
    await q.query(`CREATE TRIGGER "food_search_update" AFTER UPDATE ON ${s}."foods" FOR EACH ROW
      WHEN ((${row('OLD')}, OLD."dataType") IS DISTINCT FROM (${row('NEW')}, NEW."dataType"))
      EXECUTE FUNCTION ${s}."food_search_sync"()`);
    await q.query(
      `CREATE TRIGGER "food_search_delete" AFTER DELETE ON ${s}."foods" FOR EACH ROW EXECUTE FUNCTION ${s}."food_search_sync"()`,
    );

    // Foods stored before this migration.
    await q.query(`INSERT INTO ${s}."food_search" ("foodId", "generic", "lead", "tokens", "document")
      SELECT "id", "dataType" <> 'Brand', split_part(ltrim(${s}."food_search_words"("name")), ' ', 1),
             ${s}."food_search_tokens"("name", "aliases", "brand", "category"),
             ${s}."food_search_document"("name", "aliases", "brand", "category")
      FROM ${s}."foods"`);
    await q.query(`INSERT INTO ${s}."food_search_totals" ("generic", "rows", "tokens")
      SELECT true, count(*), coalesce(sum("tokens"), 0) FROM ${s}."food_search" WHERE "generic"`);
    await q.query(`INSERT INTO ${s}."food_search_vocab" ("term", "docs")
      SELECT t."term", count(*) FROM ${s}."food_search", unnest(tsvector_to_array("document")) AS t("term")
      WHERE "generic" GROUP BY t."term"`);

    // Building the indexes after the rows are in is much faster than growing them row by row;
    // more memory for the build keeps a 1.9-million-food GIN build to one pass.
    await q.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await q.query(
      `CREATE INDEX "idx_food_search_generic" ON ${s}."food_search" USING GIN ("document") WHERE "generic"`,
    );
    await q.query(
      `CREATE INDEX "idx_food_search_brand" ON ${s}."food_search" USING GIN ("document") WHERE NOT "generic"`,
    );
    await q.query(
      `CREATE INDEX "idx_food_search_brand_lead" ON ${s}."food_search" ("lead" text_pattern_ops) WHERE NOT "generic"`,
    );
    for (const name of ['idx_foods_search_generic', 'idx_foods_search_brand', 'idx_foods_name_trgm']) {
      await q.query(`DROP INDEX IF EXISTS ${s}."${name}"`);
    }
    await q.query(`ANALYZE ${s}."food_search"`);
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.driver.options.type !== 'postgres') return;
    const [{ schema }] = (await q.query('SELECT current_schema() AS schema')) as [{ schema: string }];
    const s = `"${schema.replaceAll('"', '""')}"`;
    for (const trigger of ['food_search_insert', 'food_search_update', 'food_search_delete']) {
      await q.query(`DROP TRIGGER IF EXISTS "${trigger}" ON ${s}."foods"`);
    }
    await q.query(`DROP FUNCTION IF EXISTS ${s}."food_search_sync"()`);
    await q.query(`DROP TABLE IF EXISTS ${s}."food_search_totals"`);
    await q.query(`DROP TABLE IF EXISTS ${s}."food_search_vocab"`);
    await q.query(`DROP TABLE IF EXISTS ${s}."food_search"`);
    await q.query(`DROP FUNCTION IF EXISTS ${s}."food_search_tokens"(text, text, text, text)`);
    await q.query(`DROP FUNCTION IF EXISTS ${s}."food_search_document"(text, text, text, text)`);
    await q.query(`DROP FUNCTION IF EXISTS ${s}."food_search_words"(text)`);
    for (const [name, predicate] of Object.entries(POSTGRES_TIER_PREDICATES)) {
      await q.query(
        `CREATE INDEX "idx_foods_search_${name}" ON ${s}."foods" USING GIN ((${POSTGRES_SEARCH_VECTOR})) WHERE ${predicate}`,
      );
    }
    await q.query(
      `CREATE INDEX "idx_foods_name_trgm" ON ${s}."foods" USING GIN (lower("name") public.gin_trgm_ops) WHERE ${POSTGRES_TIER_PREDICATES.generic}`,
    );
  }
}
