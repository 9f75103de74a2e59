import type { QueryRunner } from 'typeorm';

/**
 * The few column types that differ between SQLite and PostgreSQL, matching
 * what TypeORM maps `@CreateDateColumn()` and `{ type: Date }` to on each.
 */
export function columnTypes(q: QueryRunner) {
  const postgres = q.connection.driver.options.type === 'postgres';
  return postgres ? { timestamp: 'timestamp', now: 'now()' } : { timestamp: 'datetime', now: "datetime('now')" };
}
