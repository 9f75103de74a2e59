import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { getRecognitionStatus } from '../../../frontend/src/client';
import { productCode } from '../../src/features/recognition/providers/barcode-recognizer';
import { IMAGENET_FOODS } from '../../src/features/recognition/model/imagenet-foods';
import { matchToDatabase } from '../../src/features/scans/food-matching';
import { expectContractAnswer } from '../support/contract-assertions';
import { loadConfig } from '../../src/config';
import { SESSION_COOKIE } from '../../src/http/session';
import { INSTALLED_MODELS_DIR, startTestServer, testServerEnv, type TestServer } from '../support/harness';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server';
import { photosOf, phonePhoto } from '../support/food-photos';
import { crosswordPhoto } from '../support/non-food-photo';
import { nutritionLabelPhoto } from '../support/nutrition-label';
import { hasSharedData } from '../support/shared-data';

describe.skipIf(!hasSharedData('offline recognition', 'imageModel', 'foodPhotos'))(
  'offline recognition: the on-device model and the user’s reference photos (no OpenAI)',
  () => {
    let t: TestServer;
    let session: Awaited<ReturnType<TestServer['signIn']>>;

    beforeAll(async () => {
      t = await startTestServer('sqlite', { env: { MORSEL_MODELS_DIR: INSTALLED_MODELS_DIR } });
      session = await t.signIn('offline@example.com');
    });
    afterAll(async () => {
      await t?.close();
    });

    const post = async (url: string, fields: Record<string, string>, bytes: Buffer, headers = session.headers) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'food-scan.jpg');
      const res = await fetch(`${t.baseUrl}${url}`, { method: 'POST', body: form, headers });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    it('reports the offline providers active', async () => {
      const res = await getRecognitionStatus({ client: t.client, headers: session.headers });
      expectContractAnswer('getRecognitionStatus', 200, res.data);
      expect(res.data!.status).toBe('active');
      expect(res.data!.message).toContain('model: mobilenetv2-12-int8.onnx loaded');
    });

    it('learns from Training: three labelled photos per food, then held-out photos are named by the user’s labels', async () => {
      const bananas = photosOf('banana');
      const apples = photosOf('apple');
      for (const [files, category, label] of [
        [bananas, 'produce', 'market bananas'],
        [apples, 'produce', 'orchard apples'],
      ] as const) {
        for (const file of [files[0]!, files[Math.floor(files.length / 2)]!, files.at(-1)!]) {
          const res = await post('/api/training/upload', { category, label }, await phonePhoto(file));
          expect(res.status).toBe(201);
        }
      }
      for (const [files, expected] of [
        [bananas, 'Market bananas'],
        [apples, 'Orchard apples'],
      ] as const) {
        const heldOut = files[Math.floor(files.length / 4)]!;
        const scan = await post('/api/scans', { userId: session.userId }, await phonePhoto(heldOut));
        expect(scan.status).toBe(201);
        expectContractAnswer('createScan', 201, scan.body);
        expect(scan.body.foodName).toBe(expected);
        expect(scan.body.identification).toEqual({ status: 'identified', provider: 'references', reason: null });
        expect(scan.body.confidence as number).toBeGreaterThanOrEqual(50);
        // The label matched the food database, so the numbers are the database's (a banana, an apple).
        expect((scan.body.items as { source: string }[])[0]!.source).toBe('database');
        expect(scan.body.calories as number).toBeGreaterThan(0);
      }
    });

    it('recognises a real banana photo with no training (the on-device model)', async () => {
      const photo = photosOf('banana').find((file) => path.basename(file) === 'banana001T(3).JPG')!;
      const newcomer = await t.signIn('newcomer@example.com'); // no reference photos
      const scan = await post('/api/scans', { userId: newcomer.userId }, await phonePhoto(photo), newcomer.headers);
      expect(scan.status).toBe(201);
      expect(scan.body.foodName).toBe('Banana');
      expect((scan.body.identification as { provider: string }).provider).toBe('model');
      // One medium banana from the food database's household portion, not a flat weight.
      expect((scan.body.items as { portion: unknown }[])[0]!.portion).toEqual({
        label: '1 medium',
        grams: 118,
        quantity: 1,
      });
      expect(scan.body.calories).toBe(105);
    });

    it('lets references name a photo only when it looks like them: a confident model answer for a food with no references stands', async () => {
      const user = await t.signIn('three-foods@example.com');
      const taught = { apple: 'Apple', bread: 'White bread', egg: 'Egg' } as const;
      for (const [folder, label] of Object.entries(taught)) {
        const files = photosOf(folder);
        for (let i = 0; i < 5; i += 1) {
          const photo = await phonePhoto(files[Math.floor((i * files.length) / 5)]!);
          expect((await post('/api/training/upload', { category: 'produce', label }, photo, user.headers)).status).toBe(
            201,
          );
        }
      }
      // Foods the user taught nothing about, which the model knows well.
      for (const [file, expected] of [
        [photosOf('banana').find((f) => path.basename(f) === 'banana001T(3).JPG')!, 'Banana'],
        [photosOf('orange').find((f) => path.basename(f) === 'orange002S(2).JPG')!, 'Orange'],
      ] as const) {
        const scan = await post('/api/scans', { userId: user.userId }, await phonePhoto(file), user.headers);
        expectContractAnswer('createScan', 201, scan.body);
        expect(scan.body.foodName).toBe(expected);
        expect((scan.body.identification as { provider: string }).provider).toMatch(/model/);
      }
      // A photo of one of the user's own foods is still theirs.
      const apples = photosOf('apple');
      const apple = await post(
        '/api/scans',
        { userId: user.userId },
        await phonePhoto(apples[Math.floor(apples.length / 10)]!),
        user.headers,
      );
      expect(apple.body.foodName).toBe('Apple');
      expect((apple.body.identification as { provider: string }).provider).toBe('references');
    });

    it('does not name every later photo after one reference: photos of other foods fall through', async () => {
      const user = await t.signIn('one-reference@example.com');
      // One photo taught as 'Apple' (a banana, as a user who picked the wrong food would teach it).
      const taught = await phonePhoto(photosOf('banana')[0]!);
      expect(
        (await post('/api/training/upload', { category: 'produce', label: 'Apple' }, taught, user.headers)).status,
      ).toBe(201);
      let namedApple = 0;
      for (const folder of ['bread', 'egg', 'doughnut', 'orange', 'tomato']) {
        const files = photosOf(folder);
        for (const file of [files[0]!, files[Math.floor(files.length / 2)]!]) {
          const scan = await post('/api/scans', { userId: user.userId }, await phonePhoto(file), user.headers);
          expectContractAnswer('createScan', 201, scan.body);
          if (scan.body.foodName === 'Apple') namedApple += 1;
        }
      }
      // Photos of different foods are 0.77 alike (median); one reference names at most a stray one.
      expect(namedApple).toBeLessThanOrEqual(1);
      // The taught photo itself is still named after it.
      const again = await post('/api/scans', { userId: user.userId }, taught, user.headers);
      expect(again.body.foodName).toBe('Apple');
      expect((again.body.identification as { provider: string }).provider).toBe('references');
    });

    it('reports a photo of something else (a crossword on a table) as not food', async () => {
      const scan = await post('/api/scans', { userId: session.userId }, await crosswordPhoto());
      expect(scan.status).toBe(201);
      expectContractAnswer('createScan', 201, scan.body);
      expect(scan.body.foodName).toBe('Not identified');
      expect(scan.body.identification).toEqual({
        status: 'not_food',
        provider: 'model',
        reason: 'This photo does not seem to show food.',
      });
      expect(scan.body.calories).toBeNull(); // no made-up numbers
    });

    it('learns mooncake from three reference photos of other mooncakes', async () => {
      const user = await t.signIn('mooncake-fan@example.com');
      const files = photosOf('mooncake');
      const item = (file: string) => /mooncake(\d+)/.exec(path.basename(file))![1];
      // The set has two physical mooncakes: three photos of the first teach, a photo of the second is the test.
      const topViews = files.filter((f) => /T\(/.test(path.basename(f)));
      const first = topViews.filter((f) => item(f) === '001');
      const references = [first[0]!, first[Math.floor(first.length / 2)]!, first.at(-1)!];
      for (const file of references) {
        const res = await post(
          '/api/training/upload',
          { category: 'bakery', label: 'mooncake' },
          await phonePhoto(file),
          user.headers,
        );
        expect(res.status).toBe(201);
      }
      const heldOut = topViews.find((f) => item(f) === '002')!;
      const scan = await post('/api/scans', { userId: user.userId }, await phonePhoto(heldOut), user.headers);
      expect(scan.body.foodName).toBe('Mooncake');
      expect((scan.body.identification as { provider: string }).provider).toBe('references');
    });

    it('keeps each user’s references to themselves', async () => {
      const other = await t.signIn('someone@example.com');
      const scan = await post(
        '/api/scans',
        { userId: other.userId },
        await phonePhoto(photosOf('banana')[5]!),
        other.headers,
      );
      expect(scan.status).toBe(201);
      expect(scan.body.foodName).not.toBe('Market bananas');
      expect((scan.body.identification as { provider: string | null }).provider).not.toBe('references');
    });

    it('maps every ImageNet food class of the model to a food in the database', async () => {
      const names = [...new Set(Object.values(IMAGENET_FOODS))];
      const matched = await matchToDatabase(
        names.map((name) => ({ name, grams: 100, preparation: null, confidence: 1 })),
        t.services.foods,
      );
      const missing = matched.filter((m) => !m.food).map((m) => m.item.name);
      expect(missing).toEqual([]);
    });
  },
);

