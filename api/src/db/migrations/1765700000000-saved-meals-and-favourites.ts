import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnTypes } from './column-types';

const owner = {
  columnNames: ['userId'],
  referencedTableName: 'users',
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
};

/**
 * Saved meals (foods eaten together, in their portions, under a name) and favourite foods (starred,
 * each in its amount), both logged in one tap. Each keeps the user's choices as JSON with the
 * name and grams they resolved to, so a food an import later removes still shows.
 */
export class SavedMealsAndFavourites1765700000000 implements MigrationInterface {
  name = 'SavedMealsAndFavourites1765700000000';

  async up(q: QueryRunner): Promise<void> {
    const { timestamp } = columnTypes(q);
    await q.createTable(
      new Table({
        name: 'saved_meals',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'items', type: 'text' },
          { name: 'createdAt', type: timestamp },
          { name: 'updatedAt', type: timestamp },
        ],
        foreignKeys: [owner],
      }),
    );
    await q.createIndex(
      'saved_meals',
      new TableIndex({ name: 'idx_saved_meals_user_updated', columnNames: ['userId', 'updatedAt'] }),
    );
    await q.createTable(
      new Table({
        name: 'favourite_foods',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'foodId', type: 'varchar', length: '64', isPrimary: true },
          { name: 'item', type: 'text' },
          { name: 'starredAt', type: timestamp },
        ],
        foreignKeys: [owner],
      }),
    );
    await q.createIndex(
      'favourite_foods',
      new TableIndex({ name: 'idx_favourite_foods_user_starred', columnNames: ['userId', 'starredAt'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('favourite_foods');
    await q.dropTable('saved_meals');
  }
}
