import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalImageStore, type ImageStore } from '../../src/features/images/image-store';
import { sweepStorage } from '../../src/features/images/storage-sweep';
import { createLogger } from '../../src/logger';
import { expectContractAnswer } from '../support/contract-assertions';
import {
  emulatorHasAccount,
  emulatorIdToken,
  loginWithToken,
  startTestServer,
  testDatabases,
  type DatabaseKind,
  type TestServer,
} from '../support/harness';
import { startS3Server } from '../support/s3-server';
import { identifiedScanRow } from '../support/scan-rows';
import { photoForm, plainJpeg } from '../support/upload-form';

const databases = await testDatabases();

/** Every entry of a ZIP, by name, with its bytes (read with an independent ZIP reader). */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

type Session = Awaited<ReturnType<TestServer['signIn']>>;

/** A user with something of everything: a photo scan, a named scan, a reference photo, goals, preferences, a saved meal and a favourite. */
async function fillAccount(t: TestServer, user: Session, colour: string) {
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${t.baseUrl}${path}`, {
      method,
      headers: { ...user.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const scan = await fetch(`${t.baseUrl}/api/scans`, {
    method: 'POST',
    headers: user.headers,
    body: photoForm({ userId: user.userId }, await plainJpeg(320, 240, colour)),
  });
  expect(scan.status).toBe(201);
  const scanId = ((await scan.json()) as { id: string }).id;
  const namedId = randomUUID();
  await t.services.scans.save(
    identifiedScanRow({
      id: namedId,
      userId: user.userId,
      foodName: 'Apple, raw',
      imageUrl: null,
      confidence: 90,
      calories: 95,
      protein: 0.5,
      carbs: 25,
      fat: 0.3,
      ingredients: [],
      allergens: [],
      nutritionalInfo: null,
      createdAt: new Date('2026-01-02T08:30:00Z'),
    }),
  );
  const reference = new FormData();
  reference.append('category', 'pantry_dry_goods');
  reference.append('label', 'Homemade dal');
  reference.append(
    'image',
    new Blob([new Uint8Array(await plainJpeg(300, 300, '#963'))], { type: 'image/jpeg' }),
    'r.jpg',
  );
  const uploaded = await fetch(`${t.baseUrl}/api/training/upload`, {
    method: 'POST',
    headers: user.headers,
    body: reference,
  });
  expect(uploaded.status).toBe(201);
  const referenceId = ((await uploaded.json()) as { id: string }).id;
  expect(
    (await call('PUT', `/api/users/${user.userId}/goals`, { calories: 1800, protein: 110, carbs: 180, fat: 60 }))
      .status,
  ).toBe(200);
  const preferences = (await (
    await call('GET', `/api/users/${user.userId}/notification-preferences`)
  ).json()) as Record<string, unknown>;
  expect(
    (await call('PUT', `/api/users/${user.userId}/notification-preferences`, { ...preferences, weeklyReports: false }))
      .status,
  ).toBe(200);
  expect(
    (
      await call('POST', `/api/users/${user.userId}/saved-meals`, {
        name: 'Breakfast',
        items: [{ foodId: 'builtin-banana' }],
      })
    ).status,
  ).toBe(201);
  expect((await call('PUT', `/api/users/${user.userId}/favourite-foods/builtin-egg`)).status).toBe(200);
  return { scanId, referenceId, namedId };
}

/** Every row of every table of the database, as text, for the audit. */
async function everyRow(t: TestServer, kind: DatabaseKind): Promise<{ table: string; text: string }[]> {
  const runner = t.dataSource.createQueryRunner();
  try {
    const tables: string[] =
      kind === 'sqlite'
        ? ((await runner.query(`SELECT name FROM sqlite_master WHERE type = 'table'`)) as { name: string }[]).map(
            (row) => row.name,
          )
        : (
            (await runner.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1`, [
              t.config.database.kind === 'postgres' ? t.config.database.schema : '',
            ])) as { table_name: string }[]
          ).map((row) => row.table_name);
    expect(tables.length).toBeGreaterThan(5);
    const rows: { table: string; text: string }[] = [];
    for (const table of tables) {
      for (const row of (await runner.query(`SELECT * FROM "${table}"`)) as unknown[]) {
        rows.push({ table, text: JSON.stringify(row) });
      }
    }
    return rows;
  } finally {
    await runner.release();
  }
}