describe.skipIf(!hasSharedData('installing the model while the server runs', 'imageModel', 'foodPhotos'))(
  'installing the model while the server runs',
  () => {
    let t: TestServer;
    let modelsDir: string;

    beforeAll(async () => {
      modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-late-model-'));
      t = await startTestServer('sqlite', { env: { MORSEL_MODELS_DIR: modelsDir } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('uses training photos uploaded before the model was installed, with no restart', async () => {
      const user = await t.signIn('early-trainer@example.com');
      const post = async (url: string, fields: Record<string, string>, bytes: Buffer) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'food-scan.jpg');
        const res = await fetch(`${t.baseUrl}${url}`, { method: 'POST', body: form, headers: user.headers });
        return (await res.json()) as { foodName?: string; identification?: { provider: string | null } };
      };
      const topViews = photosOf('mooncake').filter((f) => /001T\(/.test(path.basename(f)));
      for (const file of [topViews[0]!, topViews[5]!, topViews.at(-1)!]) {
        await post('/api/training/upload', { category: 'bakery', label: 'mooncake' }, await phonePhoto(file));
      }
      fs.copyFileSync(
        path.join(INSTALLED_MODELS_DIR, 'mobilenetv2-12-int8.onnx'),
        path.join(modelsDir, 'mobilenetv2-12-int8.onnx'),
      );
      const heldOut = photosOf('mooncake').find((f) => /002T\(/.test(path.basename(f)))!;
      const scan = await post('/api/scans', { userId: user.userId }, await phonePhoto(heldOut));
      expect(scan.foodName).toBe('Mooncake');
      expect(scan.identification?.provider).toBe('references');
    }, 30_000);
  },
);

describe.skipIf(!hasSharedData('installing the model, then restarting', 'imageModel', 'foodPhotos'))(
  'installing the model, then restarting',
  () => {
    let dataDir: string;
    let running: InProcessServer | null = null;

    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-restart-model-'));
    });
    afterAll(async () => {
      await running?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** The app on the same data folder each time; only where it looks for the model changes. */
    const start = (modelsDir: string) =>
      startInProcessServer(loadConfig({ ...testServerEnv(dataDir, 'silent'), MORSEL_MODELS_DIR: modelsDir }));

    it('embeds the Training photos uploaded without the model once it restarts with the model, and uses them', async () => {
      running = await start(path.join(dataDir, 'no-models'));
      const { userId, cookie } = await running.startSession('restarted-trainer@example.com');
      const post = async (url: string, fields: Record<string, string>, bytes: Buffer) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'food-scan.jpg');
        const res = await fetch(`${running!.baseUrl}${url}`, {
          method: 'POST',
          body: form,
          headers: { Cookie: cookie },
        });
        return (await res.json()) as { foodName?: string; identification?: { provider: string | null } };
      };
      const topViews = photosOf('mooncake').filter((f) => /001T\(/.test(path.basename(f)));
      for (const file of [topViews[0]!, topViews[5]!, topViews.at(-1)!]) {
        await post('/api/training/upload', { category: 'bakery', label: 'mooncake' }, await phonePhoto(file));
      }
      const heldOut = await phonePhoto(photosOf('mooncake').find((f) => /002T\(/.test(path.basename(f)))!);
      const before = await post('/api/scans', { userId }, heldOut);
      expect(before.foodName).toBe('Not identified');
      const stored = await running.services.references.embeddings(userId);
      expect(stored.map((row) => row.embedding)).toEqual([null, null, null]);
      await running.close();

      running = await start(INSTALLED_MODELS_DIR);
      const { token } = await running.services.sessions.start(userId);
      const session = `${SESSION_COOKIE}=${token}`;
      const form = new FormData();
      form.append('userId', userId);
      form.append('image', new Blob([new Uint8Array(heldOut)], { type: 'image/jpeg' }), 'food-scan.jpg');
      const res = await fetch(`${running.baseUrl}/api/scans`, {
        method: 'POST',
        body: form,
        headers: { Cookie: session },
      });
      const after = (await res.json()) as { foodName: string; identification: { provider: string } };
      expect(after.foodName).toBe('Mooncake');
      expect(after.identification.provider).toBe('references');
      // Embedded once: stored, so the next start does not run the model on them again.
      const embedded = await running.services.references.embeddings(userId);
      expect(embedded.every((row) => typeof row.embedding === 'string')).toBe(true);
    }, 60_000);
  },
);

describe('a corrupt model file', () => {
  let t: TestServer;
  let session: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    const modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-corrupt-model-'));
    fs.writeFileSync(path.join(modelsDir, 'mobilenetv2-12-int8.onnx'), Buffer.from('not an onnx model'));
    t = await startTestServer('sqlite', { env: { MORSEL_MODELS_DIR: modelsDir } });
    session = await t.signIn('corrupt@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes the status an error that says so, while scans still answer through the other providers', async () => {
    const status = await getRecognitionStatus({ client: t.client, headers: session.headers });
    expect(status.data!.status).toBe('error');
    expect(status.data!.message).toMatch(/model: the image model failed to load/);
    const form = new FormData();
    form.append('userId', session.userId);
    form.append('image', new Blob([new Uint8Array(await nutritionLabelPhoto())], { type: 'image/jpeg' }), 'x.jpg');
    const res = await fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: session.headers });
    const scan = (await res.json()) as { calories: number; identification: { provider: string } };
    expect(res.status).toBe(201);
    expect(scan.identification.provider).toBe('label');
    expect(scan.calories).toBe(230);
  }, 30_000);
});

describe('the barcode reader', () => {
  let t: TestServer;
  let session: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    t = await startTestServer('sqlite');
    session = await t.signIn('shopper@example.com');
    await t.services.foods.store.transaction(async (writer) =>
      writer.upsert([
        {
          id: 'fdc-barcode-1',
          source: 'fdc',
          name: 'Oat crunch granola',
          brand: 'Morning Co',
          dataType: 'Brand',
          category: 'Pantry/Dry Goods',
          energyKcal: 450,
          proteinG: 10,
          carbohydrateG: 64,
          sugarsG: 18,
          fibreG: 7,
          fatG: 16,
          saturatedFatG: 3,
          sodiumMg: 120,
          ingredients: 'oats, sugar, sunflower oil, honey',
          allergens: [],
          portions: [{ description: '1 bowl', grams: 45 }],
          barcodes: ['5012345678900'],
        },
      ]),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A product photo: a barcode label on a brown box, drawn by zxing's own writer. */
  async function productPhoto(code: string, format: 'EAN13' | 'QRCode' = 'EAN13') {
    const wasm = fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
    await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(0) as ArrayBuffer }, fireImmediately: true });
    const symbol = await writeBarcode(code, { format, scale: 3 });
    const label = await sharp(Buffer.from(await symbol.image!.arrayBuffer()))
      .extend({ top: 24, bottom: 24, left: 24, right: 24, background: '#ffffff' })
      .toBuffer();
    return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 170, g: 130, b: 90 } } })
      .composite([{ input: label, top: 280, left: 330 }])
      .jpeg({ quality: 85 })
      .toBuffer();
  }

  const scan = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('userId', session.userId);
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'food-scan.jpg');
    const res = await fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: session.headers });
    const body = (await res.json()) as Record<string, unknown>;
    expectContractAnswer('createScan', res.status, body);
    return { status: res.status, body };
  };

  it('names a product from its EAN-13 with the database’s numbers for one serving', async () => {
    const res = await scan(await productPhoto('5012345678900'));
    expect(res.status).toBe(201);
    expect(res.body.foodName).toBe('Oat crunch granola');
    expect(res.body.identification).toEqual({ status: 'identified', provider: 'barcode', reason: null });
    expect(res.body.items).toMatchObject([{ foodId: 'fdc-barcode-1', grams: 45, source: 'database', calories: 203 }]);
    expect(res.body.calories).toBe(203); // 45 g × 450 kcal / 100 g
  });

  it('reads a GS1 Digital Link QR code too', async () => {
    const res = await scan(await productPhoto('https://id.gs1.org/01/05012345678900', 'QRCode'));
    expect(res.body.foodName).toBe('Oat crunch granola');
  });

  it("answers 'Not identified' with the code when the product is unknown", async () => {
    const res = await scan(await productPhoto('4006381333931'));
    expect(res.status).toBe(201);
    expect(res.body.foodName).toBe('Not identified');
    expect((res.body.identification as { reason: string }).reason).toContain('4006381333931');
  });

  it('extracts product codes from what the reader decodes', () => {
    expect(productCode('EAN13', '5012345678900')).toBe('5012345678900');
    expect(productCode('UPCA', '012345678905')).toBe('0012345678905');
    expect(productCode('QRCode', 'https://id.gs1.org/01/05012345678900/10/ABC')).toBe('5012345678900');
    expect(productCode('QRCode', 'https://example.com/menu')).toBeNull();
  });
});

describe('the nutrition-label reader (real OCR)', () => {
  let t: TestServer;
  let session: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    t = await startTestServer('sqlite');
    session = await t.signIn('label@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads a photographed Nutrition Facts panel: its numbers win, per serving as printed', async () => {
    const form = new FormData();
    form.append('userId', session.userId);
    form.append('image', new Blob([new Uint8Array(await nutritionLabelPhoto())], { type: 'image/jpeg' }), 'x.jpg');
    const res = await fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: session.headers });
    const scan = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(201);
    expectContractAnswer('createScan', 201, scan);
    expect(scan.identification).toMatchObject({ status: 'identified', provider: 'label' });
    expect(scan.items).toMatchObject([{ source: 'label', grams: 55, calories: 230 }]);
    expect(scan.calories).toBe(230);
    expect(scan.protein).toBe('3g');
    expect(scan.fat).toBe('8g');
    const info = scan.nutritionalInfo as { servingSize: string; sodium: string; totalCarbs: string };
    expect(info.servingSize).toBe('55 g');
    expect(info.sodium).toBe('160 mg');
    expect(info.totalCarbs).toBe('37 g');
    expect(scan.allergens).toContain('Gluten'); // from 'CONTAINS: WHEAT'
  }, 30_000);
});
