import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScan, deleteScan, getCurrentUser, getScan, listUserScans } from '../../../frontend/src/client';
import { ScanEntity } from '../../src/features/scans/scan.entity';
import { expectContractAnswer } from '../support/contract-assertions';
import { startFakeOpenAI } from '../support/fake-openai';
import { photoForm, plainJpeg } from '../support/upload-form';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';

const jpeg = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A PNG header that claims 100,000 × 100,000 pixels over a few bytes of data. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the scan pipeline (fake OpenAI-compatible server, real SDK, SQLite)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestServer;
  let session: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await startTestServer('sqlite', {
      env: {
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: 'test-key',
        OPENAI_MODEL: 'test-vision',
        OPENAI_TIMEOUT_MS: '1500',
      },
    });
    session = await t.signIn('scanner@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const scan = async (bytes: Buffer, name = 'food-scan.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.append('userId', session.userId);
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: session.headers });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const imagesDir = () => t.config.imagesDir;
  const files = () =>
    fs.existsSync(imagesDir())
      ? fs.readdirSync(imagesDir(), { recursive: true }).filter((f) => String(f).endsWith('.jpg'))
      : [];

  it('turns a good answer into a complete analysis from the food database', async () => {
    fake.set('good');
    const res = await createScan({
      client: t.client,
      headers: session.headers,
      body: { image: new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), userId: session.userId },
    });
    expect(res.response!.status).toBe(201);
    expectContractAnswer('createScan', 201, res.data);
    const s = res.data!;
    expect(s.foodName).toBe('Greek salad');
    expect(s.confidence).toBe(90);
    // 300 g of the built-in Greek salad (107 kcal, 3.1 g protein per 100 g), not the model's own 100 kcal.
    expect(s.calories).toBe(321);
    expect(s.totals).toMatchObject({ calories: 321, protein: 9.3 });
    expect(s.grade).toBe(s.nutritionalInfo?.healthMetrics?.nutritionGrade);
    expect(s.protein).toBe('9.3g'); // the first shape's text, written from the totals
    expect(s.identification).toEqual({ status: 'identified', provider: 'openai', reason: null });
    expect(s.items).toMatchObject([
      { name: 'Greek salad', grams: 300, foodId: 'builtin-greek-salad', source: 'database', calories: 321 },
    ]);
    expect(s.ingredients[0]).toEqual({ name: 'Tomato', percentage: 35 });
    expect(s.allergens).toContain('Milk');
    const info = s.nutritionalInfo!;
    expect(info.healthMetrics).toMatchObject({ nutritionGrade: expect.stringMatching(/^[ABCDF]$/) });
    expect(info.servingSize).toBe('300 g');
    expect(info.sodium).toBe('1140 mg');
    expect(info.detailedAllergens!.contains).toContain('Milk');
    // Insights come from the Nutri-Score points: 75 % vegetables earns the fruit/vegetable points.
    expect(info.healthMetrics!.benefits).toContain('Rich in fruit, vegetables or legumes');
    // The prompt, the strict schema and the photo went to the model.
    const request = fake.requests.at(-1)!.body as {
      model: string;
      response_format: { type: string; json_schema: { strict: boolean } };
    };
    expect(request.model).toBe('test-vision');
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });

    // Stored, served back, counted, and its photo served only to its owner.
    const again = await getScan({ client: t.client, path: { id: s.id }, headers: session.headers });
    expect(again.data).toEqual(s);
    const history = await listUserScans({
      client: t.client,
      path: { userId: session.userId },
      headers: session.headers,
    });
    expect(history.data![0]!.id).toBe(s.id);
    expect((await getCurrentUser({ client: t.client, headers: session.headers })).data!.totalScans).toBe(1);
    const photo = await fetch(`${t.baseUrl}${s.imageUrl}`, { headers: session.headers });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const thumb = await fetch(`${t.baseUrl}${s.thumbnailUrl}`, { headers: session.headers });
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(320);
    const other = await t.signIn();
    expect((await fetch(`${t.baseUrl}${s.imageUrl}`, { headers: other.headers })).status).toBe(404);
  });

  it("saves 'Not identified' with the reason when the answer is malformed", async () => {
    fake.set('malformed');
    const res = await scan(await jpeg());
    expect(res.status).toBe(201);
    expect(res.body.foodName).toBe('Not identified');
    expect((res.body.identification as { reason: string }).reason).toBe(
      'Morsel could not look at this photo just now. Try again, or search for the food.',
    );
  });

  it("saves 'Not identified' when the model times out", async () => {
    fake.set('hang');
    const started = Date.now();
    const res = await scan(await jpeg());
    expect(res.status).toBe(201);
    expect(res.body.foodName).toBe('Not identified');
    expect((res.body.identification as { reason: string }).reason).toBe(
      'Morsel could not look at this photo just now. Try again, or search for the food.',
    );
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('retries once after a 429 and then succeeds', async () => {
    fake.set('429-then-good');
    const res = await scan(await jpeg());
    expect(res.status).toBe(201);
    expect(res.body.foodName).toBe('Greek salad');
    expect(fake.requests).toHaveLength(2);
  });

  it("says so when the photo isn't food", async () => {
    fake.set('not-food');
    const res = await scan(await jpeg());
    expect(res.body.foodName).toBe('Not identified');
    expect((res.body.identification as { reason: string }).reason).toBe('This photo does not seem to show food.');
    // Read in another language, the plate's name and the reason are in it.
    const german = await fetch(`${t.baseUrl}/api/scans/${String(res.body.id)}`, {
      headers: { ...session.headers, 'Accept-Language': 'de' },
    });
    const body = (await german.json()) as { foodName: string; identification: { reason: string } };
    expect(body.foodName).toBe('Nicht erkannt');
    expect(body.identification.reason).toBe('Auf diesem Foto scheint kein Essen zu sein.');
  });

  it('lets a readable nutrition label win, with its allergens', async () => {
    fake.set('label');
    const res = await scan(await jpeg());
    expect(res.body).toMatchObject({
      calories: 190,
      totals: { calories: 190, protein: 3, carbs: 29, fat: 7 },
      protein: '3g',
      carbs: '29g',
      fat: '7g',
    });
    expect((res.body.items as { source: string }[])[0]!.source).toBe('label');
    const info = res.body.nutritionalInfo as {
      processingLevel: string;
      detailedAllergens: { contains: string[]; mayContain: string[] };
      ingredients: { additives: string[] };
    };
    expect(info.processingLevel).toBe('Ultra-processed');
    expect(info.ingredients.additives).toEqual(expect.arrayContaining(['soy lecithin', 'natural flavor']));
    expect(info.detailedAllergens.contains).toContain('Soy');
    expect(info.detailedAllergens.contains).not.toContain('Peanuts');
    expect(info.detailedAllergens.mayContain).toContain('Peanuts');
  });

  describe('image intake', () => {
    it('applies the EXIF orientation and strips EXIF and GPS from the stored photo', async () => {
      fake.set('good');
      const rotated = await sharp(await jpeg(400, 200))
        .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const sent = await sharp(rotated).metadata();
      expect([sent.exif !== undefined, sent.orientation]).toEqual([true, 6]);
      const res = await scan(rotated);
      expect(res.status).toBe(201);
      const file = path.join(imagesDir(), session.userId, `${String(res.body.id)}-full.jpg`);
      const stored = await sharp(fs.readFileSync(file)).metadata();
      expect([stored.width, stored.height]).toEqual([200, 400]); // rotated upright
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect(fs.readFileSync(file).includes(Buffer.from('SpyCam'))).toBe(false);
    });

    it('accepts a PNG named .jpg (the bytes decide)', async () => {
      fake.set('good');
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'green' } })
        .png()
        .toBuffer();
      expect((await scan(png, 'photo.jpg', 'image/jpeg')).status).toBe(201);
    });

    // fixtures/food.heic: our own 640 × 480 drawing (orange with a green disc, EXIF Make 'SecretCam'),
    // HEVC-encoded by Debian's heif-enc (libheif-examples), as iPhones save photos.
    it('accepts an iPhone-style HEVC HEIC photo, stored as an upright JPEG without metadata', async () => {
      fake.set('good');
      const heic = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/food.heic'));
      const res = await scan(heic, 'IMG_0001.HEIC', 'image/heic');
      expect(res.status).toBe(201);
      const photo = await fetch(`${t.baseUrl}${res.body.imageUrl as string}`, { headers: session.headers });
      const bytes = Buffer.from(await photo.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      expect(meta.exif).toBeUndefined();
      const { data } = await sharp(bytes).extract({ left: 600, top: 20, width: 1, height: 1 }).raw().toBuffer({
        resolveWithObject: true,
      });
      // The orange background survives the decode (within JPEG/HEVC loss).
      expect(Math.abs(data[0]! - 230)).toBeLessThan(20);
      expect(Math.abs(data[1]! - 180)).toBeLessThan(20);
      expect(Math.abs(data[2]! - 40)).toBeLessThan(25);
    });

    it('refuses a text file named .jpg with 415, writing nothing', async () => {
      const before = files().length;
      const res = await scan(Buffer.from('definitely not a photo'), 'photo.jpg');
      expect(res.status).toBe(415);
      expectContractAnswer('createScan', 415, res.body);
      expect(files()).toHaveLength(before);
    });

    it('refuses a 20 MB upload with 413', async () => {
      const res = await scan(Buffer.alloc(20 * 1024 * 1024, 1));
      expect(res.status).toBe(413);
    });

    it('refuses a decompression bomb with 413, and stays healthy', async () => {
      const res = await scan(pixelBomb(), 'bomb.png', 'image/png');
      expect(res.status).toBe(413);
      expect(String((res.body.error as { message: string }).message)).toMatch(/pixels/);
      expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    });
  });

  it('pages the history with limit and a before cursor, newest first', async () => {
    const all = (await listUserScans({ client: t.client, path: { userId: session.userId }, headers: session.headers }))
      .data!;
    expect(all.length).toBeGreaterThan(4);
    const pages: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await listUserScans({
        client: t.client,
        path: { userId: session.userId },
        query: { limit: 2, ...(before ? { before } : {}) },
        headers: session.headers,
      });
      expectContractAnswer('listUserScans', 200, page.data);
      if (page.data!.length === 0) break;
      expect(page.data!.length).toBeLessThanOrEqual(2);
      pages.push(...page.data!.map((s) => s.id));
      const last = page.data!.at(-1)!;
      before = `${last.createdAt}_${last.id}`;
    }
    expect(pages).toEqual(all.map((s) => s.id));
  });

  it('deletes a scan with its photos, for its owner only', async () => {
    fake.set('good');
    const created = await scan(await jpeg());
    const id = String(created.body.id);
    const full = path.join(imagesDir(), session.userId, `${id}-full.jpg`);
    expect(fs.existsSync(full)).toBe(true);
    const count = (await getCurrentUser({ client: t.client, headers: session.headers })).data!.totalScans;

    const other = await t.signIn();
    expect((await deleteScan({ client: t.client, path: { id }, headers: other.headers })).response!.status).toBe(404);
    expect(fs.existsSync(full)).toBe(true);

    const res = await deleteScan({ client: t.client, path: { id }, headers: session.headers });
    expect(res.response!.status).toBe(204);
    expect(fs.existsSync(full)).toBe(false);
    expect(fs.existsSync(full.replace('-full', '-thumb'))).toBe(false);
    expect((await getScan({ client: t.client, path: { id }, headers: session.headers })).response!.status).toBe(404);
    expect((await getCurrentUser({ client: t.client, headers: session.headers })).data!.totalScans).toBe(count - 1);
    expect((await deleteScan({ client: t.client, path: { id }, headers: session.headers })).response!.status).toBe(404);
  });

  it('deletes a scan whose photo cannot be removed: 204, the row gone, the file left for the sweep', async () => {
    fake.set('good');
    const created = await scan(await jpeg());
    const id = String(created.body.id);
    const full = path.join(imagesDir(), session.userId, `${id}-full.jpg`);
    // The photo became a folder (with something in it): removing it as a file fails.
    fs.rmSync(full);
    fs.mkdirSync(full);
    fs.writeFileSync(path.join(full, 'inside.txt'), 'x');

    const res = await deleteScan({ client: t.client, path: { id }, headers: session.headers });
    expect(res.response!.status).toBe(204);
    expect(await t.dataSource.getRepository(ScanEntity).countBy({ id })).toBe(0);
    expect(fs.existsSync(full.replace('-full', '-thumb'))).toBe(false); // what could go, went
    expect(fs.existsSync(full)).toBe(true); // left for the storage sweep, logged
    expect((await deleteScan({ client: t.client, path: { id }, headers: session.headers })).response!.status).toBe(404);
    fs.rmSync(full, { recursive: true });
  });

  it('a fault after the files are written leaves no file and no row', async () => {
    fake.set('good');
    const rows = await t.dataSource.getRepository(ScanEntity).count();
    const before = files().length;
    const save = t.services.scans.save.bind(t.services.scans);
    t.services.scans.save = async () => {
      throw new Error('disk full');
    };
    try {
      const res = await scan(await jpeg());
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain('disk full');
    } finally {
      t.services.scans.save = save;
    }
    expect(await t.dataSource.getRepository(ScanEntity).count()).toBe(rows);
    expect(files()).toHaveLength(before);
  });
});

