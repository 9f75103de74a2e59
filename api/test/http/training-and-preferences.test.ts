import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNotificationPreferences,
  getTrainingCounts,
  updateNotificationPreferences,
  type NotificationPreferences,
} from '../../../frontend/src/client';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, type TestServer } from '../support/harness';

/** A 2000 × 1500 JPEG carrying EXIF (camera make), to prove intake resizes and strips it. */
const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 60, g: 160, b: 60 } } })
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .jpeg()
    .toBuffer();

describe('training uploads and notification preferences (SQLite, real HTTP)', () => {
  let t: TestServer;
  let session: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    t = await startTestServer('sqlite');
    session = await t.signIn('trainer@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (fields: Record<string, string | undefined>, bytes?: Buffer, type = 'image/jpeg') => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
    if (bytes) form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'reference.jpg');
    const res = await fetch(`${t.baseUrl}/api/training/upload`, {
      method: 'POST',
      body: form,
      headers: session.headers,
    });
    const body = (await res.json()) as Record<string, unknown>;
    expectContractAnswer('uploadTrainingImage', res.status, body);
    return { status: res.status, body };
  };
  const trainingFiles = () => {
    const dir = path.join(t.config.imagesDir, session.userId, 'training');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const counts = async () =>
    (await getTrainingCounts({ client: t.client, path: { userId: session.userId }, headers: session.headers })).data!;

  it('starts with zero photos in each of the ten categories', async () => {
    const res = await getTrainingCounts({
      client: t.client,
      path: { userId: session.userId },
      headers: session.headers,
    });
    expectContractAnswer('getTrainingCounts', 200, res.data);
    expect(res.data!.counts).toHaveLength(10);
    expect(res.data!.counts.every((row) => row.count === 0)).toBe(true);
    expect(res.data!.total).toBe(0);
  });

  it('stores a reference photo with its category and label, resized, without metadata, owner-only', async () => {
    const res = await upload({ category: 'pantry_dry_goods', label: '  homemade dal ' }, await photo());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ category: 'pantry_dry_goods', label: 'homemade dal', categoryCount: 1 });
    const full = await fetch(`${t.baseUrl}${res.body.imageUrl as string}`, { headers: session.headers });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    const thumb = await fetch(`${t.baseUrl}${res.body.thumbnailUrl as string}`, { headers: session.headers });
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(320);
    const other = await t.signIn('someone-else@example.com');
    expect((await fetch(`${t.baseUrl}${res.body.imageUrl as string}`, { headers: other.headers })).status).toBe(404);

    await upload({ category: 'pantry_dry_goods' }, await photo());
    const after = await counts();
    expect(after.counts.find((row) => row.category === 'pantry_dry_goods')!.count).toBe(2);
    expect(after.total).toBe(2);
    expect(trainingFiles()).toHaveLength(4); // two photos, two sizes each
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const before = await counts();
    const filesBefore = trainingFiles().length;
    const notAnImage = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases = [
      { fields: { category: 'produce' }, bytes: notAnImage, status: 415 },
      { fields: { category: 'spaceships' }, bytes: await photo(), status: 400 },
      { fields: { category: 'produce', label: 'x'.repeat(121) }, bytes: await photo(), status: 400 },
      { fields: { category: 'produce' }, bytes: undefined, status: 400 },
      { fields: {}, bytes: await photo(), status: 400 },
    ];
    for (const { fields, bytes, status } of cases) {
      const res = await upload(fields, bytes);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect((res.body as { error: { message: string } }).error.message).toMatch(/\w/);
    }
    expect(await counts()).toEqual(before);
    expect(trainingFiles()).toHaveLength(filesBefore);
  });

  it('answers the defaults until the user saves, then the saved set on any device', async () => {
    const first = await getNotificationPreferences({
      client: t.client,
      path: { userId: session.userId },
      headers: session.headers,
    });
    expectContractAnswer('getNotificationPreferences', 200, first.data);
    expect(first.data).toEqual({
      pushNotifications: true,
      emailNotifications: false,
      scanReminders: true,
      weeklyReports: true,
      newFeatures: false,
      reminderTime: '08:00',
    });

    const wanted: NotificationPreferences = {
      pushNotifications: false,
      emailNotifications: true,
      scanReminders: true,
      weeklyReports: false,
      newFeatures: true,
      reminderTime: '18:00',
    };
    const saved = await updateNotificationPreferences({
      client: t.client,
      path: { userId: session.userId },
      body: wanted,
      headers: session.headers,
    });
    expect(saved.response!.status).toBe(200);
    expect(saved.data).toEqual(wanted);

    // A second session for the same user: another device.
    const phone = await t.services.sessions.start(session.userId);
    const loaded = await getNotificationPreferences({
      client: t.client,
      path: { userId: session.userId },
      headers: { Cookie: `morsel_session=${phone.token}` },
    });
    expect(loaded.data).toEqual(wanted);
    // Saving again updates the same row.
    await updateNotificationPreferences({
      client: t.client,
      path: { userId: session.userId },
      body: { ...wanted, reminderTime: '20:00' },
      headers: session.headers,
    });
    const again = await getNotificationPreferences({
      client: t.client,
      path: { userId: session.userId },
      headers: session.headers,
    });
    expect(again.data!.reminderTime).toBe('20:00');
  });

  it('refuses an invalid preference set and keeps the saved one', async () => {
    const url = `${t.baseUrl}/api/users/${session.userId}/notification-preferences`;
    const before = await (await fetch(url, { headers: session.headers })).json();
    const valid = { ...before };
    for (const body of [
      { ...valid, reminderTime: '09:15' },
      { ...valid, pushNotifications: 'yes' },
      { pushNotifications: true },
    ]) {
      const res = await fetch(url, {
        method: 'PUT',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectContractAnswer('updateNotificationPreferences', 400, await res.json());
    }
    expect(await (await fetch(url, { headers: session.headers })).json()).toEqual(before);
  });

  it('refuses fields the contract does not define, naming them, and stores nothing', async () => {
    const url = `${t.baseUrl}/api/users/${session.userId}/notification-preferences`;
    const before = (await (await fetch(url, { headers: session.headers })).json()) as NotificationPreferences;
    const res = await fetch(url, {
      method: 'PUT',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...before, __proto__: { admin: true }, extra: true }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; details: { path: string }[] } };
    expect(body.error.message).toContain("'extra'");
    expect(body.error.details).toEqual([{ path: 'body.extra', message: 'Unknown field' }]);
    expect(await (await fetch(url, { headers: session.headers })).json()).toEqual(before);
  });
});
