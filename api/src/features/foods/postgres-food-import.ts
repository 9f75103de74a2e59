import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { FOOD_SEARCH_DEFERRED } from '../../db/migrations/1765500000000-postgres-food-bulk-import';
import { FOOD_COLUMNS, quoted, rowValues, type FoodRecord, type FoodWriter } from './food-store';

/** Foods held in memory before they are copied and merged: one COPY and a few statements per chunk. */
const CHUNK = 20_000;

/** The fields the search rows are made of: a food whose fields are unchanged keeps its search rows. */
const SEARCH_FIELDS = ['name', 'aliases', 'brand', 'category', 'dataType'].map(quoted);

const COLUMNS = FOOD_COLUMNS.map(quoted).join(', ');

/** A value in COPY's text format: `\N` for null; backslash, tab and line breaks escaped. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

const copyLine = (values: unknown[]) => `${values.map(copyField).join('\t')}\n`;

/**
 * The PostgreSQL side of a food import, inside the import's one transaction:
 * - foods, portions and barcodes are streamed with COPY into temporary tables, a chunk at a time,
 *   and merged into the real tables by a few set-based statements per chunk (an existing food is
 *   updated, never duplicated; an unchanged one is not even rewritten);
 * - the search triggers stand aside for this transaction (the `SET LOCAL` setting their WHEN
 *   clauses test); instead the ids of the foods whose searchable fields are new or changed are
 *   kept, and before the commit their search rows and postings are made once, set-based, and the
 *   vocabulary and totals are recounted from the generic foods' postings.
 * A failure anywhere rolls the whole import back, search tables included.
 */
export class PostgresFoodImport implements FoodWriter {
  private pending = new Map<string, FoodRecord>();
  /** How many foods have been merged so far: each food's place in the order written. */
  private written = 0;
  /** How many of them were new or different: inserted or updated in `foods`. */
  private changed = 0;

  private constructor(private readonly client: PoolClient) {}

  /** Prepares the transaction the client is in for an import. */
  static async begin(client: PoolClient): Promise<PostgresFoodImport> {
    await client.query(`SET LOCAL "${FOOD_SEARCH_DEFERRED}" = 'on'`);
    await client.query(`
      CREATE TEMPORARY TABLE "food_import" (LIKE "foods", "portionsGiven" boolean NOT NULL, "ord" bigint NOT NULL) ON COMMIT DROP;
      CREATE TEMPORARY TABLE "food_import_portions" (LIKE "food_portions") ON COMMIT DROP;
      CREATE TEMPORARY TABLE "food_import_barcodes" (LIKE "food_barcodes") ON COMMIT DROP;
      CREATE TEMPORARY TABLE "food_import_changed" ("id" varchar(64) NOT NULL, "ord" bigint NOT NULL) ON COMMIT DROP`);
    return new PostgresFoodImport(client);
  }

  async upsert(foods: FoodRecord[]): Promise<void> {
    for (const food of foods) {
      // The last write of an id wins, in the order written (its barcodes too).
      this.pending.delete(food.id);
      this.pending.set(food.id, food);
    }
    if (this.pending.size >= CHUNK) await this.flush();
  }

  async replacePortions(
    entries: { foodId: string; portions: { description: string; grams: number }[] }[],
  ): Promise<Set<string>> {
    await this.flush();
    const ids = entries.map((e) => e.foodId);
    const found = new Set(
      (await this.client.query<{ id: string }>('SELECT "id" FROM "foods" WHERE "id" = ANY($1)', [ids])).rows.map(
        (r) => r.id,
      ),
    );
    const present = entries.filter((e) => found.has(e.foodId));
    if (present.length > 0) {
      await this.client.query('DELETE FROM "food_portions" WHERE "foodId" = ANY($1)', [present.map((e) => e.foodId)]);
      await this.copy(
        'food_portions',
        ['foodId', 'seq', 'description', 'grams'],
        present.flatMap((e) => e.portions.map((p, i) => [e.foodId, i + 1, p.description, p.grams])),
      );
    }
    return new Set(ids.filter((id) => !found.has(id)));
  }

  /**
   * Merges what is still pending, makes the search rows of every food this import changed, and
   * brings the planner's statistics up to date after a large change.
   */
  async finish(): Promise<void> {
    await this.flush();
    await this.rebuildSearch();
    await this.refreshStatistics();
  }

