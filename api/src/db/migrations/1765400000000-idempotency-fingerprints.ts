import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A scan made with an idempotency key remembers a fingerprint of the request that made it (the
 * photo's bytes and the form's fields), so the same key sent again with a different request is
 * refused instead of answered with the first scan. Scans stored before have none: a retry of one
 * of them is replayed as before.
 */
export class IdempotencyFingerprints1765400000000 implements MigrationInterface {
  name = 'IdempotencyFingerprints1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'scans',
      new TableColumn({ name: 'idempotencyFingerprint', type: 'varchar', length: '64', isNullable: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('scans', 'idempotencyFingerprint');
  }
}
