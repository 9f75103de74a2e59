import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnTypes } from './column-types';

/** Users, their sessions and their scans. Written once for SQLite and PostgreSQL alike. */
export class InitialSchema1763850000000 implements MigrationInterface {
  name = 'InitialSchema1763850000000';

  async up(q: QueryRunner): Promise<void> {
    const t = columnTypes(q);
    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'firebaseUid', type: 'varchar', length: '128', isNullable: true, isUnique: true },
          { name: 'email', type: 'varchar', length: '320', isUnique: true },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'profileImage', type: 'text', isNullable: true },
          { name: 'createdAt', type: t.timestamp, default: t.now },
          { name: 'updatedAt', type: t.timestamp, default: t.now },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'tokenHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'createdAt', type: t.timestamp, default: t.now },
          { name: 'expiresAt', type: t.timestamp },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [new TableIndex({ name: 'idx_sessions_user', columnNames: ['userId'] })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'scans',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'foodName', type: 'varchar', length: '200' },
          { name: 'imageUrl', type: 'text', isNullable: true },
          { name: 'confidence', type: 'double precision', isNullable: true },
          { name: 'calories', type: 'double precision', isNullable: true },
          { name: 'protein', type: 'varchar', length: '32', isNullable: true },
          { name: 'carbs', type: 'varchar', length: '32', isNullable: true },
          { name: 'fat', type: 'varchar', length: '32', isNullable: true },
          { name: 'ingredients', type: 'text' },
          { name: 'allergens', type: 'text' },
          { name: 'nutritionalInfo', type: 'text', isNullable: true },
          { name: 'createdAt', type: t.timestamp, default: t.now },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [new TableIndex({ name: 'idx_scans_user_created', columnNames: ['userId', 'createdAt'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('scans');
    await q.dropTable('sessions');
    await q.dropTable('users');
  }
}
