import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Scans count the changes of their items (`revision`), and a reference learned from a scan records
 * the revision that named its food, so concurrent corrections cannot leave a scan teaching a food
 * it no longer names. A scan teaches at most one reference (a unique index); where earlier races
 * left several, the newest stays (the others' photos are removed by the storage sweep).
 */
export class ScanRevisions1765300000000 implements MigrationInterface {
  name = 'ScanRevisions1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('scans', new TableColumn({ name: 'revision', type: 'integer', default: 0 }));
    await q.addColumn('training_images', new TableColumn({ name: 'scanRevision', type: 'integer', isNullable: true }));
    await q.query(
      `DELETE FROM training_images WHERE "scanId" IS NOT NULL AND id NOT IN (
         SELECT id FROM (
           SELECT id, ROW_NUMBER() OVER (PARTITION BY "scanId" ORDER BY "createdAt" DESC, id DESC) AS newest
           FROM training_images WHERE "scanId" IS NOT NULL
         ) ranked WHERE newest = 1
       )`,
    );
    await q.query(`UPDATE training_images SET "scanRevision" = 0 WHERE "scanId" IS NOT NULL`);
    await q.dropIndex('training_images', 'idx_training_images_scan');
    await q.createIndex(
      'training_images',
      new TableIndex({
        name: 'idx_training_images_scan',
        columnNames: ['scanId'],
        isUnique: true,
        where: '"scanId" IS NOT NULL',
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('training_images', 'idx_training_images_scan');
    await q.createIndex(
      'training_images',
      new TableIndex({ name: 'idx_training_images_scan', columnNames: ['scanId'] }),
    );
    await q.dropColumn('training_images', 'scanRevision');
    await q.dropColumn('scans', 'revision');
  }
}
