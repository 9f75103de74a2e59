import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnTypes } from './column-types';

/**
 * Scans can be corrected: they keep suggestions (other foods the photo may show), a note, when they
 * were first identified and when they were last corrected. Reference photos record whether they
 * were uploaded or learned from a correction, and for which food and scan. Scans already
 * identified count as identified when they were made.
 */
export class Corrections1764700000000 implements MigrationInterface {
  name = 'Corrections1764700000000';

  async up(q: QueryRunner): Promise<void> {
    const t = columnTypes(q);
    await q.addColumns('scans', [
      new TableColumn({ name: 'suggestions', type: 'text', default: "'[]'" }),
      new TableColumn({ name: 'note', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({ name: 'identifiedAt', type: t.timestamp, isNullable: true }),
      new TableColumn({ name: 'correctedAt', type: t.timestamp, isNullable: true }),
    ]);
    await q.query(`UPDATE scans SET "identifiedAt" = "createdAt" WHERE identification LIKE '%"status":"identified"%'`);
    await q.addColumns('training_images', [
      new TableColumn({ name: 'origin', type: 'varchar', length: '16', default: "'upload'" }),
      new TableColumn({ name: 'foodId', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'scanId', type: 'varchar', length: '36', isNullable: true }),
    ]);
    await q.createIndex(
      'training_images',
      new TableIndex({ name: 'idx_training_images_scan', columnNames: ['scanId'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('training_images', 'idx_training_images_scan');
    for (const column of ['scanId', 'foodId', 'origin']) await q.dropColumn('training_images', column);
    for (const column of ['correctedAt', 'identifiedAt', 'note', 'suggestions']) await q.dropColumn('scans', column);
  }
}
