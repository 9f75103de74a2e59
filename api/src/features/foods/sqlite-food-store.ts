import type BetterSqlite3 from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import type { SearchCandidate } from '@rules/foods/food-ranking';
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

/** SQLite: two FTS5 tables (generic foods, branded products) and the generic foods' vocabulary. */
export class SqliteFoodStore implements FoodStore {
  private connection: BetterSqlite3.Database | null = null;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(private readonly dataSource: DataSource) {}

  /** The better-sqlite3 database behind the data source (a query runner's connection is the one database). */
  private async db(): Promise<BetterSqlite3.Database> {
    if (!this.connection) {
      const runner = this.dataSource.createQueryRunner();
      const database: BetterSqlite3.Database = await runner.connect();
      await runner.release();
      this.connection = database;
    }
    return this.connection;
  }

  /** A prepared statement, prepared once per SQL text. */
  private async statement(sql: string): Promise<BetterSqlite3.Statement> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = (await this.db()).prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async transaction<T>(work: (writer: FoodWriter) => Promise<T>): Promise<T> {
    const db = await this.db();
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
    const [leadingMatches, anyMatches] = await Promise.all([this.match('foods_brand_fts', leading, limit, false), any]);
    return leadingMatches.concat(anyMatches);
  }

  /**
   * FTS matches joined to their foods; `ranked` orders by bm25 (name weighs most), scores equal to
   * 9 decimals by food id (as on PostgreSQL, so both keep the same foods among equals), else index
   * order.
   */
  private async match(table: string, query: string, limit: number, ranked: boolean): Promise<SearchCandidate[]> {
    const bm25 = `bm25("${table}", 10.0, 6.0, 4.0, 1.0, 0.0)`;
    const rows = (
      await this.statement(
        `SELECT ${SELECT_CANDIDATE}, -m."bm25" AS "score"
         FROM (SELECT "rowid" AS "ftsRowid", ${ranked ? bm25 : '0'} AS "bm25"
               FROM "${table}" WHERE "${table}" MATCH ? ${ranked ? 'ORDER BY round("bm25" * 1e9), "foodId"' : ''} LIMIT ?) m
         JOIN "foods" f ON f."rowid" = m."ftsRowid"`,
      )
    ).all(query, limit) as CandidateRow[];
    return rows.map(toCandidate);
  }

  async vocabulary(word: string): Promise<{ term: string; docs: number }[]> {
    const first = word[0]!;
    const next = String.fromCharCode(first.charCodeAt(0) + 1);
    const terms = new Map<string, number>();
    // Only the generic foods' vocabulary: fts5vocab reads every doclist of its range, which is
    // cheap for tens of thousands of generic foods but not for millions of products.
    for (const table of ['foods_fts_vocab']) {
      const rows = (
        await this.statement(
          `SELECT "term", "doc" AS "docs" FROM "${table}"
           WHERE "term" >= ? AND "term" < ? AND length("term") BETWEEN ? AND ?`,
        )
      ).all(first, next, word.length - 2, word.length + 2) as { term: string; docs: number }[];
      for (const row of rows) terms.set(row.term, (terms.get(row.term) ?? 0) + row.docs);
    }
    return [...terms].map(([term, docs]) => ({ term, docs }));
  }
}
