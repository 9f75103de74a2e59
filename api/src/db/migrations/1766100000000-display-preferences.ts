import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnTypes } from './column-types';

/** The language and units a user reads Morsel in, kept for the account (null: follow the device). */
export class DisplayPreferences1766100000000 implements MigrationInterface {
  name = 'DisplayPreferences1766100000000';

  async up(q: QueryRunner): Promise<void> {
    const { timestamp, now } = columnTypes(q);
    await q.createTable(
      new Table({
        name: 'display_preferences',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'language', type: 'varchar', length: '8', isNullable: true },
          { name: 'energyUnit', type: 'varchar', length: '8', isNullable: true },
          { name: 'massUnit', type: 'varchar', length: '8', isNullable: true },
          { name: 'volumeUnit', type: 'varchar', length: '8', isNullable: true },
          { name: 'bodyUnits', type: 'varchar', length: '8', isNullable: true },
          { name: 'updatedAt', type: timestamp, default: now },
        ],
        foreignKeys: [
          { columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('display_preferences');
  }
}
