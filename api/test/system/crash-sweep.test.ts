import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/data-source';
import { imageKey, LocalImageStore, type ImageStore } from '../../src/features/images/image-store';
import { S3ImageStore } from '../../src/features/images/s3-image-store';
import { auditStorage } from '../../src/features/images/storage-audit';
import { createLogger } from '../../src/logger';
import { referencedPhotosIn } from '../../src/services';
import { startFakeOpenAI } from '../support/fake-openai';
import { emulatorIdToken, loginWithToken, testDatabases } from '../support/harness';
import { startS3Server } from '../support/s3-server';
import { startServerProcess } from '../support/server-process';
import { photoForm, plainJpeg } from '../support/upload-form';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const GRACE_SECONDS = 2;

/**
 * The real server is killed with SIGKILL during a burst of 20 scans: photos written before their
 * row, and temporary files, are left behind. On the next start the sweep removes every one of them
 * older than the grace period, and every scan the database holds still has both its files.
 * SQLite with photos on disk, and PostgreSQL with photos in an S3 bucket.
 */
describe.each(await testDatabases())('a crash during a burst of scans, then a restart, on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-crash-'));
  const schema = `crash_${process.pid}_${Date.now().toString(36)}`;
  const cleanups: Array<() => Promise<void> | void> = [];

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no orphan photo or temporary file after the restart, and loses no file of a saved scan', async () => {
    const fakeOpenAI = await startFakeOpenAI({ delayMs: 150 });
    cleanups.push(() => fakeOpenAI.close());
    let env: Record<string, string> = {
      OPENAI_BASE_URL: fakeOpenAI.baseUrl,
      STORAGE_SWEEP_GRACE_SECONDS: String(GRACE_SECONDS),
    };
    if (kind === 'postgres') {
      const s3 = await startS3Server(['morsel-crash']);
      cleanups.push(() => s3.close());
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA "${schema}"`);
      await admin.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: postgresUrl });
        await dropper.connect();
        await dropper.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await dropper.end();
      });
      env = { ...env, DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema, ...s3.env('morsel-crash') };
    }
    const config = loadConfig({ DATA_DIR: dataDir, ...env });
    const store: ImageStore = config.s3 ? new S3ImageStore(config.s3) : new LocalImageStore(config.imagesDir);
    cleanups.push(() => store.close?.());

    const first = await startServerProcess(dataDir, env);
    const { idToken } = await emulatorIdToken(`crash-${kind}@example.com`);
    const login = await loginWithToken(first.baseUrl, idToken);
    expect(login.status).toBe(200);
    const userId = (login.body as { id: string }).id;
    const photo = await plainJpeg(1600, 1200, '#a63');

    // 20 scans at once; the process is killed while they are being stored.
    const accepted: string[] = [];
    const burst = Array.from({ length: 20 }, async () => {
      try {
        const res = await fetch(`${first.baseUrl}/api/scans`, {
          method: 'POST',
          body: photoForm({ userId }, photo),
          headers: { cookie: login.cookie },
        });
        if (res.status === 201) accepted.push(((await res.json()) as { id: string }).id);
      } catch {
        // the connection died with the process
      }
    });
    const killedAt = Date.now() + 700;
    while (Date.now() < killedAt && accepted.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    first.kill('SIGKILL');
    await first.exited;
    await Promise.all(burst);

    // What a crash leaves, made certain: a photo whose row never came, and a half-written temporary file.
    const lostScan = randomUUID();
    await store.put(imageKey(userId, lostScan, 'full'), photo);
    await store.put(`${imageKey(userId, randomUUID(), 'thumb')}.4242.k2x9.tmp`, photo.subarray(0, 100));
    // Not a name the server writes: never the sweeper's to remove.
    await store.put('notes/keep-me.txt', Buffer.from('someone else’s file'));

    const dataSource = await openDatabase(config.database);
    cleanups.push(() => dataSource.destroy());
    const referenced = referencedPhotosIn(dataSource, store, createLogger('silent'));
    const before = await auditStorage(referenced, store);
    expect(before.orphans.length).toBeGreaterThanOrEqual(3);

    // Older than the grace period by the time the server starts again.
    await new Promise((resolve) => setTimeout(resolve, GRACE_SECONDS * 1000 + 200));
    const second = await startServerProcess(dataDir, env);
    cleanups.push(async () => {
      second.kill('SIGKILL');
      await second.exited;
    });

    const after = await auditStorage(referenced, store);
    expect(after.orphans).toEqual(['notes/keep-me.txt']);
    expect(after.missing).toEqual([]);
    // Every scan answered 201 before the kill is still there with both its files.
    const history = await fetch(`${second.baseUrl}/api/users/${userId}/scans?limit=100`, {
      headers: { cookie: login.cookie },
    });
    expect(history.status).toBe(200);
    const listed = ((await history.json()) as { id: string }[]).map((scan) => scan.id);
    expect(listed).toEqual(expect.arrayContaining(accepted));
    expect(after.scansWithPhotos).toBe(listed.length);
  }, 120_000);
});
