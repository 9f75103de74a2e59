import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Reference photos gain their image-model embedding (base64 float32), for the reference matcher. */
export class ReferenceEmbeddings1764250000000 implements MigrationInterface {
  name = 'ReferenceEmbeddings1764250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('training_images', new TableColumn({ name: 'embedding', type: 'text', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('training_images', 'embedding');
  }
}
