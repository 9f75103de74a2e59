import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ParsedFoodItem, Scan } from '@/client';
import { ApiError } from '@/lib/api-error';
import { memoryOutboxStore } from '@/testing/memory-outbox-store';
import { demoUser, scannedScan } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import {
  choiceOfParsed,
  classifyFailure,
  discardEntry,
  enqueueScan,
  enqueueTypedMeal,
  flushOutbox,
  MAX_CAPTURE_AGE_MS,
  retryEntry,
  sendScan,
  type SendScan,
} from './outbox';

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
const at = (iso: string) => new Date(iso);
const serverError = (status: number, message = 'No.') => new ApiError(status, '', { error: { code: 'x', message } });
/** The reason the server gives for a photo it cannot read, as it sends it. */
const notAPhoto = {
  code: 'unsupported_media_type',
  message: 'Please upload a photo: JPEG, PNG, WebP or HEIC.',
  messageId: 'photo.unsupportedType',
  values: {},
};

describe('the outbox', () => {
  it('keeps a photo with its key, the time it was taken and the time zone', async () => {
    const store = memoryOutboxStore();
    const entry = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T12:30:00Z'),
      language: 'en',
      tz: 'Europe/Paris',
    });
    expect(entry.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await store.list(demoUser.id)).toEqual([
      expect.objectContaining({ capturedAt: '2026-11-20T12:30:00.000Z', tz: 'Europe/Paris', attempts: 0 }),
    ]);
    expect(await store.list('someone-else')).toEqual([]);
  });

  it('sends oldest first and forgets each scan once the server has it', async () => {
    const store = memoryOutboxStore();
    const newer = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T13:00:00Z'),
      language: 'en',
    });
    const older = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T08:00:00Z'),
      language: 'en',
    });
    const sentKeys: string[] = [];
    const send: SendScan = async (entry) => {
      sentKeys.push(entry.id);
      return { ...scannedScan, id: `scan-${entry.id}` } as Scan;
    };
    const result = await flushOutbox(store, demoUser.id, send);
    expect(sentKeys).toEqual([older.id, newer.id]);
    expect(result).toEqual({ sent: [expect.anything(), expect.anything()], stoppedBy: null });
    expect(await store.list(demoUser.id)).toEqual([]);
  });

  it('keeps everything when the network fails, and stops there', async () => {
    const store = memoryOutboxStore();
    await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T08:00:00Z'),
      language: 'en',
    });
    await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T09:00:00Z'),
      language: 'en',
    });
    let calls = 0;
    const result = await flushOutbox(store, demoUser.id, async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    });
    expect(calls).toBe(1);
    expect(result.stoppedBy).toBe('offline');
    const [first, second] = await store.list(demoUser.id);
    expect(first).toMatchObject({ attempts: 1, problem: null, refused: false });
    expect(second).toMatchObject({ attempts: 0 });
  });

  it('waits on a busy server and an ended session; marks a refused scan and goes on to the next', async () => {
    const store = memoryOutboxStore();
    const refused = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T08:00:00Z'),
      language: 'en',
    });
    const fine = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T09:00:00Z'),
      language: 'en',
    });
    const result = await flushOutbox(store, demoUser.id, async (entry) => {
      if (entry.id === refused.id) throw new ApiError(415, '', { error: notAPhoto });
      return scannedScan;
    });
    expect(result).toEqual({ sent: [scannedScan], stoppedBy: null });
    expect(await store.get(fine.id)).toBeUndefined();
    // The reason is kept as the server sent it, to be worded in the reader's language when shown.
    expect(await store.get(refused.id)).toMatchObject({ refused: true, problem: notAPhoto });

    // A refused scan is not sent again by itself, only after the user asks.
    let sends = 0;
    await flushOutbox(store, demoUser.id, async () => {
      sends += 1;
      return scannedScan;
    });
    expect(sends).toBe(0);
    await retryEntry(store, refused.id);
    expect(await store.get(refused.id)).toMatchObject({ refused: false, problem: null });

    // Without the server's words, the entry keeps no text of its own: the screen says it.
    expect(
      await flushOutbox(store, demoUser.id, async () => {
        throw new ApiError(503, '', null);
      }),
    ).toMatchObject({ stoppedBy: 'busy' });
    expect(await store.get(refused.id)).toMatchObject({ busy: true, refused: false, problem: null });

    expect(classifyFailure(serverError(401))).toEqual({ kind: 'signedOut' });
    expect(classifyFailure(serverError(429, 'Too many scans.'))).toEqual({
      kind: 'busy',
      reason: { code: 'x', message: 'Too many scans.' },
    });
    expect(classifyFailure(serverError(503))).toMatchObject({ kind: 'busy' });
    expect(classifyFailure(new ApiError(422, '', null))).toEqual({ kind: 'refused', reason: null });
    // A body not in the contract's shape is not kept as a reason: the list then says what happened.
    expect(classifyFailure(new ApiError(422, '', { error: 'nope' } as never))).toEqual({
      kind: 'refused',
      reason: null,
    });
    expect(classifyFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
  });

  it('discards a scan: its photo is gone and it is never sent', async () => {
    const store = memoryOutboxStore();
    const entry = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T08:00:00Z'),
      language: 'en',
    });
    await discardEntry(store, entry.id);
    expect(store.entries.size).toBe(0);
  });

  it('runs one round at a time: a second call while sending joins the first', async () => {
    const store = memoryOutboxStore();
    await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T08:00:00Z'),
      language: 'en',
    });
    let sends = 0;
    const send: SendScan = async () => {
      sends += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return scannedScan;
    };
    const [a, b] = await Promise.all([flushOutbox(store, demoUser.id, send), flushOutbox(store, demoUser.id, send)]);
    expect(sends).toBe(1);
    expect(a).toBe(b);
  });

  it('sends POST /api/scans with the idempotency key, the time zone, when the photo was taken, in its language', async () => {
    const seen: { key: string | null; language: string | null; form: Record<string, string> }[] = [];
    server.use(
      http.post('*/api/scans', async ({ request }) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        form.forEach((value, name) => {
          fields[name] = typeof value === 'string' ? value : `file:${(value as File).name}`;
        });
        seen.push({
          key: request.headers.get('Idempotency-Key'),
          language: request.headers.get('Accept-Language'),
          form: fields,
        });
        return HttpResponse.json(scannedScan, { status: 201 });
      }),
    );
    const store = memoryOutboxStore();
    const now = at('2026-11-24T06:00:00Z');
    const recent = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-23T19:45:00Z'),
      language: 'es',
      tz: 'America/New_York',
    });
    const old = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: new Date(now.getTime() - MAX_CAPTURE_AGE_MS - 1000),
      language: 'es',
      tz: 'America/New_York',
    });
    await sendScan(recent, now);
    // An entry kept before entries kept their language: sent in the sender's (this page's English).
    await sendScan({ ...old, language: undefined }, now);
    expect(seen[0]).toEqual({
      key: recent.id,
      language: 'es',
      form: {
        image: 'file:food-scan.jpg',
        userId: demoUser.id,
        tz: 'America/New_York',
        capturedAt: '2026-11-23T19:45:00.000Z',
      },
    });
    // Older than the server dates a scan by: sent without capturedAt (dated on arrival), not lost.
    expect(seen[1]).toEqual({
      key: old.id,
      language: 'en',
      form: { image: 'file:food-scan.jpg', userId: demoUser.id, tz: 'America/New_York' },
    });
  });
});

