import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Each search tier's rows on PostgreSQL; queries must repeat the predicate so the partial index applies. */
export const POSTGRES_TIER_PREDICATES = {
  generic: `"dataType" <> 'Brand'`,
  brand: `"dataType" = 'Brand'`,
} as const;

/** The weighted search document on PostgreSQL; search queries must use this exact expression to hit the index. */
export const POSTGRES_SEARCH_VECTOR = `setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', coalesce("aliases", '')), 'B') || setweight(to_tsvector('simple', coalesce("brand", '')), 'B') || setweight(to_tsvector('simple', coalesce("category", '')), 'C')`;

/**
 * The food database: foods (nutrients per 100 g), portions and barcodes, plus
 * the search index. SQLite gets FTS5 tables kept in step by triggers, and
 * their vocabularies for typo tolerance; PostgreSQL gets a weighted tsvector
 * (GIN) and a trigram index (pg_trgm) on the name.
 */
export class FoodDatabase1763950000000 implements MigrationInterface {
  name = 'FoodDatabase1763950000000';

  async up(q: QueryRunner): Promise<void> {
    const postgres = q.connection.driver.options.type === 'postgres';
    const num = { type: 'double precision', isNullable: true };
    await q.createTable(
      new Table({
        name: 'foods',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'source', type: 'varchar', length: '16' },
          { name: 'name', type: 'varchar', length: '300' },
          { name: 'aliases', type: 'text', isNullable: true },
          { name: 'description', type: 'text', isNullable: true },
          { name: 'brand', type: 'varchar', length: '200', isNullable: true },
          { name: 'dataType', type: 'varchar', length: '32' },
          { name: 'category', type: 'varchar', length: '200', isNullable: true },
          { name: 'energyKcal', ...num },
          { name: 'proteinG', ...num },
          { name: 'carbohydrateG', ...num },
          { name: 'sugarsG', ...num },
          { name: 'fibreG', ...num },
          { name: 'fatG', ...num },
          { name: 'saturatedFatG', ...num },
          { name: 'sodiumMg', ...num },
          { name: 'fruitVegPercent', ...num },
          { name: 'nutriKind', type: 'varchar', length: '16', default: "'general'" },
          { name: 'novaGroup', type: 'smallint', isNullable: true },
          { name: 'ingredients', type: 'text', isNullable: true },
          { name: 'allergens', type: 'text' },
        ],
        indices: [new TableIndex({ name: 'idx_foods_source', columnNames: ['source'] })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'food_portions',
        columns: [
          { name: 'foodId', type: 'varchar', length: '64', isPrimary: true },
          { name: 'seq', type: 'integer', isPrimary: true },
          { name: 'description', type: 'varchar', length: '300' },
          { name: 'grams', type: 'double precision' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['foodId'],
            referencedTableName: 'foods',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'food_barcodes',
        columns: [
          { name: 'code', type: 'varchar', length: '14', isPrimary: true },
          { name: 'foodId', type: 'varchar', length: '64' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['foodId'],
            referencedTableName: 'foods',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [new TableIndex({ name: 'idx_food_barcodes_food', columnNames: ['foodId'] })],
      }),
    );

    if (postgres) {
      await createTrigramExtension(q);
      // Name words weigh most, then aliases and brand, then category. Expression indexes, so the
      // table has no column the entities don't know (queries must repeat POSTGRES_SEARCH_VECTOR),
      // and partial ones per tier, so a generic-food query never wades through millions of brands.
      for (const [name, predicate] of Object.entries(POSTGRES_TIER_PREDICATES)) {
        await q.query(
          `CREATE INDEX "idx_foods_search_${name}" ON "foods" USING GIN ((${POSTGRES_SEARCH_VECTOR})) WHERE ${predicate}`,
        );
      }
      // Trigram matching for misspellings, over the generic foods' names.
      await q.query(
        `CREATE INDEX "idx_foods_name_trgm" ON "foods" USING GIN (lower("name") public.gin_trgm_ops) WHERE ${POSTGRES_TIER_PREDICATES.generic}`,
      );
    } else {
      // Two FTS5 indexes: generic foods (tens of thousands; ranked by bm25) and branded
      // products (millions; read in index order and re-ranked in code), so a query never
      // intersects with a million-row "is it a brand" list. Triggers route each row.
      for (const table of ['foods_fts', 'foods_brand_fts']) {
        await q.query(`CREATE VIRTUAL TABLE "${table}" USING fts5(
          "name", "aliases", "brand", "category", "foodId" UNINDEXED,
          tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
        )`);
        await q.query(`CREATE VIRTUAL TABLE "${table}_vocab" USING fts5vocab("${table}", 'row')`);
      }
      const insert = (row: 'new') => `
        INSERT INTO "foods_fts" ("rowid", "name", "aliases", "brand", "category", "foodId")
        SELECT ${row}."rowid", ${row}."name", ${row}."aliases", ${row}."brand", ${row}."category", ${row}."id" WHERE ${row}."dataType" <> 'Brand';
        INSERT INTO "foods_brand_fts" ("rowid", "name", "aliases", "brand", "category", "foodId")
        SELECT ${row}."rowid", ${row}."name", ${row}."aliases", ${row}."brand", ${row}."category", ${row}."id" WHERE ${row}."dataType" = 'Brand';`;
      const remove = `
        DELETE FROM "foods_fts" WHERE "rowid" = old."rowid";
        DELETE FROM "foods_brand_fts" WHERE "rowid" = old."rowid";`;
      await q.query(`CREATE TRIGGER "foods_fts_insert" AFTER INSERT ON "foods" BEGIN ${insert('new')} END`);
      await q.query(`CREATE TRIGGER "foods_fts_delete" AFTER DELETE ON "foods" BEGIN ${remove} END`);
      await q.query(`CREATE TRIGGER "foods_fts_update" AFTER UPDATE OF "name", "aliases", "brand", "category", "dataType" ON "foods"
        BEGIN ${remove} ${insert('new')} END`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.driver.options.type !== 'postgres') {
      for (const table of ['foods_fts', 'foods_brand_fts']) {
        await q.query(`DROP TABLE IF EXISTS "${table}_vocab"`);
        await q.query(`DROP TABLE IF EXISTS "${table}"`);
      }
    }
    await q.dropTable('food_barcodes');
    await q.dropTable('food_portions');
    await q.dropTable('foods');
  }
}

/** pg_trgm, once per database, in public (so every schema can use it); two creators racing is fine. */
async function createTrigramExtension(q: QueryRunner) {
  const [{ installed }] = (await q.query(
    "SELECT count(*)::int AS installed FROM pg_extension WHERE extname = 'pg_trgm'",
  )) as [{ installed: number }];
  if (installed) return;
  await q.query('SAVEPOINT trgm');
  try {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await q.query('RELEASE SAVEPOINT trgm');
  } catch (error) {
    // A concurrent migration created it first (unique violation or duplicate object).
    await q.query('ROLLBACK TO SAVEPOINT trgm');
    if (!['23505', '42710'].includes((error as { code?: string }).code ?? '')) throw error;
  }
}
