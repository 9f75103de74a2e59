import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MirroredEmbeddings1764450000000 } from '../src/db/migrations/1764450000000-mirrored-embeddings';
import { INSTALLED_MODELS_DIR, startTestServer, testDatabases, type TestServer } from './harness';
import { photoForm, plainJpeg } from './support/upload-form';

const databases = await testDatabases();

describe.each(databases)('migrations on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    // With the image model: one test checks what happens to reference embeddings.
    t = await startTestServer(kind, { env: { MORSEL_MODELS_DIR: INSTALLED_MODELS_DIR } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leave the schema exactly as the entities describe it (no drift)', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('are all applied, and undo and redo cleanly', async () => {
    expect(await t.dataSource.showMigrations()).toBe(false);
    await t.dataSource.undoLastMigration({ transaction: 'each' });
    expect(await t.dataSource.showMigrations()).toBe(true);
    await t.dataSource.runMigrations({ transaction: 'each' });
    expect(await t.dataSource.showMigrations()).toBe(false);
  });

  it('drop reference embeddings made the old way, which the matcher then recomputes from the photo', async () => {
    const user = await t.signIn('migrated-trainer@example.com');
    const photo = await plainJpeg(640, 480, '#c84');
    const res = await fetch(`${t.baseUrl}/api/training/upload`, {
      method: 'POST',
      body: photoForm({ category: 'produce', label: 'squash' }, photo),
      headers: user.headers,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const embedding = async () =>
      (
        (await t.dataSource.query(`SELECT embedding FROM training_images WHERE id = '${id}'`)) as {
          embedding: string | null;
        }[]
      )[0]!.embedding;
    expect(await embedding()).not.toBeNull();

    const runner = t.dataSource.createQueryRunner();
    try {
      await new MirroredEmbeddings1764450000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await embedding()).toBeNull();

    const scan = await fetch(`${t.baseUrl}/api/scans`, {
      method: 'POST',
      body: photoForm({ userId: user.userId }, photo),
      headers: user.headers,
    });
    expect(scan.status).toBe(201);
    expect(await embedding()).not.toBeNull();
  });
});
