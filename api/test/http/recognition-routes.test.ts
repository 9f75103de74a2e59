import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getRecognitionStatus,
  getRecognitionStatusPassioAlias,
  recognizeFood,
  recognizeFoodPassioAlias,
  searchRecognitionFoods,
  searchRecognitionFoodsPassioAlias,
} from '../../../frontend/src/client';
import { expectContractAnswer } from '../support/contract-assertions';
import { startFakeOpenAI } from '../support/fake-openai';
import { startTestServer, type TestServer } from '../support/harness';

const jpeg = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 230, g: 200, b: 60 } } })
    .jpeg()
    .toBuffer();

describe('the recognition-service endpoints (/api/recognition, and their /api/passio aliases)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestServer;
  let offline: TestServer;
  let session: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ behaviour: 'banana' });
    t = await startTestServer('sqlite', {
      env: {
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: 'test-key',
        OPENAI_MODEL: 'test-vision',
        OPENAI_TIMEOUT_MS: '1500',
      },
    });
    offline = await startTestServer('sqlite');
    session = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
    await offline?.close();
    await fake?.close();
  });

  it('reports the engine active when its provider answers, with the time it checked', async () => {
    const res = await getRecognitionStatus({ client: t.client, headers: session.headers });
    expectContractAnswer('getRecognitionStatus', 200, res.data);
    expect(res.data).toMatchObject({ name: 'Morsel Recognition Engine', status: 'active', photoRecognition: true });
    expect(res.data!.recognizers.find((r) => r.id === 'openai')).toMatchObject({ state: 'on', whenOff: null });
    expect(res.data!.message).toContain('openai: model test-vision is available');
    expect(Date.now() - Date.parse(res.data!.lastChecked)).toBeLessThan(10_000);
  });

  it('says what works and what is missing when only the offline barcode reader is available', async () => {
    const user = await offline.signIn();
    const res = await getRecognitionStatus({ client: offline.client, headers: user.headers });
    expectContractAnswer('getRecognitionStatus', 200, res.data);
    expect(res.data).toMatchObject({ status: 'active', photoRecognition: false });
    expect(res.data!.message).toMatch(/^Photo recognition is off\./);
    expect(res.data!.recognizers.map((r) => [r.id, r.state])).toEqual([
      ['label', 'on'],
      ['barcode', 'on'],
      ['references', 'off'],
      ['model', 'off'],
      ['openai', 'off'],
    ]);
    expect(res.data!.recognizers.find((r) => r.id === 'model')!.whenOff).toBe(
      'Photo recognition is off: the image model is not installed. Run npm run models:install.',
    );
    expect(res.data!.message).toContain('barcode: reads EAN-13, UPC-A and QR codes');
    expect(res.data!.message).toMatch(/model: the image model is not installed \(npm run models:install\)/);
  });

  it('reports the vision model’s problem when it does not answer in time', async () => {
    fake.set('hang');
    try {
      const res = await getRecognitionStatus({ client: t.client, headers: session.headers });
      expect(res.data!.status).toBe('error');
      expect(res.data!.message).toMatch(/openai: .*(timed out|no answer within)/i);
    } finally {
      fake.set('banana');
    }
  }, 15_000);

  it('recognises a photo into candidates with database nutrition, storing nothing', async () => {
    const before = (await t.services.scans.listForUser(session.userId, {})).length;
    const res = await recognizeFood({
      client: t.client,
      headers: session.headers,
      body: { image: new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }) },
    });
    expectContractAnswer('recognizeFood', 200, res.data);
    expect(res.data).toMatchObject({ success: true, error: null, recognitionMethod: 'openai', detectedFoods: 1 });
    expect(res.data!.confidence).toBeCloseTo(0.94);
    const [banana] = res.data!.result.detectedCandidates;
    expect(banana).toMatchObject({ name: 'Banana', confidence: 0.94, category: 'Produce' });
    // 118 g of the built-in banana (89 kcal per 100 g), not the model's 90.
    expect(banana!.nutritionFacts.calories).toBe(105);
    expect((await t.services.scans.listForUser(session.userId, {})).length).toBe(before);
  });

  it('answers success false with the reason when nothing is recognised, and refuses non-images', async () => {
    const user = await offline.signIn();
    const res = await recognizeFood({
      client: offline.client,
      headers: user.headers,
      body: { image: new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }) },
    });
    expect(res.data).toMatchObject({ success: false, detectedFoods: 0, result: { detectedCandidates: [] } });
    expect(res.data!.error).toMatch(/^Photo recognition is not turned on in this Morsel yet/);
    expect(res.data!.errorDetail).toMatch(/model is off \(not installed: .*models:install.*OPENAI_API_KEY/);

    const form = new FormData();
    form.append('image', new Blob(['hello'], { type: 'image/jpeg' }), 'x.jpg');
    const bad = await fetch(`${t.baseUrl}/api/recognition/recognize`, {
      method: 'POST',
      body: form,
      headers: session.headers,
    });
    expect(bad.status).toBe(415);
    expectContractAnswer('recognizeFood', 415, await bad.json());
  });

  describe('the historical /api/passio paths, deprecated aliases served by the same handlers', () => {
    const photo = async () => ({ image: new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }) });

    it('answer the status as /api/recognition/status does (but for when it was checked)', async () => {
      const primary = await getRecognitionStatus({ client: t.client, headers: session.headers });
      const alias = await getRecognitionStatusPassioAlias({ client: t.client, headers: session.headers });
      expect(alias.request!.url).toMatch(/\/api\/passio\/status$/);
      expect(primary.request!.url).toMatch(/\/api\/recognition\/status$/);
      expect(alias.response!.status).toBe(200);
      expectContractAnswer('getRecognitionStatusPassioAlias', 200, alias.data);
      const { lastChecked: _primaryChecked, ...primaryBody } = primary.data!;
      const { lastChecked: _aliasChecked, ...aliasBody } = alias.data!;
      expect(aliasBody).toEqual(primaryBody);
    });

    it('answer a food search exactly as /api/recognition/search does', async () => {
      const query = { q: 'banana', limit: 3 };
      const primary = await searchRecognitionFoods({ client: t.client, headers: session.headers, query });
      const alias = await searchRecognitionFoodsPassioAlias({ client: t.client, headers: session.headers, query });
      expect(alias.response!.status).toBe(200);
      expect(primary.data!.results.length).toBeGreaterThan(0);
      expect(alias.data).toEqual(primary.data);
    });

    it('recognise a photo exactly as /api/recognition/recognize does, and refuse alike', async () => {
      const primary = await recognizeFood({ client: t.client, headers: session.headers, body: await photo() });
      const alias = await recognizeFoodPassioAlias({ client: t.client, headers: session.headers, body: await photo() });
      expect(alias.request!.url).toMatch(/\/api\/passio\/recognize$/);
      expect(alias.response!.status).toBe(200);
      expectContractAnswer('recognizeFoodPassioAlias', 200, alias.data);
      expect(primary.data).toMatchObject({ success: true, recognitionMethod: 'openai' });
      expect(alias.data).toEqual(primary.data);

      for (const path of ['/api/recognition/recognize', '/api/passio/recognize']) {
        const signedOut = await fetch(`${t.baseUrl}${path}`, { method: 'POST', body: new FormData() });
        expect(signedOut.status, path).toBe(401);
      }
    });
  });
});
