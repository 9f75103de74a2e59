import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { LocalImageStore, type ImageStore } from '../../../src/features/images/image-store';
import { S3ImageStore } from '../../../src/features/images/s3-image-store';
import { auditStorage } from '../../../src/features/images/storage-audit';
import { expectContractAnswer } from '../../support/contract-assertions';
import { startTestServer, type TestServer } from '../../support/harness';
import { startS3Server } from '../../support/s3-server';
import { photoForm, plainJpeg } from '../../support/upload-form';

/**
 * Both photo stores keep the same promises (local disk by default; an S3-compatible bucket for
 * several API processes), proven against a real S3 server (s3rver) over real HTTP.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-store-'));

beforeAll(async () => {
  s3 = await startS3Server(['morsel-test', 'morsel-api']);
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(localRoot, { recursive: true, force: true });
});

const s3Store = (bucket = 'morsel-test', prefix = '') =>
  new S3ImageStore(loadConfig({ ...s3.env(bucket), S3_PREFIX: prefix }).s3!);

const stores: [string, () => ImageStore][] = [
  ['local disk', () => new LocalImageStore(localRoot)],
  ['S3 (s3rver)', () => s3Store('morsel-test', 'photos/')],
];

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};

describe.each(stores)('the %s photo store', (_name, make) => {
  it('stores, reads back, lists and deletes photos by key', async () => {
    const store = make();
    await store.verify();
    const bytes = Buffer.from('a jpeg, byte for byte');
    await store.put('user-1/scan-a-full.jpg', bytes);
    await store.put('user-1/training/ref-b-thumb.jpg', Buffer.from('thumb'));
    expect(await store.get('user-1/scan-a-full.jpg')).toEqual(bytes);
    expect(await collect(store.list())).toEqual(['user-1/scan-a-full.jpg', 'user-1/training/ref-b-thumb.jpg']);

    await store.delete('user-1/scan-a-full.jpg');
    await store.delete('user-1/scan-a-full.jpg'); // deleting twice is fine
    expect(await store.get('user-1/scan-a-full.jpg')).toBeNull();
    expect(await store.get('user-2/never-stored.jpg')).toBeNull();
    await store.delete('user-1/training/ref-b-thumb.jpg');
    expect(await collect(store.list())).toEqual([]);
  });

  it('lists each key with when it was written, for the storage sweep', async () => {
    const store = make();
    const before = Date.now() - 2000; // S3 keeps whole seconds
    await store.put('user-3/scan-c-full.jpg', Buffer.from('c'));
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const entry of store.listWithDates()) listed.push(entry);
    expect(listed.map((entry) => entry.key)).toEqual(['user-3/scan-c-full.jpg']);
    expect(listed[0]!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(listed[0]!.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    await store.delete('user-3/scan-c-full.jpg');
  });
});

describe('S3 configuration and failures', () => {
  it('keeps objects under the prefix, and lists only those', async () => {
    const outside = s3Store('morsel-test', 'other/');
    await outside.put('x/y.jpg', Buffer.from('not ours'));
    const ours = s3Store('morsel-test', 'photos/');
    expect(await collect(ours.list())).toEqual([]);
    expect(await outside.get('x/y.jpg')).toEqual(Buffer.from('not ours'));
    await outside.delete('x/y.jpg');
  });

  it('refuses to start on a bucket that does not exist, saying which', async () => {
    await expect(s3Store('no-such-bucket').verify()).rejects.toThrow(
      "Cannot use the S3 bucket 'no-such-bucket': it does not exist.",
    );
  });

  it('needs a whole configuration: bucket with endpoint, both keys, https in production', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT set without S3_BUCKET: set S3_BUCKET too.',
    );
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
    expect(loadConfig({ S3_BUCKET: 'photos' }).s3).toMatchObject({
      bucket: 'photos',
      endpoint: null,
      credentials: null,
    });
    expect(loadConfig(s3.env()).s3).toMatchObject({ forcePathStyle: true, region: 'us-east-1' });
    expect(loadConfig({}).s3).toBeNull();
  });
});

describe('the API with its photos in S3', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite', { env: s3.env('morsel-api') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a scan’s photo and thumbnail as objects, serves them to the owner, and deletes them with the scan', async () => {
    const user = await t.signIn();
    const photo = await plainJpeg(1200, 900, '#b5651d');
    const form = photoForm({ userId: user.userId }, photo);
    const res = await fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: user.headers });
    expect(res.status).toBe(201);
    const scan = (await res.json()) as { id: string; imageUrl: string; thumbnailUrl: string };

    const bucket = s3Store('morsel-api');
    const keys = await collect(bucket.list());
    expect(keys).toEqual([`${user.userId}/${scan.id}-full.jpg`, `${user.userId}/${scan.id}-thumb.jpg`]);
    expect(fs.existsSync(t.config.imagesDir)).toBe(false); // nothing on local disk

    const image = await fetch(`${t.baseUrl}${scan.imageUrl}`, { headers: user.headers });
    expect(image.status).toBe(200);
    const served = Buffer.from(await image.arrayBuffer());
    expect(served).toEqual(await bucket.get(`${user.userId}/${scan.id}-full.jpg`));
    expect((await sharp(served).metadata()).width).toBe(1200);
    const other = await t.signIn();
    expect((await fetch(`${t.baseUrl}${scan.thumbnailUrl}`, { headers: other.headers })).status).toBe(404);

    expect(await auditStorage(t.services.referencedPhotos, bucket)).toEqual({
      scansWithPhotos: 1,
      trainingImages: 0,
      missing: [],
      orphans: [],
    });
    const deleted = await fetch(`${t.baseUrl}/api/scans/${scan.id}`, { method: 'DELETE', headers: user.headers });
    expect(deleted.status).toBe(204);
    expect(await collect(bucket.list())).toEqual([]);
  });

  it('answers 503 storage_unavailable when the bucket’s server is down, saving no scan', async () => {
    const user = await t.signIn();
    const photo = await plainJpeg(400, 300, '#8a3');
    const form = photoForm({ userId: user.userId }, photo);
    await s3.close(); // the object store goes away (last test: nothing else needs it)
    const res = await fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: user.headers });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const body = await res.json();
    expectContractAnswer('createScan', 503, body);
    expect(body.error.code).toBe('storage_unavailable');
    const history = await fetch(`${t.baseUrl}/api/users/${user.userId}/scans`, { headers: user.headers });
    expect(await history.json()).toEqual([]);
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  });
});
