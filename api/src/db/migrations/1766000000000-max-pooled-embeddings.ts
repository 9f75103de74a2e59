import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reference embeddings are now max-pooled over the model's last feature map instead of averaged
 * (image-model.ts, EMBEDDING_POOLING), so those stored before are dropped: the reference matcher
 * re-embeds each from its stored photo when the user's references are next loaded
 * (ReferenceIndex.build), and no reference is lost. Old and new embeddings are never mixed in one
 * index.
 */
export class MaxPooledEmbeddings1766000000000 implements MigrationInterface {
  name = 'MaxPooledEmbeddings1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('UPDATE training_images SET embedding = NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    // The earlier code re-embeds missing embeddings its own way.
    await q.query('UPDATE training_images SET embedding = NULL');
  }
}
