import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A reference photo may teach a saved meal instead of one food: the photo of a plate the user saved
 * as a meal, or of a scan corrected to that meal's foods.
 * Deleting the meal removes its references and their photos (the saved-meals service does, so the
 * photos go with the rows).
 */
export class MealReferences1765960000000 implements MigrationInterface {
  name = 'MealReferences1765960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'training_images',
      new TableColumn({ name: 'savedMealId', type: 'varchar', length: '36', isNullable: true }),
    );
    await q.createIndex(
      'training_images',
      new TableIndex({ name: 'idx_training_images_saved_meal', columnNames: ['savedMealId'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('training_images', 'idx_training_images_saved_meal');
    await q.dropColumn('training_images', 'savedMealId');
  }
}