describe('meals typed in words in the outbox', () => {
  const typed = (store: ReturnType<typeof memoryOutboxStore>, extra: Partial<Parameters<typeof enqueueTypedMeal>[1]>) =>
    enqueueTypedMeal(store, {
      userId: demoUser.id,
      text: '  2 eggs and toast ',
      items: null,
      typedAt: at('2026-11-23T07:30:00Z'),
      tz: 'Europe/London',
      language: 'de-AT',
      ...extra,
    });

  /** Records what the page sends to parse and to log, answering as the server would. */
  function recordRequests(parsed: ParsedFoodItem[]) {
    const seen: { parses: string[]; logs: { key: string | null; body: unknown }[]; languages: (string | null)[] } = {
      parses: [],
      logs: [],
      languages: [],
    };
    server.use(
      http.post('*/api/foods/parse', async ({ request }) => {
        seen.languages.push(request.headers.get('Accept-Language'));
        seen.parses.push(((await request.json()) as { text: string }).text);
        return HttpResponse.json({ items: parsed, unmatched: [] });
      }),
      http.post('*/api/users/:userId/scans', async ({ request }) => {
        seen.languages.push(request.headers.get('Accept-Language'));
        seen.logs.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return HttpResponse.json(scannedScan, { status: 201 });
      }),
    );
    return seen;
  }

  const egg: ParsedFoodItem = {
    text: '2 eggs',
    foodId: 'builtin-egg',
    name: 'Egg',
    quantity: 2,
    unit: null,
    portion: { label: '1 large', grams: 50, quantity: 2 },
    grams: 100,
    calories: 143,
    kcalPer100g: 143,
    protein: 12.6,
    carbs: 0.7,
    fat: 9.5,
    confidence: 90,
    alternatives: [],
  };

  it('keeps the words trimmed, the foods already settled, when and where they were typed', async () => {
    const store = memoryOutboxStore();
    const entry = await typed(store, { items: [{ foodId: 'builtin-egg', grams: 100 }] });
    expect(entry.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await store.list(demoUser.id)).toEqual([
      {
        kind: 'typed',
        id: entry.id,
        userId: demoUser.id,
        text: '2 eggs and toast',
        items: [{ foodId: 'builtin-egg', grams: 100 }],
        foundNothing: false,
        capturedAt: '2026-11-23T07:30:00.000Z',
        tz: 'Europe/London',
        language: 'de-AT',
        attempts: 0,
        problem: null,
        refused: false,
      },
    ]);
    expect((await typed(store, { items: [] })).items).toBeNull();
  });

  it('logs the settled foods as they were, dated when typed, under its key; the words are not read again', async () => {
    const seen = recordRequests([]);
    const store = memoryOutboxStore();
    const entry = await typed(store, {
      items: [{ foodId: 'builtin-toast', portion: { label: '1 slice', quantity: 2 } }],
    });
    await sendScan(entry, at('2026-11-23T18:00:00Z'));
    expect(seen.parses).toEqual([]);
    expect(seen.logs).toEqual([
      {
        key: entry.id,
        body: {
          items: [{ foodId: 'builtin-toast', portion: { label: '1 slice', quantity: 2 } }],
          tz: 'Europe/London',
          loggedAt: '2026-11-23T07:30:00.000Z',
        },
      },
    ]);
  });

  it('reads words alone when sent, then logs the foods they name; too old, it is dated on arrival', async () => {
    const seen = recordRequests([egg, { ...egg, foodId: 'builtin-milk', portion: null, unit: 'ml', grams: 250 }]);
    const store = memoryOutboxStore();
    const entry = await typed(store, {});
    await sendScan(entry, new Date(Date.parse(entry.capturedAt) + MAX_CAPTURE_AGE_MS + 1000));
    expect(seen.parses).toEqual(['2 eggs and toast']);
    // Read and logged in the language it was typed in, whatever the sender's (the service worker has none).
    expect(seen.languages).toEqual(['de-AT', 'de-AT']);
    expect(seen.logs).toEqual([
      {
        key: entry.id,
        body: {
          items: [
            { foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } },
            { foodId: 'builtin-milk', grams: 250 },
          ],
          tz: 'Europe/London',
        },
      },
    ]);
  });

  it('keeps words that name no food, marked, never sent again by itself, and gone only when removed', async () => {
    const seen = recordRequests([]);
    const store = memoryOutboxStore();
    const entry = await typed(store, { text: 'the usual' });
    const result = await flushOutbox(store, demoUser.id);
    expect(result).toEqual({ sent: [], stoppedBy: null });
    expect(seen.logs).toEqual([]);
    expect(await store.get(entry.id)).toMatchObject({
      text: 'the usual',
      refused: true,
      foundNothing: true,
      problem: null,
    });
    await flushOutbox(store, demoUser.id);
    expect(seen.parses).toEqual(['the usual']);
    await discardEntry(store, entry.id);
    expect(store.entries.size).toBe(0);
  });

  it('keeps a typed meal when the network fails on the way', async () => {
    server.use(http.post('*/api/foods/parse', () => HttpResponse.error()));
    const store = memoryOutboxStore();
    const entry = await typed(store, {});
    expect(await flushOutbox(store, demoUser.id)).toEqual({ sent: [], stoppedBy: 'offline' });
    expect(await store.get(entry.id)).toMatchObject({
      attempts: 1,
      refused: false,
      foundNothing: false,
      problem: null,
    });
  });

  it('turns a parsed food into the choice the scanner would log: its portion, else grams within bounds', () => {
    expect(choiceOfParsed(egg, 0)).toEqual({ foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } });
    expect(choiceOfParsed({ ...egg, portion: null, grams: 9000 }, 0)).toEqual({ foodId: 'builtin-egg', grams: 5000 });
    // Said in a measured unit: weighed in grams, as the scanner's row keeps it.
    expect(choiceOfParsed({ ...egg, quantity: 120, unit: 'g', grams: 120 }, 0)).toEqual({
      foodId: 'builtin-egg',
      grams: 120,
    });
  });
});
