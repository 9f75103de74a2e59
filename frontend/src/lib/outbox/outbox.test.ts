import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Scan } from '@/client';
import { ApiError } from '@/lib/api-error';
import { memoryOutboxStore } from '@/testing/memory-outbox-store';
import { demoUser, scannedScan } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import {
  classifyFailure,
  discardEntry,
  enqueueScan,
  flushOutbox,
  MAX_CAPTURE_AGE_MS,
  retryEntry,
  sendScan,
  type SendScan,
} from './outbox';

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
const at = (iso: string) => new Date(iso);
const serverError = (status: number, message = 'No.') => new ApiError(status, '', { error: { code: 'x', message } });

describe('the outbox', () => {
  it('keeps a photo with its key, the time it was taken and the time zone', async () => {
    const store = memoryOutboxStore();
    const entry = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T12:30:00Z'),
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
    });
    const older = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T08:00:00Z'),
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
    await enqueueScan(store, { userId: demoUser.id, photo: photo(), capturedAt: at('2026-11-20T08:00:00Z') });
    await enqueueScan(store, { userId: demoUser.id, photo: photo(), capturedAt: at('2026-11-20T09:00:00Z') });
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
    });
    const fine = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T09:00:00Z'),
    });
    const result = await flushOutbox(store, demoUser.id, async (entry) => {
      if (entry.id === refused.id) throw serverError(415, 'That file is not a photo.');
      return scannedScan;
    });
    expect(result).toEqual({ sent: [scannedScan], stoppedBy: null });
    expect(await store.get(fine.id)).toBeUndefined();
    expect(await store.get(refused.id)).toMatchObject({ refused: true, problem: 'That file is not a photo.' });

    // A refused scan is not sent again by itself, only after the user asks.
    let sends = 0;
    await flushOutbox(store, demoUser.id, async () => {
      sends += 1;
      return scannedScan;
    });
    expect(sends).toBe(0);
    await retryEntry(store, refused.id);
    expect(await store.get(refused.id)).toMatchObject({ refused: false, problem: null });

    expect(classifyFailure(serverError(401))).toEqual({ kind: 'signedOut' });
    expect(classifyFailure(serverError(429, 'Too many scans.'))).toEqual({ kind: 'busy', message: 'Too many scans.' });
    expect(classifyFailure(serverError(503))).toMatchObject({ kind: 'busy' });
    expect(classifyFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
  });

  it('discards a scan: its photo is gone and it is never sent', async () => {
    const store = memoryOutboxStore();
    const entry = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-20T08:00:00Z'),
    });
    await discardEntry(store, entry.id);
    expect(store.entries.size).toBe(0);
  });

  it('runs one round at a time: a second call while sending joins the first', async () => {
    const store = memoryOutboxStore();
    await enqueueScan(store, { userId: demoUser.id, photo: photo(), capturedAt: at('2026-11-20T08:00:00Z') });
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

  it('sends POST /api/scans with the idempotency key, the time zone and when the photo was taken', async () => {
    const seen: { key: string | null; form: Record<string, string> }[] = [];
    server.use(
      http.post('*/api/scans', async ({ request }) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        form.forEach((value, name) => {
          fields[name] = typeof value === 'string' ? value : `file:${(value as File).name}`;
        });
        seen.push({ key: request.headers.get('Idempotency-Key'), form: fields });
        return HttpResponse.json(scannedScan, { status: 201 });
      }),
    );
    const store = memoryOutboxStore();
    const now = at('2026-11-24T06:00:00Z');
    const recent = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: at('2026-11-23T19:45:00Z'),
      tz: 'America/New_York',
    });
    const old = await enqueueScan(store, {
      userId: demoUser.id,
      photo: photo(),
      capturedAt: new Date(now.getTime() - MAX_CAPTURE_AGE_MS - 1000),
      tz: 'America/New_York',
    });
    await sendScan(recent, now);
    await sendScan(old, now);
    expect(seen[0]).toEqual({
      key: recent.id,
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
      form: { image: 'file:food-scan.jpg', userId: demoUser.id, tz: 'America/New_York' },
    });
  });
});
