import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnTypes } from './column-types';

/** Reference photos from the Training page, and saved notification preferences. */
export class TrainingAndPreferences1764150000000 implements MigrationInterface {
  name = 'TrainingAndPreferences1764150000000';

  async up(q: QueryRunner): Promise<void> {
    const { timestamp, now } = columnTypes(q);
    const userFk = {
      columnNames: ['userId'],
      referencedTableName: 'users',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    };
    await q.createTable(
      new Table({
        name: 'training_images',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'category', type: 'varchar', length: '32' },
          { name: 'label', type: 'varchar', length: '120', isNullable: true },
          { name: 'createdAt', type: timestamp, default: now },
        ],
        foreignKeys: [userFk],
      }),
    );
    await q.createIndex(
      'training_images',
      new TableIndex({ name: 'idx_training_images_user_category', columnNames: ['userId', 'category'] }),
    );
    await q.createTable(
      new Table({
        name: 'notification_preferences',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'pushNotifications', type: 'boolean' },
          { name: 'emailNotifications', type: 'boolean' },
          { name: 'scanReminders', type: 'boolean' },
          { name: 'weeklyReports', type: 'boolean' },
          { name: 'newFeatures', type: 'boolean' },
          { name: 'reminderTime', type: 'varchar', length: '5' },
          { name: 'updatedAt', type: timestamp, default: now },
        ],
        foreignKeys: [userFk],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('notification_preferences');
    await q.dropTable('training_images');
  }
}
