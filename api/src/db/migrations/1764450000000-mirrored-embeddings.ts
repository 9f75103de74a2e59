import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reference embeddings are now the average of the photo and its mirror image (image-model.ts), so
 * those stored before are dropped: the reference matcher re-embeds each from its stored photo on
 * the user's next scan (ReferenceIndex.build), and no photo is lost. Old and new embeddings are
 * never mixed in one index.
 */
export class MirroredEmbeddings1764450000000 implements MigrationInterface {
  name = 'MirroredEmbeddings1764450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('UPDATE training_images SET embedding = NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    // The earlier code re-embeds missing embeddings the same way.
    await q.query('UPDATE training_images SET embedding = NULL');
  }
}
