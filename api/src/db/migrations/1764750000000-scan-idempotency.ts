import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A scan remembers the idempotency key its upload came with, unique per user, so a retried upload
 * (a lost answer, an offline outbox sending again) finds the scan instead of making a second one.
 */
export class ScanIdempotency1764750000000 implements MigrationInterface {
  name = 'ScanIdempotency1764750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'scans',
      new TableColumn({ name: 'idempotencyKey', type: 'varchar', length: '64', isNullable: true }),
    );
    await q.createIndex(
      'scans',
      new TableIndex({ name: 'idx_scans_user_idempotency', columnNames: ['userId', 'idempotencyKey'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('scans', 'idx_scans_user_idempotency');
    await q.dropColumn('scans', 'idempotencyKey');
  }
}
