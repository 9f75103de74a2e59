import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RecognizerChain,
  type Recognition,
  type Recognizer,
} from '../../src/features/recognition/chain/recognizer-chain';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';
import { photoForm, plainJpeg } from '../support/upload-form';

const databases = await testDatabases();

type ScanBody = Record<string, unknown> & {
  id: string;
  items: Record<string, unknown>[];
  suggestions: Record<string, unknown>[];
  identification: { status: string; provider: string | null; reason: string | null };
};

/**
 * A recognizer the test steers: what it answers for the next photo. The chain around it is the real
 * one, so items, alternatives and opinions flow as in production.
 */
function steeredRecognizer() {
  let next: Recognition | null = null;
  const recognizer: Recognizer = {
    name: 'steered',
    local: true,
    recognize: async () => next,
  };
  const answer = (recognition: Partial<Recognition>) => {
    next = {
      provider: 'steered',
      kind: 'named',
      items: [],
      ingredients: [],
      label: null,
      barcode: null,
      allergens: [],
      ...recognition,
    } as Recognition;
  };
  return { recognizer, answer };
}

describe.each(databases)('correcting a scan on %s', (kind) => {
  let t: TestServer;
  let user: Awaited<ReturnType<TestServer['signIn']>>;
  const steered = steeredRecognizer();

  beforeAll(async () => {
    t = await startTestServer(kind, { overrides: { recognizer: new RecognizerChain([steered.recognizer]) } });
    user = await t.signIn(`corrector-${kind}@example.com`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const scanPhoto = async (): Promise<ScanBody> => {
    const res = await fetch(`${t.baseUrl}/api/scans`, {
      method: 'POST',
      body: photoForm({ userId: user.userId }, await plainJpeg(320, 240, '#e8c547')),
      headers: user.headers,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as ScanBody;
  };
  const send = async (method: 'PATCH' | 'POST', url: string, body: unknown) => {
    const res = await fetch(`${t.baseUrl}${url}`, {
      method,
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as ScanBody & { error?: { code: string } } };
  };
  const patch = (id: string, body: unknown) => send('PATCH', `/api/scans/${id}`, body);
  const get = async (id: string) =>
    (await (await fetch(`${t.baseUrl}/api/scans/${id}`, { headers: user.headers })).json()) as ScanBody;

  it('names an unidentified scan from its suggestions: one medium banana, every number from the database', async () => {
    steered.answer({
      items: [],
      alternatives: [
        { name: 'Banana', confidence: 0.31 },
        { name: 'Orange', confidence: 0.12 },
      ],
    });
    const scan = await scanPhoto();
    expect(scan.identification.status).toBe('unidentified');
    expect(scan.identifiedAt).toBeNull();
    expect(scan.suggestions).toEqual([
      { foodId: 'builtin-banana', name: 'Banana', confidence: 31, provider: 'steered' },
      { foodId: 'builtin-orange', name: 'Orange', confidence: 12, provider: 'steered' },
    ]);

    const res = await patch(scan.id, { items: [{ foodId: 'builtin-banana' }] });
    expect(res.status).toBe(200);
    expectContractAnswer('updateScan', 200, res.body);
    expect(res.body).toMatchObject({
      foodName: 'Banana',
      calories: 105, // 118 g × 89 kcal / 100 g
      protein: '1.3g',
      carbs: '26.9g',
      fat: '0.4g',
      confidence: null,
      identification: { status: 'identified', provider: 'user', reason: null },
      items: [
        {
          foodId: 'builtin-banana',
          name: 'Banana',
          grams: 118,
          portion: { label: '1 medium', grams: 118, quantity: 1 },
          calories: 105,
          protein: 1.3,
          carbs: 26.9,
          fat: 0.4,
          fibre: 3.1,
          sugar: 14.4,
          sodium: 1,
          source: 'database',
          confidence: null,
        },
      ],
    });
    expect(res.body.nutritionalInfo).toMatchObject({ servingSize: '118 g', calories: 105 });
    expect(res.body.suggestions).toEqual([
      { foodId: 'builtin-orange', name: 'Orange', confidence: 12, provider: 'steered' },
    ]);
    expect(res.body.identifiedAt).toBe(res.body.correctedAt);
    expect(await get(scan.id)).toEqual(res.body);
  });

  it('replaces a wrong answer, keeps when it was first identified, and offers the old answer as a suggestion', async () => {
    steered.answer({ items: [{ name: 'Apple', grams: null, preparation: null, confidence: 0.71 }] });
    const scan = await scanPhoto();
    expect(scan.items).toMatchObject([{ foodId: 'builtin-apple', grams: 182, calories: 95, source: 'database' }]);
    const res = await patch(scan.id, {
      items: [{ foodId: 'builtin-orange', portion: { label: '1 medium', quantity: 2 } }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      foodName: 'Orange',
      calories: 123, // 2 × 131 g × 47 kcal / 100 g
      items: [{ foodId: 'builtin-orange', grams: 262, portion: { label: '1 medium', grams: 131, quantity: 2 } }],
      identifiedAt: scan.identifiedAt,
    });
    expect(res.body.correctedAt).not.toBeNull();
    expect(res.body.suggestions).toEqual([
      { foodId: 'builtin-apple', name: 'Apple', confidence: 71, provider: 'steered' },
    ]);
  });

  it('weighs a food in the grams given, and adds a food the database lacks with its numbers unknown, never zero', async () => {
    steered.answer({ items: [{ name: 'Apple', grams: null, preparation: null, confidence: 0.9 }] });
    const scan = await scanPhoto();
    const res = await patch(scan.id, {
      items: [
        { foodId: 'builtin-apple', grams: 100 },
        { name: 'Grandma’s chutney', grams: 30 },
      ],
    });
    expect(res.status).toBe(200);
    expectContractAnswer('updateScan', 200, res.body);
    expect(res.body.calories).toBe(52); // the apple's; the chutney is not known
    expect(res.body.items).toEqual([
      expect.objectContaining({ foodId: 'builtin-apple', grams: 100, portion: null, calories: 52 }),
      {
        foodId: null,
        name: 'Grandma’s chutney',
        grams: 30,
        portion: null,
        calories: null,
        protein: null,
        carbs: null,
        fat: null,
        fibre: null,
        sugar: null,
        sodium: null,
        source: 'user',
        confidence: null,
      },
    ]);
    expect(res.body.foodName).toBe('Apple and grandma’s chutney');
    expect((res.body.nutritionalInfo as { servingSize: string }).servingSize).toBe('100 g');
  });

  it('keeps a food the user names alone as identified, with no numbers rather than zeros', async () => {
    const scan = await scanPhoto();
    const res = await patch(scan.id, { items: [{ name: 'Street-stall momo', grams: 150 }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      foodName: 'Street-stall momo',
      calories: null,
      protein: null,
      nutritionalInfo: null,
      identification: { status: 'identified', provider: 'user' },
    });
  });

  it('saves a note alone, leaving the items and the correction time as they were', async () => {
    steered.answer({ items: [{ name: 'Banana', grams: null, preparation: null, confidence: 0.8 }] });
    const scan = await scanPhoto();
    const res = await patch(scan.id, { note: '  after the run  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ note: 'after the run', correctedAt: null, items: scan.items });
    expect((await patch(scan.id, { note: null })).body.note).toBeNull();
  });

  it('previews a correction without saving it', async () => {
    steered.answer({ items: [{ name: 'Banana', grams: null, preparation: null, confidence: 0.8 }] });
    const scan = await scanPhoto();
    const res = await send('POST', `/api/scans/${scan.id}/preview`, {
      items: [{ foodId: 'builtin-banana', grams: 200 }],
    });
    expect(res.status).toBe(200);
    expectContractAnswer('previewScanUpdate', 200, res.body);
    expect(res.body.calories).toBe(178);
    expect((await get(scan.id)).calories).toBe(105);
  });

  it('refuses what it cannot compute with a clear 400, changing nothing', async () => {
    steered.answer({ items: [{ name: 'Banana', grams: null, preparation: null, confidence: 0.8 }] });
    const scan = await scanPhoto();
    const bad: [unknown, RegExp][] = [
      [{ items: [{ foodId: 'no-such-food' }] }, /no food with id 'no-such-food'/],
      [{ items: [{ foodId: 'builtin-banana', grams: 0 }] }, /grams/],
      [{ items: [{ foodId: 'builtin-banana', grams: 5001 }] }, /grams/],
      [{ items: [{ name: 'Soup', grams: 0.5 }] }, /grams/],
      [
        { items: [{ foodId: 'builtin-banana', portion: { label: '1 bunch', quantity: 1 } }] },
        /not a portion of Banana/,
      ],
      // Grams and a portion say the amount twice: the contract has no such choice.
      [
        { items: [{ foodId: 'builtin-banana', grams: 100, portion: { label: '1 medium', quantity: 1 } }] },
        /Unknown field 'items\.0\.grams'/,
      ],
      [{ items: [] }, /items/],
      [{ note: 'x'.repeat(501) }, /note/],
      [{}, /items, the note or the meal/],
    ];
    for (const [body, message] of bad) {
      const res = await patch(scan.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectContractAnswer('updateScan', 400, res.body);
      expect((res.body.error as unknown as { message: string }).message).toMatch(message);
    }
    expect(await get(scan.id)).toEqual(scan);
  });

  it('answers 404 for a scan that does not exist', async () => {
    const res = await patch('no-such-scan', { note: 'hello' });
    expect(res.status).toBe(404);
  });

  it('learns from a one-food correction: the photo becomes a reference (replaced, not added, on a second correction)', async () => {
    steered.answer({ items: [{ name: 'Apple', grams: null, preparation: null, confidence: 0.5 }] });
    const scan = await scanPhoto();
    const references = async () => {
      const res = await fetch(`${t.baseUrl}/api/users/${user.userId}/training/images`, { headers: user.headers });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { images: Record<string, unknown>[] };
      expectContractAnswer('listTrainingImages', 200, body);
      return body.images.filter((image) => image.scanId === scan.id);
    };
    await patch(scan.id, { items: [{ foodId: 'builtin-orange' }] });
    expect(await references()).toMatchObject([
      { origin: 'correction', foodId: 'builtin-orange', label: 'Orange', category: 'produce' },
    ]);
    await patch(scan.id, { items: [{ foodId: 'builtin-banana' }] });
    const [learned] = await references();
    expect(await references()).toHaveLength(1);
    expect(learned).toMatchObject({ foodId: 'builtin-banana', label: 'Banana' });
    const photo = await fetch(`${t.baseUrl}${String(learned!.thumbnailUrl)}`, { headers: user.headers });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');

    // A note alone changes nothing it taught.
    await patch(scan.id, { note: 'ripe' });
    expect(await references()).toMatchObject([{ foodId: 'builtin-banana' }]);

    // Removing it on the Training page removes its photo too.
    const removed = await fetch(`${t.baseUrl}/api/training/images/${String(learned!.id)}`, {
      method: 'DELETE',
      headers: user.headers,
    });
    expect(removed.status).toBe(204);
    expect(await references()).toEqual([]);
    const gone = await fetch(`${t.baseUrl}${String(learned!.thumbnailUrl)}`, { headers: user.headers });
    expect(gone.status).toBe(404);
  });

  it('takes back what a scan taught when it no longer names one food, or the user turns learning off', async () => {
    steered.answer({ items: [{ name: 'Apple', grams: null, preparation: null, confidence: 0.5 }] });
    const scan = await scanPhoto();
    const learnedFromScan = async () => {
      const res = await fetch(`${t.baseUrl}/api/users/${user.userId}/training/images`, { headers: user.headers });
      return ((await res.json()) as { images: { scanId: string | null; foodId: string | null }[] }).images.filter(
        (image) => image.scanId === scan.id,
      );
    };
    await patch(scan.id, { items: [{ foodId: 'builtin-banana' }] });
    expect(await learnedFromScan()).toMatchObject([{ foodId: 'builtin-banana' }]);
    // Two foods: the photo no longer shows one food to learn.
    await patch(scan.id, { items: [{ foodId: 'builtin-banana' }, { foodId: 'builtin-apple' }] });
    expect(await learnedFromScan()).toEqual([]);
    await patch(scan.id, { items: [{ foodId: 'builtin-banana' }] });
    expect(await learnedFromScan()).toHaveLength(1);
    // Told not to learn: what it taught before goes too.
    await patch(scan.id, { items: [{ foodId: 'builtin-orange' }], learn: false });
    expect(await learnedFromScan()).toEqual([]);
  });

  it('teaches at most one reference per scan, always of its current food, however many corrections race', async () => {
    steered.answer({ items: [{ name: 'Apple', grams: null, preparation: null, confidence: 0.5 }] });
    const scan = await scanPhoto();
    const foods = ['builtin-apple', 'builtin-banana'];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => patch(scan.id, { items: [{ foodId: foods[i % 2]! }] })),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const now = await get(scan.id);
    const res = await fetch(`${t.baseUrl}/api/users/${user.userId}/training/images`, { headers: user.headers });
    const learned = (
      (await res.json()) as { images: { scanId: string | null; foodId: string | null }[] }
    ).images.filter((image) => image.scanId === scan.id);
    expect(learned).toHaveLength(1);
    expect(learned[0]!.foodId).toBe(now.items[0]!.foodId);
  });

  it('deleting a scan deletes what it taught, photo and all', async () => {
    steered.answer({ items: [{ name: 'Apple', grams: null, preparation: null, confidence: 0.5 }] });
    const scan = await scanPhoto();
    await patch(scan.id, { items: [{ foodId: 'builtin-banana' }] });
    const list = async () =>
      (
        (await (
          await fetch(`${t.baseUrl}/api/users/${user.userId}/training/images`, { headers: user.headers })
        ).json()) as { images: { scanId: string | null; thumbnailUrl: string }[] }
      ).images.filter((image) => image.scanId === scan.id);
    const [learned] = await list();
    expect(learned).toBeDefined();
    const deleted = await fetch(`${t.baseUrl}/api/scans/${scan.id}`, { method: 'DELETE', headers: user.headers });
    expect(deleted.status).toBe(204);
    expect(await list()).toEqual([]);
    expect((await fetch(`${t.baseUrl}${learned!.thumbnailUrl}`, { headers: user.headers })).status).toBe(404);
  });
});
