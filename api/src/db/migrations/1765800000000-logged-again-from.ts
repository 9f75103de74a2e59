import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * An entry logged again remembers the entry it came from (and keeps its own copy of that entry's
 * photo), so the app says 'Logged again' by what happened, not by the photo being absent.
 * Entries logged again before this have no photo and stay as they are.
 */
export class LoggedAgainFrom1765800000000 implements MigrationInterface {
  name = 'LoggedAgainFrom1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'scans',
      new TableColumn({ name: 'loggedAgainFrom', type: 'varchar', length: '36', isNullable: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('scans', 'loggedAgainFrom');
  }
}
