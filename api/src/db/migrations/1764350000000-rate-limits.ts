import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every API process on PostgreSQL (rate-limiter-flexible's
 * RateLimiterPostgres layout: key, points spent, expiry in epoch ms). SQLite keeps its counters in
 * memory, as one process owns that database; the table is created there too, so both schemas match.
 */
export class RateLimits1764350000000 implements MigrationInterface {
  name = 'RateLimits1764350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'rate_limits',
        columns: [
          { name: 'key', type: 'varchar', length: '255', isPrimary: true },
          { name: 'points', type: 'integer', default: 0 },
          { name: 'expire', type: 'bigint', isNullable: true },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('rate_limits');
  }
}
