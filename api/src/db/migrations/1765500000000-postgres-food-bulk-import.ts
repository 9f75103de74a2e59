import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transaction setting with which a bulk food import takes over the search triggers' work:
 * while it is `on` (set with `SET LOCAL`, so it ends with the transaction and no other session
 * sees it), the triggers that keep the search tables in step with `foods` skip their rows, and
 * the import rebuilds the search rows, postings, vocabulary and totals once, set-based, before it
 * commits. Every other write (a single food edited, added or deleted) keeps them in step row by row.
 */
export const FOOD_SEARCH_DEFERRED = 'morsel.food_search_deferred';

const NOT_DEFERRED = `current_setting('${FOOD_SEARCH_DEFERRED}', true) IS DISTINCT FROM 'on'`;
const SEARCH_FIELDS = (r: 'OLD' | 'NEW') =>
  `${r}."name", ${r}."aliases", ${r}."brand", ${r}."category", ${r}."dataType"`;

/**
 * PostgreSQL: the search triggers (on `foods`, and the postings' on `food_search_generic`) stand
 * aside inside a bulk import. The condition is each trigger's WHEN clause, so a deferred row
 * never even queues a trigger event; the trigger functions are unchanged.
 */
export class PostgresFoodBulkImport1765500000000 implements MigrationInterface {
  name = 'PostgresFoodBulkImport1765500000000';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.driver.options.type !== 'postgres') return;
    await this.triggers(q, true);
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.driver.options.type !== 'postgres') return;
    await this.triggers(q, false);
  }

  private async triggers(q: QueryRunner, deferrable: boolean) {
    const [{ schema }] = (await q.query('SELECT current_schema() AS schema')) as [{ schema: string }];
    const s = `"${schema.replaceAll('"', '""')}"`;
    const when = (condition: string | null) =>
      deferrable
        ? `WHEN (${condition ? `${condition} AND ` : ''}${NOT_DEFERRED})`
        : condition
          ? `WHEN (${condition})`
          : '';
    const triggers = [
      ['food_search_insert', 'AFTER INSERT', 'foods', null, 'food_search_sync'],
      [
        'food_search_update',
        'AFTER UPDATE',
        'foods',
        `(${SEARCH_FIELDS('OLD')}) IS DISTINCT FROM (${SEARCH_FIELDS('NEW')})`,
        'food_search_sync',
      ],
      ['food_search_delete', 'AFTER DELETE', 'foods', null, 'food_search_sync'],
      [
        'food_search_postings_sync',
        'AFTER INSERT OR UPDATE OR DELETE',
        'food_search_generic',
        null,
        'food_search_postings_sync',
      ],
    ] as const;
    for (const [name, event, table, condition, fn] of triggers) {
      await q.query(`DROP TRIGGER IF EXISTS "${name}" ON ${s}."${table}"`);
      // A WHEN clause of a trigger on several events may not name OLD or NEW; the postings
      // trigger's has neither.
      await q.query(
        `CREATE TRIGGER "${name}" ${event} ON ${s}."${table}" FOR EACH ROW ${when(condition)} EXECUTE FUNCTION ${s}."${fn}"()`,
      );
    }
  }
}
