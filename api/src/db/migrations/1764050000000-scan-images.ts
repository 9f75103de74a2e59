import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Scans gain a thumbnail URL and the analysis record (provider, reason, matched items). */
export class ScanImages1764050000000 implements MigrationInterface {
  name = 'ScanImages1764050000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('scans', [
      new TableColumn({ name: 'thumbnailUrl', type: 'text', isNullable: true }),
      new TableColumn({ name: 'analysis', type: 'text', isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('scans', 'analysis');
    await q.dropColumn('scans', 'thumbnailUrl');
  }
}