  private async copy(table: string, columns: string[], rows: unknown[][]) {
    if (rows.length === 0) return;
    const text = rows.map(copyLine).join('');
    await pipeline(
      Readable.from([text]),
      this.client.query(copyFrom(`COPY "${table}" (${columns.map(quoted).join(', ')}) FROM STDIN`)),
    );
  }

  private async flush() {
    if (this.pending.size === 0) return;
    const foods = [...this.pending.values()];
    this.pending.clear();
    const q = (sql: string) => this.client.query(sql);
    await q('TRUNCATE "food_import", "food_import_portions", "food_import_barcodes"');
    const first = this.written;
    this.written += foods.length;
    await this.copy(
      'food_import',
      [...FOOD_COLUMNS, 'portionsGiven', 'ord'],
      foods.map((f, i) => [...rowValues(f), !!f.portions, first + i]),
    );
    await this.copy(
      'food_import_portions',
      ['foodId', 'seq', 'description', 'grams'],
      foods.flatMap((f) => (f.portions ?? []).map((p, i) => [f.id, i + 1, p.description, p.grams])),
    );
    const barcodes = new Map<string, string>();
    for (const f of foods) for (const code of f.barcodes ?? []) barcodes.set(code, f.id);
    await this.copy('food_import_barcodes', ['code', 'foodId'], [...barcodes]);

    const searchFields = (alias: string) => SEARCH_FIELDS.map((c) => `${alias}.${c}`).join(', ');
    // One look at `foods` per chunk finds both the foods whose search rows must be made and
    // whether any food bringing portions is already stored: a first load has none, and skips
    // the portions' delete, which would otherwise scan every portion stored so far, per chunk.
    // (A food another writer stores with portions between this look and the delete makes the
    // portions' insert fail on its key, and the import rolls back whole: it never duplicates.)
    const [{ stored }] = (
      await q(`WITH "chunk" AS (
          SELECT i."id", i."ord", i."portionsGiven", f."id" IS NOT NULL AS "existed",
            f."id" IS NULL OR (${searchFields('f')}) IS DISTINCT FROM (${searchFields('i')}) AS "searchChanged"
          FROM "food_import" i LEFT JOIN "foods" f ON f."id" = i."id"),
        "changed" AS (INSERT INTO "food_import_changed" ("id", "ord") SELECT "id", "ord" FROM "chunk" WHERE "searchChanged")
        SELECT count(*)::int AS "stored" FROM "chunk" WHERE "existed" AND "portionsGiven"`)
    ).rows as [{ stored: number }];
    const others = FOOD_COLUMNS.filter((c) => c !== 'id').map(quoted);
    const merged = await q(`INSERT INTO "foods" (${COLUMNS}) SELECT ${COLUMNS} FROM "food_import"
      ON CONFLICT ("id") DO UPDATE SET ${others.map((c) => `${c} = excluded.${c}`).join(', ')}
      WHERE (${others.map((c) => `"foods".${c}`).join(', ')}) IS DISTINCT FROM (${others.map((c) => `excluded.${c}`).join(', ')})`);
    this.changed += merged.rowCount ?? 0;
    if (stored > 0) {
      await q(`DELETE FROM "food_portions" p USING "food_import" i WHERE i."portionsGiven" AND p."foodId" = i."id"`);
    }
    await q(`INSERT INTO "food_portions" ("foodId", "seq", "description", "grams")
      SELECT "foodId", "seq", "description", "grams" FROM "food_import_portions"`);
    await q(`INSERT INTO "food_barcodes" ("code", "foodId") SELECT "code", "foodId" FROM "food_import_barcodes"
      ON CONFLICT ("code") DO UPDATE SET "foodId" = excluded."foodId" WHERE "food_barcodes"."foodId" <> excluded."foodId"`);
  }

