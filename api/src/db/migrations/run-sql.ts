import type { QueryRunner } from 'typeorm';

/** Runs SQL with named parameters on either database, without the entities (they describe today's schema). */
export async function runSql(q: QueryRunner, sql: string, parameters: Record<string, unknown>): Promise<void> {
  const [query, values] = q.connection.driver.escapeQueryWithParameters(sql, parameters);
  await q.query(query, values);
}
