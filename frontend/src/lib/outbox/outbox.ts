import { createScan, type Scan } from '@/client';
import { isApiError } from '@/lib/api-error';
import { UPLOAD_FILE_NAME } from '@/lib/downsize-image';
import { MAX_CAPTURE_AGE_MS } from '@rules/scans/capture-time';
import type { OutboxEntry, OutboxStore } from './outbox-store';

/** The server dates a scan by `capturedAt` only within this age; an older photo is dated when sent. */
export { MAX_CAPTURE_AGE_MS };
/** Kept under the server's limit so a photo that is almost a week old is not refused on the way. */
const CAPTURE_AGE_MARGIN_MS = 10 * 60 * 1000;

/** The channel on which a page or the service worker says the outbox changed. */
export const OUTBOX_CHANNEL = 'morsel-outbox';
/** The Background Sync tag under which the service worker sends the outbox. */
export const OUTBOX_SYNC_TAG = 'morsel-outbox';

export type OutboxMessage = { type: 'changed'; userId: string } | { type: 'sent'; userId: string; scan: Scan };

/** Tells every open page (and the service worker) that the outbox changed. */
export function announce(message: OutboxMessage) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** The browser's IANA time zone, as the contract wants it ('Europe/Paris'); UTC if it has none. */
export function currentTimeZone(): string {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return tz && /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(tz) ? tz : 'UTC';
}

/** Puts a photo in the outbox, with a fresh idempotency key; it is sent by flushOutbox. */
export async function enqueueScan(
  store: OutboxStore,
  scan: { userId: string; photo: Blob; capturedAt: Date; tz?: string; id?: string },
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: scan.id ?? crypto.randomUUID(),
    userId: scan.userId,
    photo: scan.photo,
    capturedAt: scan.capturedAt.toISOString(),
    tz: scan.tz ?? currentTimeZone(),
    attempts: 0,
    problem: null,
    refused: false,
  };
  await store.put(entry);
  announce({ type: 'changed', userId: entry.userId });
  return entry;
}

/** Sends one entry as POST /api/scans with its idempotency key; answers the stored scan. */
export type SendScan = (entry: OutboxEntry, now: Date) => Promise<Scan>;

export const sendScan: SendScan = async (entry, now) => {
  const recent = now.getTime() - Date.parse(entry.capturedAt) < MAX_CAPTURE_AGE_MS - CAPTURE_AGE_MARGIN_MS;
  const { data } = await createScan({
    headers: { 'Idempotency-Key': entry.id },
    body: {
      image: new File([entry.photo], UPLOAD_FILE_NAME, { type: entry.photo.type || 'image/jpeg' }),
      userId: entry.userId,
      tz: entry.tz,
      // Older than the server accepts: dated when it arrives rather than lost.
      ...(recent ? { capturedAt: entry.capturedAt } : {}),
    },
    throwOnError: true,
  });
  return data;
};

/** How a failed send is handled. */
export type Failure =
  | { kind: 'offline' } // no answer: the network is down; wait for it
  | { kind: 'signedOut' } // the session ended; wait for the user to sign in again
  | { kind: 'busy'; message: string } // the server asked us to come back later
  | { kind: 'refused'; message: string }; // the server will never take this request as it is

export function classifyFailure(error: unknown): Failure {
  if (!isApiError(error)) return { kind: 'offline' };
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.status === 408 || error.status === 429 || error.status >= 500) {
    return { kind: 'busy', message: error.serverMessage ?? 'The server is busy; it will be sent again.' };
  }
  return { kind: 'refused', message: error.serverMessage ?? `The server refused it (${error.status}).` };
}

export interface FlushResult {
  sent: Scan[];
  /** Why sending stopped before the end, if it did. */
  stoppedBy: Failure['kind'] | null;
}

const flushing = new Map<string, Promise<FlushResult>>();

/**
 * Sends the user's waiting scans, oldest first, each exactly once (its idempotency key makes a
 * resend after a lost answer return the same scan). A network failure, an ended session or a
 * busy server stops the round and keeps everything; a scan the server refuses stays, marked,
 * for the user to retry or discard. One round at a time per user in this page or worker.
 */
export function flushOutbox(
  store: OutboxStore,
  userId: string,
  send: SendScan = sendScan,
  now: () => Date = () => new Date(),
): Promise<FlushResult> {
  const running = flushing.get(userId);
  if (running) return running;
  const round = flushRound(store, userId, send, now).finally(() => flushing.delete(userId));
  flushing.set(userId, round);
  return round;
}

async function flushRound(store: OutboxStore, userId: string, send: SendScan, now: () => Date) {
  const sent: Scan[] = [];
  for (const entry of await store.list(userId)) {
    if (entry.refused) continue;
    try {
      const scan = await send(entry, now());
      await store.delete(entry.id);
      sent.push(scan);
      announce({ type: 'sent', userId, scan });
    } catch (error) {
      const failure = classifyFailure(error);
      const current = await store.get(entry.id);
      if (current) {
        await store.put({
          ...current,
          attempts: current.attempts + 1,
          problem: failure.kind === 'busy' || failure.kind === 'refused' ? failure.message : null,
          refused: failure.kind === 'refused',
        });
        announce({ type: 'changed', userId });
      }
      if (failure.kind !== 'refused') return { sent, stoppedBy: failure.kind };
    }
  }
  return { sent, stoppedBy: null };
}

/** Makes a refused scan eligible to be sent again. */
export async function retryEntry(store: OutboxStore, id: string) {
  const entry = await store.get(id);
  if (!entry) return;
  await store.put({ ...entry, refused: false, problem: null });
  announce({ type: 'changed', userId: entry.userId });
}

/** Removes a waiting scan and its photo from this device; it is never sent. */
export async function discardEntry(store: OutboxStore, id: string) {
  const entry = await store.get(id);
  await store.delete(id);
  if (entry) announce({ type: 'changed', userId: entry.userId });
}

/** True when an upload failed because there was no network (not because the server answered). */
export const isNetworkFailure = (error: unknown) => classifyFailure(error).kind === 'offline';