const storedKeys = async (t: TestServer) => {
  const keys: string[] = [];
  for await (const key of t.services.images.list()) keys.push(key);
  return keys;
};

describe.each(databases)('downloading everything as one ZIP on %s', (kind) => {
  let t: TestServer;
  let owner: Session;
  let other: Session;
  let filled: Awaited<ReturnType<typeof fillAccount>>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await t.signIn(`zip-owner-${kind}@example.com`);
    other = await t.signIn(`zip-other-${kind}@example.com`);
    filled = await fillAccount(t, owner, '#a52');
    await fillAccount(t, other, '#25a');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("holds the JSON and CSV exports, every photo as stored, reference photos, goals and preferences, and nobody else's", async () => {
    const res = await fetch(`${t.baseUrl}/api/users/${owner.userId}/export.zip?tz=Europe/London`, {
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="morsel-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const names = [...entries.keys()];

    const photoName = names.find((name) => name.startsWith('photos/'));
    expect(photoName).toMatch(new RegExp(`^photos/\\d{4}-\\d{2}-\\d{2}_${filled.scanId}\\.jpg$`));
    expect(names.filter((name) => name.startsWith('photos/'))).toHaveLength(1);
    // The full-size photo, byte for byte what the server stored and serves for that scan.
    const served = Buffer.from(
      await (await fetch(`${t.baseUrl}/api/scans/${filled.scanId}/image`, { headers: owner.headers })).arrayBuffer(),
    );
    expect(entries.get(photoName!)!.equals(served)).toBe(true);
    const referencePhoto = await fetch(`${t.baseUrl}/api/training/images/${filled.referenceId}`, {
      headers: owner.headers,
    });
    expect(
      entries
        .get(`reference-photos/${filled.referenceId}.jpg`)!
        .equals(Buffer.from(await referencePhoto.arrayBuffer())),
    ).toBe(true);

    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8')) as unknown;
    expect(json('log.json')).toMatchObject({
      tz: 'Europe/London',
      rows: [{ scanId: filled.namedId, date: '2026-01-02', time: '08:30', food: 'Apple, raw' }],
    });
    const csv = entries.get('log.csv')!.toString('utf8').split('\r\n');
    expect(csv[0]).toMatch(/^Scan ID,Date,Time,Meal,Food/);
    expect(csv[1]).toContain(`${filled.namedId},2026-01-02,08:30`);
    expect(json('account.json')).toMatchObject({ id: owner.userId, email: `zip-owner-${kind}@example.com` });
    expect(json('goals.json')).toMatchObject([{ goals: { calories: 1800, protein: 110 } }]);
    expect(json('preferences.json')).toMatchObject({ weeklyReports: false });
    expect(json('saved-meals.json')).toMatchObject([{ name: 'Breakfast' }]);
    expect(json('favourite-foods.json')).toMatchObject([{ foodId: 'builtin-egg' }]);
    expect(json('reference-photos.json')).toMatchObject([{ id: filled.referenceId, label: 'Homemade dal' }]);
    expect(entries.get('README.txt')!.toString('utf8')).toContain('photos/');
    // Not a byte of the other user's.
    for (const [name, bytes] of entries) {
      expect(name).not.toContain(other.userId);
      expect(bytes.toString('latin1')).not.toContain(other.userId);
    }
  });

  it("answers another user's download with 403, no session with 401, and a bad time zone with 400", async () => {
    const forbidden = await fetch(`${t.baseUrl}/api/users/${owner.userId}/export.zip`, { headers: other.headers });
    expect(forbidden.status).toBe(403);
    expectContractAnswer('exportAccountZip', 403, await forbidden.json());
    expect((await fetch(`${t.baseUrl}/api/users/${owner.userId}/export.zip`)).status).toBe(401);
    const badZone = await fetch(`${t.baseUrl}/api/users/${owner.userId}/export.zip?tz=Mars/Olympus`, {
      headers: owner.headers,
    });
    expect(badZone.status).toBe(400);
    expectContractAnswer('exportAccountZip', 400, await badZone.json());
  });

  it('serves the next download whole after a client hangs up part-way', async () => {
    const big = await t.signIn(`zip-big-${kind}@example.com`);
    const photo = await plainJpeg(1200, 900, '#5a5');
    const rows = Array.from({ length: 60 }, (_, i) =>
      identifiedScanRow({
        id: randomUUID(),
        userId: big.userId,
        foodName: 'Oatmeal',
        imageUrl: null,
        confidence: 90,
        calories: 150,
        protein: 6,
        carbs: 27,
        fat: 3,
        ingredients: [],
        allergens: [],
        nutritionalInfo: null,
        createdAt: new Date(Date.UTC(2026, 0, 1, i)),
      }),
    );
    for (const row of rows) {
      row.imageUrl = `/api/scans/${row.id}/image`;
      await t.services.images.put(`${big.userId}/${row.id}-full.jpg`, photo);
    }
    await t.services.scans.saveMany(rows);
    const url = `${t.baseUrl}/api/users/${big.userId}/export.zip`;

    const hangUp = new AbortController();
    const res = await fetch(url, { headers: big.headers, signal: hangUp.signal });
    const reader = res.body!.getReader();
    await reader.read();
    hangUp.abort();
    await reader.cancel().catch(() => undefined);

    const whole = await fetch(url, { headers: big.headers });
    expect(whole.status).toBe(200);
    const entries = await unzip(Buffer.from(await whole.arrayBuffer()));
    expect([...entries.keys()].filter((name) => name.startsWith('photos/'))).toHaveLength(60);
  });

  it('gives an account with nothing in it a ZIP with empty exports', async () => {
    const empty = await t.signIn(`zip-empty-${kind}@example.com`);
    const res = await fetch(`${t.baseUrl}/api/users/${empty.userId}/export.zip`, { headers: empty.headers });
    expect(res.status).toBe(200);
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(JSON.parse(entries.get('log.json')!.toString('utf8'))).toMatchObject({ tz: 'UTC', rows: [] });
    expect(entries.get('log.csv')!.toString('utf8').trim().split('\r\n')).toHaveLength(1);
    expect([...entries.keys()].some((name) => name.startsWith('photos/'))).toBe(false);
  });
});

const deleteAccount = (t: TestServer, userId: string, cookie: string, body: unknown) =>
  fetch(`${t.baseUrl}/api/users/${userId}`, {
    method: 'DELETE',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const stores = ['local', 's3'] as const;
const setups = databases.flatMap((kind) => stores.map((store) => [kind, store] as const));

describe.each(setups)('deleting an account on %s with %s photos', (kind, store) => {
  let t: TestServer;
  let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;
  beforeAll(async () => {
    if (store === 's3') s3 = await startS3Server();
    t = await startTestServer(kind, s3 ? { env: s3.env() } : {});
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('refuses any confirmation but DELETE with a clear 400, and keeps everything', async () => {
    const user = await t.signIn(`keep-${kind}-${store}@example.com`);
    for (const body of [{ confirm: 'delete' }, { confirm: '' }, { confirm: 'DELETE ' }, {}]) {
      const res = await deleteAccount(t, user.userId, user.cookie, body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { error: { message: string } };
      expectContractAnswer('deleteAccount', 400, error);
      if ('confirm' in body)
        expect(error.error.message).toBe('Type DELETE in capital letters to confirm deleting your account.');
    }
    const me = await fetch(`${t.baseUrl}/api/auth/me`, { headers: user.headers });
    expect(((await me.json()) as { id: string }).id).toBe(user.userId);
  });

  it("forbids deleting another user's account", async () => {
    const owner = await t.signIn(`target-${kind}-${store}@example.com`);
    const other = await t.signIn(`attacker-${kind}-${store}@example.com`);
    const res = await deleteAccount(t, owner.userId, other.cookie, { confirm: 'DELETE' });
    expect(res.status).toBe(403);
    expectContractAnswer('deleteAccount', 403, await res.json());
    expect(await t.services.users.findById(owner.userId)).not.toBeNull();
  });

  it("removes every row and file of the user, signs out every device, and leaves the other user's data whole", async () => {
    const { idToken, uid: firebaseUid } = await emulatorIdToken(`leaving-${kind}-${store}@example.com`, {
      uid: `leaving-${kind}-${store}`,
    });
    const phone = await loginWithToken(t.baseUrl, idToken);
    const laptop = await loginWithToken(t.baseUrl, idToken);
    expect(phone.status).toBe(200);
    const userId = (phone.body as { id: string }).id;
    const user: Session = { userId, token: '', cookie: phone.cookie, headers: { Cookie: phone.cookie } };
    const other = await t.signIn(`staying-${kind}-${store}@example.com`);
    await fillAccount(t, user, '#a52');
    await fillAccount(t, other, '#25a');
    // A file a crash left under the user's folder (a temporary file) goes too.
    await t.services.images.put(`${userId}/left-behind-full.jpg.123.abc.tmp`, Buffer.from('partial'));

    const otherRowsBefore = (await everyRow(t, kind)).filter((row) => row.text.includes(other.userId));
    const otherKeysBefore = (await storedKeys(t)).filter((key) => key.startsWith(`${other.userId}/`));
    expect((await storedKeys(t)).filter((key) => key.startsWith(`${userId}/`)).length).toBeGreaterThanOrEqual(5);
    const emailOf = `leaving-${kind}-${store}@example.com`;
    expect(await emulatorHasAccount(firebaseUid)).toBe(true);

    const res = await deleteAccount(t, userId, phone.cookie, { confirm: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/morsel_session=;/);

    // No row anywhere names the user, by id or by address.
    const rows = await everyRow(t, kind);
    expect(rows.filter((row) => row.text.includes(userId) || row.text.includes(emailOf))).toEqual([]);
    // No file of the user in the store.
    expect((await storedKeys(t)).filter((key) => key.includes(userId))).toEqual([]);
    // The other user's rows and files are all still there, unchanged.
    expect(rows.filter((row) => row.text.includes(other.userId))).toEqual(otherRowsBefore);
    expect((await storedKeys(t)).filter((key) => key.startsWith(`${other.userId}/`))).toEqual(otherKeysBefore);
    expect(otherKeysBefore.length).toBeGreaterThanOrEqual(4);

    // Every device is signed out.
    for (const cookie of [phone.cookie, laptop.cookie]) {
      const scans = await fetch(`${t.baseUrl}/api/users/${userId}/scans`, { headers: { cookie } });
      expect(scans.status).toBe(401);
      const me = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie } });
      expect(await me.json()).toBeNull();
    }

    // The identity is gone from the Auth emulator: signing in again is a new, empty account.
    expect(await emulatorHasAccount(firebaseUid)).toBe(false);
    const again = await emulatorIdToken(emailOf, { uid: `leaving-${kind}-${store}` });
    const fresh = await loginWithToken(t.baseUrl, again.idToken);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ email: emailOf, totalScans: 0 });
    expect((fresh.body as { id: string }).id).not.toBe(userId);
  });
});

describe('deleting an account when its photos cannot be removed (the process stops, the store is down)', () => {
  let t: TestServer;
  let storeDown = false;
  let readsFail = false;
  let dir = '';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-photos-'));
    const local = new LocalImageStore(dir);
    // The photo store refuses removals while `storeDown`: what a crash after the commit leaves.
    const images: ImageStore = {
      put: (key, bytes) => local.put(key, bytes),
      get: (key) => (readsFail ? Promise.reject(new Error('store down')) : local.get(key)),
      delete: (key) => (storeDown ? Promise.reject(new Error('store down')) : local.delete(key)),
      list: (prefix) => local.list(prefix),
      listWithDates: () => local.listWithDates(),
      verify: () => local.verify(),
    };
    t = await startTestServer('sqlite', { overrides: { images } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ends a download whose photo store fails part-way with an error, never a hang or a short ZIP', async () => {
    const user = await t.signIn('zip-store-down@example.com');
    await fillAccount(t, user, '#3a5');
    readsFail = true;
    try {
      const res = await fetch(`${t.baseUrl}/api/users/${user.userId}/export.zip`, { headers: user.headers });
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow();
    } finally {
      readsFail = false;
    }
  });

  it('still deletes every row (204), and the storage sweep then removes every file no row points at', async () => {
    const user = await t.signIn('crash-leaver@example.com');
    await fillAccount(t, user, '#a52');
    storeDown = true;
    const res = await deleteAccount(t, user.userId, user.cookie, { confirm: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await t.services.users.findById(user.userId)).toBeNull();
    const left = (await storedKeys(t)).filter((key) => key.startsWith(`${user.userId}/`));
    expect(left.length).toBeGreaterThanOrEqual(4);

    storeDown = false;
    const swept = await sweepStorage(t.services.referencedPhotos, t.services.images, {
      graceMs: 0,
      logger: createLogger('silent'),
    });
    expect([...swept.removed].sort()).toEqual([...left].sort());
    expect((await storedKeys(t)).filter((key) => key.startsWith(`${user.userId}/`))).toEqual([]);
  });
});
