import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKey } from '../../src/features/images/image-store';
import { sweepStorage } from '../../src/features/images/storage-sweep';
import { createLogger } from '../../src/logger';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';
import { photoForm, plainJpeg } from '../support/upload-form';

describe.each(await testDatabases())('the storage sweep on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('removes old temporary files and photos no row points at, logs them, and keeps everything else', async () => {
    const user = await t.signIn();
    const photo = await plainJpeg(320, 240, '#484');
    const res = await fetch(`${t.baseUrl}/api/scans`, {
      method: 'POST',
      body: photoForm({ userId: user.userId }, photo),
      headers: user.headers,
    });
    expect(res.status).toBe(201);
    const scanId = ((await res.json()) as { id: string }).id;
    const store = t.services.images;
    const orphan = imageKey(user.userId, randomUUID(), 'full');
    const temporary = `${imageKey(user.userId, randomUUID(), 'thumb')}.123.abc9.tmp`;
    await store.put(orphan, photo);
    await store.put(temporary, photo.subarray(0, 50));
    await store.put('elsewhere/readme.txt', Buffer.from('not a photo of ours'));

    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );

    // Within the grace period (an upload may be in progress in another process): nothing goes.
    const early = await sweepStorage(t.services.referencedPhotos, store, { graceMs: 3_600_000, logger });
    expect(early.removed).toEqual([]);

    const later = new Date(Date.now() + 2 * 3_600_000);
    const swept = await sweepStorage(t.services.referencedPhotos, store, { graceMs: 3_600_000, logger, now: later });
    expect(swept.removed.sort()).toEqual([orphan, temporary].sort());
    expect(swept.failed).toEqual([]);
    expect(await store.get(imageKey(user.userId, scanId, 'full'))).not.toBeNull();
    expect(await store.get(imageKey(user.userId, scanId, 'thumb'))).not.toBeNull();
    expect(await store.get('elsewhere/readme.txt')).not.toBeNull();
    expect(await store.get(orphan)).toBeNull();
    const logged = lines.join('');
    expect(logged).toContain('storage sweep: removed');
    expect(logged).toContain(orphan);
    expect(logged).toContain(temporary);
  });
});