describe('without a recognizer configured', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("still saves the scan as 'Not identified' and tells the user, without operator text, that recognition is off", async () => {
    const session = await t.signIn();
    const res = await createScan({
      client: t.client,
      headers: session.headers,
      body: { image: new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), userId: session.userId },
    });
    expect(res.response!.status).toBe(201);
    expect(res.data).toMatchObject({ foodName: 'Not identified', calories: null, nutritionalInfo: null, items: [] });
    expect(res.data!.identification).toMatchObject({ status: 'unidentified', provider: null });
    expect(res.data!.identification.reason).toMatch(/^Photo recognition is not turned on in this Morsel yet/);
    expect(res.data!.identification.reason).not.toMatch(/OPENAI|npm|install/);
    expect(res.data!.imageUrl).toMatch(/^\/api\/scans\/.+\/image$/);
  });
});

describe.each(await testDatabases())('idempotent uploads on %s', (kind) => {
  let t: TestServer;
  let user: Awaited<ReturnType<TestServer['signIn']>>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    user = await t.signIn(`idempotent-${kind}@example.com`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (key: string | null, who = user) =>
    fetch(`${t.baseUrl}/api/scans`, {
      method: 'POST',
      body: photoForm({ userId: who.userId }, await plainJpeg(200, 150, '#a3c')),
      headers: { ...who.headers, ...(key ? { 'Idempotency-Key': key } : {}) },
    });
  const history = async (who = user) =>
    (await (await fetch(`${t.baseUrl}/api/users/${who.userId}/scans`, { headers: who.headers })).json()) as {
      id: string;
    }[];

  it('stores a photo sent twice with one key once, and answers the same scan the second time', async () => {
    const first = await upload('outbox-1a2b3c4d');
    const again = await upload('outbox-1a2b3c4d');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = [(await first.json()) as { id: string }, (await again.json()) as { id: string }];
    expectContractAnswer('createScan', 201, b);
    expect(b.id).toBe(a.id);
    expect((await history()).filter((scan) => scan.id === a.id)).toHaveLength(1);
  });

  it('makes one scan when the same key arrives three times at once', async () => {
    const before = (await history()).length;
    const answers = await Promise.all([1, 2, 3].map(() => upload('race-5e6f7a8b')));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    expect((await history()).length).toBe(before + 1);
    const files = fs.readdirSync(path.join(t.config.imagesDir, user.userId)).filter((f) => f.startsWith(ids[0]!));
    expect(files.sort()).toEqual([`${ids[0]}-full.jpg`, `${ids[0]}-thumb.jpg`]);
  });

  it('keeps keys per user, and treats other keys (or none) as new uploads', async () => {
    const other = await t.signIn(`idempotent-other-${kind}@example.com`);
    const mine = (await (await upload('shared-key-0001')).json()) as { id: string };
    const theirs = (await (await upload('shared-key-0001', other)).json()) as { id: string };
    expect(theirs.id).not.toBe(mine.id);
    const plain = [(await upload(null)).status, (await upload(null)).status];
    expect(plain).toEqual([201, 201]);
  });

  it('refuses a malformed key with a 400, storing nothing', async () => {
    const before = (await history()).length;
    const res = await upload('bad key!');
    expect(res.status).toBe(400);
    expectContractAnswer('createScan', 400, await res.json());
    expect((await history()).length).toBe(before);
  });
});

/** createScan's refusals before a photo is read: no file, not multipart, too large. */
describe.each(await testDatabases())('refused scan uploads on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const raw = (path: string, init?: RequestInit) => fetch(`${t.baseUrl}${path}`, init);

  it('requires the image file on scan creation', async () => {
    const session = await t.signIn();
    const form = new FormData();
    form.append('userId', session.userId);
    const res = await raw('/api/scans', { method: 'POST', body: form, headers: session.headers });
    expect(res.status).toBe(400);
    expectContractAnswer('createScan', 400, await res.json());
  });

  it('refuses a non-multipart scan request with 415', async () => {
    const session = await t.signIn();
    const res = await raw('/api/scans', {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expectContractAnswer('createScan', 415, await res.json());
  });

  it('refuses an upload over the size limit with 413', async () => {
    const session = await t.signIn();
    const form = new FormData();
    form.append('userId', session.userId);
    form.append(
      'image',
      new Blob([new Uint8Array(t.config.uploads.maxBytes + 1)], { type: 'image/jpeg' }),
      'food-scan.jpg',
    );
    const res = await raw('/api/scans', { method: 'POST', body: form, headers: session.headers });
    expect(res.status).toBe(413);
    expectContractAnswer('createScan', 413, await res.json());
  });
});
