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

/** Every ASCII character but letters, digits and the space. */
const PUNCTUATION = Array.from({ length: 127 }, (_, code) => String.fromCharCode(code + 1))
  .filter((c) => !/[a-zA-Z0-9 ]/.test(c))
  .join('');

/**
 * Pure-ASCII text lower-cased with its punctuation made spaces, as first written. `translate`
 * looks each character up in a 64-character list: slow enough to matter in bulk imports, so a
 * later migration replaces it.
 */
export const ASCII_WORDS_BY_TRANSLATE = `translate(lower($1), ${literal(PUNCTUATION)}, ${literal(' '.repeat(PUNCTUATION.length))})`;

/**
 * `food_search_words(text)`: the words the search code makes of a text, space-separated. Pure-ASCII
 * text (nearly all of it) only needs lower case and punctuation made into spaces (`asciiWords`,
 * an expression of `$1`); the rest also has its accents folded and every other character made a space.
 */
export function foodSearchWordsFunction(
  s: string,
  asciiWords: string,
  create: 'CREATE' | 'CREATE OR REPLACE' = 'CREATE',
): string {
  const { from, to } = diacriticsTable();
  return `${create} FUNCTION ${s}."food_search_words"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN octet_length($1) = length($1)
        THEN ${asciiWords}
        ELSE regexp_replace(lower(translate($1, ${literal(from)}, ${literal(to)})), '[^a-z0-9]+', ' ', 'g')
      END
    $$`;
}

/**
 * The one row `food_search_row(name, aliases, brand, category)` returns: the first word of the
 * name, the food's length in words, and its search document. `fence` (`OFFSET 0`) keeps the
 * words a subquery of their own where PostgreSQL inlines the function into its caller: merged
 * into the outer expressions, each field's words would be made once per use (9 times, not 4).
 */
export function foodSearchRowSelect(s: string, fence = ''): string {
  const words = (column: string, weight: string) => `setweight(to_tsvector('simple', w.${column}), '${weight}')`;
  return `SELECT split_part(btrim(w.n), ' ', 1),
      cardinality(array_remove(string_to_array(w.n || ' ' || w.a || ' ' || w.b || ' ' || w.c, ' '), '')),
      ${words('n', 'A')} || ${words('a', 'B')} || ${words('b', 'C')} || ${words('c', 'D')}
    FROM (SELECT coalesce(${s}."food_search_words"($1), '') AS n, coalesce(${s}."food_search_words"($2), '') AS a,
                 coalesce(${s}."food_search_words"($3), '') AS b, coalesce(${s}."food_search_words"($4), '') AS c${fence}) w`;
}

/** Search documents per tier, as SQLite's two FTS5 tables: each tier's rows lie together on disk. */
const SEARCH_TABLES = ['food_search_generic', 'food_search_brand'] as const;