  /**
   * A bulk load leaves the planner's statistics describing the tables as they were (empty, on a
   * first load), so the first queries after it are planned for the wrong sizes: reading five
   * foods' portions became a parallel scan, ~50 ms instead of ~1 ms. Autovacuum corrects that a
   * minute later, or never where it is off. So an import that changed more of the foods than
   * autovacuum's own threshold (50 rows and a tenth of the table) analyses the tables it wrote
   * before it commits; ANALYZE reads a sample, a second or two at 1.9 M foods.
   */
  private async refreshStatistics() {
    const [{ rows }] = (
      await this.client.query<{ rows: number }>(
        `SELECT greatest("reltuples", 0)::float8 AS "rows" FROM pg_class WHERE "oid" = '"foods"'::regclass`,
      )
    ).rows as [{ rows: number }];
    if (this.changed <= 50 + 0.1 * rows) return;
    await this.client.query(`ANALYZE "foods", "food_portions", "food_barcodes", "food_search_generic",
      "food_search_brand", "food_search_postings", "food_search_vocab", "food_search_totals"`);
  }

  /**
   * The work the search triggers left: the changed foods' search rows and postings, made again
   * from their current fields; then the generic foods' count and length, and the vocabulary, from
   * the postings (one row per word of each generic food, so a word's row count is its document count).
   */
  private async rebuildSearch() {
    const q = (sql: string) => this.client.query(sql);
    const [{ changed }] = (await q('SELECT count(*)::int AS "changed" FROM "food_import_changed"')).rows as [
      { changed: number },
    ];
    if (changed === 0) return;
    // Each changed food once, at the place of its last write: products are searched in table
    // order, so their search rows go in in the order the foods were written, as the triggers
    // (and SQLite's FTS5 rowids) have them.
    await q(`SET LOCAL work_mem = '64MB'`);
    await q(`CREATE TEMPORARY TABLE "food_import_search" ON COMMIT DROP AS
      SELECT "id", max("ord") AS "ord" FROM "food_import_changed" GROUP BY "id"`);
    await q('ANALYZE "food_import_search"');
    const isChanged = (column: string) => `${column} IN (SELECT "id" FROM "food_import_search")`;
    await q(`DELETE FROM "food_search_postings" WHERE ${isChanged('"foodId"')}`);
    await q(`DELETE FROM "food_search_generic" WHERE ${isChanged('"foodId"')}`);
    await q(`DELETE FROM "food_search_brand" WHERE ${isChanged('"foodId"')}`);
    for (const [table, tier] of [
      ['food_search_generic', `<> 'Brand'`],
      ['food_search_brand', `= 'Brand'`],
    ] as const) {
      await q(`INSERT INTO "${table}" ("foodId", "lead", "tokens", "document")
        SELECT f."id", r."lead", r."tokens", r."document"
        FROM "food_import_search" c JOIN "foods" f ON f."id" = c."id"
        CROSS JOIN LATERAL "food_search_row"(f."name", f."aliases", f."brand", f."category") r
        WHERE f."dataType" ${tier}
        ORDER BY c."ord"`);
    }
    await q(`INSERT INTO "food_search_postings" ("term", "foodId", "hits", "tokens")
      SELECT u."lexeme", g."foodId", sum(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 6 WHEN 'C' THEN 4 ELSE 1 END), g."tokens"
      FROM "food_search_generic" g, unnest(g."document") AS u, unnest(u."weights") AS w
      WHERE ${isChanged('g."foodId"')}
      GROUP BY g."foodId", g."tokens", u."lexeme"`);
    // Single-row edits committed meanwhile are counted: no other writer changes these two tables
    // from here to the commit.
    await q('LOCK TABLE "food_search_totals", "food_search_vocab" IN SHARE ROW EXCLUSIVE MODE');
    await q(`INSERT INTO "food_search_totals" ("generic", "rows", "tokens")
      SELECT true, count(*), coalesce(sum("tokens"), 0) FROM "food_search_generic"
      ON CONFLICT ("generic") DO UPDATE SET "rows" = excluded."rows", "tokens" = excluded."tokens"`);
    await q(`INSERT INTO "food_search_vocab" ("term", "docs")
      SELECT "term", count(*) FROM "food_search_postings" GROUP BY "term"
      ON CONFLICT ("term") DO UPDATE SET "docs" = excluded."docs" WHERE "food_search_vocab"."docs" <> excluded."docs"`);
    await q(`DELETE FROM "food_search_vocab" v
      WHERE NOT EXISTS (SELECT 1 FROM "food_search_postings" p WHERE p."term" = v."term" COLLATE "C")`);
  }
}
