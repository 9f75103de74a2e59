import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from './harness';

const databases = await testDatabases();

describe.each(databases)('migrations on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
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
});