/**
 * PostgreSQL food search at FoodData Central scale, shaped like SQLite's FTS5 tables:
 * - `food_search_generic` and `food_search_brand`: one row per food of the tier with its search
 *   document, a stored `tsvector` (name A, aliases B, brand C, category D) over the same words
 *   the search code makes of the text, its length in words and the first word of its name. A
 *   GIN index on each answers word and prefix queries; the document is read from the row, never
 *   recomputed. Two tables, not one with a tier column, so the 5 % of generic foods lie together
 *   on disk instead of one per page among millions of products.
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

    await q.query(foodSearchWordsFunction(s, ASCII_WORDS_BY_TRANSLATE));
    await q.query(
      `CREATE FUNCTION ${s}."food_search_row"(text, text, text, text, OUT "lead" text, OUT "tokens" integer, OUT "document" tsvector)
       LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ ${foodSearchRowSelect(s)} $$`,
    );
    for (const table of SEARCH_TABLES) {
      await q.query(`CREATE TABLE ${s}."${table}" (
        "foodId" varchar(64) PRIMARY KEY,
        "lead" text NOT NULL,
        "tokens" integer NOT NULL,
        "document" tsvector NOT NULL
      )`);
    }
    await q.query(
      `CREATE TABLE ${s}."food_search_totals" ("generic" boolean PRIMARY KEY, "rows" bigint NOT NULL, "tokens" bigint NOT NULL)`,
    );
    await q.query(`CREATE TABLE ${s}."food_search_vocab" ("term" text PRIMARY KEY, "docs" integer NOT NULL)`);

    const row = (r: 'NEW' | 'OLD') => `${r}."name", ${r}."aliases", ${r}."brand", ${r}."category"`;
    await q.query(`CREATE FUNCTION ${s}."food_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_document tsvector;
        old_tokens integer;
        new_document tsvector;
        new_tokens integer;
        new_lead text;
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM ${s}."food_search_brand" WHERE "foodId" = OLD."id";
          DELETE FROM ${s}."food_search_generic" WHERE "foodId" = OLD."id" RETURNING "document", "tokens" INTO old_document, old_tokens;
          IF FOUND THEN
            UPDATE ${s}."food_search_totals" SET "rows" = "rows" - 1, "tokens" = "tokens" - old_tokens WHERE "generic";
            UPDATE ${s}."food_search_vocab" v SET "docs" = v."docs" - 1
              FROM unnest(tsvector_to_array(old_document)) AS t("term") WHERE v."term" = t."term";
            DELETE FROM ${s}."food_search_vocab" WHERE "term" = ANY(tsvector_to_array(old_document)) AND "docs" <= 0;
          END IF;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          SELECT r."lead", r."tokens", r."document" INTO new_lead, new_tokens, new_document
            FROM ${s}."food_search_row"(${row('NEW')}) r;
          IF NEW."dataType" = 'Brand' THEN
            INSERT INTO ${s}."food_search_brand" ("foodId", "lead", "tokens", "document")
              VALUES (NEW."id", new_lead, new_tokens, new_document);
          ELSE
            INSERT INTO ${s}."food_search_generic" ("foodId", "lead", "tokens", "document")
              VALUES (NEW."id", new_lead, new_tokens, new_document);
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
    for (const [table, predicate] of [
      ['food_search_generic', `<> 'Brand'`],
      ['food_search_brand', `= 'Brand'`],
    ] as const) {
      await q.query(`INSERT INTO ${s}."${table}" ("foodId", "lead", "tokens", "document")
        SELECT f."id", r."lead", r."tokens", r."document"
        FROM ${s}."foods" f, ${s}."food_search_row"(f."name", f."aliases", f."brand", f."category") r
        WHERE f."dataType" ${predicate}`);
    }
    await q.query(`INSERT INTO ${s}."food_search_totals" ("generic", "rows", "tokens")
      SELECT true, count(*), coalesce(sum("tokens"), 0) FROM ${s}."food_search_generic"`);
    await q.query(`INSERT INTO ${s}."food_search_vocab" ("term", "docs")
      SELECT t."term", count(*) FROM ${s}."food_search_generic", unnest(tsvector_to_array("document")) AS t("term")
      GROUP BY t."term"`);

    // Building the indexes after the rows are in is much faster than growing them row by row;
    // more memory for the build keeps a 1.9-million-food GIN build to one pass.
    await q.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const table of SEARCH_TABLES) {
      await q.query(`CREATE INDEX "idx_${table}" ON ${s}."${table}" USING GIN ("document")`);
    }
    await q.query(`CREATE INDEX "idx_food_search_brand_lead" ON ${s}."food_search_brand" ("lead" text_pattern_ops)`);
    for (const name of ['idx_foods_search_generic', 'idx_foods_search_brand', 'idx_foods_name_trgm']) {
      await q.query(`DROP INDEX IF EXISTS ${s}."${name}"`);
    }
    for (const table of [...SEARCH_TABLES, 'food_search_vocab']) await q.query(`ANALYZE ${s}."${table}"`);
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
    for (const table of SEARCH_TABLES) await q.query(`DROP TABLE IF EXISTS ${s}."${table}"`);
    await q.query(`DROP FUNCTION IF EXISTS ${s}."food_search_row"(text, text, text, text)`);
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
