import { createScan, logFoods, parseFoods, type ParsedFoodItem, type Scan, type ScanItemChoice } from '@/client';
import { isApiError } from '@/lib/api-error';
import { UPLOAD_FILE_NAME } from '@/lib/downsize-image';
import { choiceOf } from '@/lib/scans/item-rows';
import { rowOf } from '@/lib/scans/words-rows';
import { MAX_CAPTURE_AGE_MS } from '@rules/scans/capture-time';
import type { OutboxEntry, OutboxStore, PhotoOutboxEntry, ServerReason, TypedOutboxEntry } from './outbox-store';

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

/**
 * Puts a photo in the outbox, with a fresh idempotency key, and the app's language (`language`, as
 * `Accept-Language` wants it) to send it in; it is sent by flushOutbox.
 */
export async function enqueueScan(
  store: OutboxStore,
  scan: { userId: string; photo: Blob; capturedAt: Date; language: string; tz?: string; id?: string },
): Promise<OutboxEntry> {
  const entry: PhotoOutboxEntry = {
    kind: 'photo',
    id: scan.id ?? crypto.randomUUID(),
    userId: scan.userId,
    photo: scan.photo,
    capturedAt: scan.capturedAt.toISOString(),
    tz: scan.tz ?? currentTimeZone(),
    language: scan.language,
    attempts: 0,
    problem: null,
    refused: false,
  };
  await store.put(entry);
  announce({ type: 'changed', userId: entry.userId });
  return entry;
}

/**
 * Puts a meal typed in words in the outbox: the words as typed (trimmed), the foods already
 * settled on (or null to read the words when sent), when and where it was typed, and the app's
 * language to send it in.
 */
export async function enqueueTypedMeal(
  store: OutboxStore,
  meal: {
    userId: string;
    text: string;
    items: ScanItemChoice[] | null;
    typedAt: Date;
    language: string;
    tz?: string;
    id?: string;
  },
): Promise<TypedOutboxEntry> {
  const entry: TypedOutboxEntry = {
    kind: 'typed',
    id: meal.id ?? crypto.randomUUID(),
    userId: meal.userId,
    text: meal.text.trim(),
    items: meal.items && meal.items.length > 0 ? meal.items : null,
    foundNothing: false,
    capturedAt: meal.typedAt.toISOString(),
    tz: meal.tz ?? currentTimeZone(),
    language: meal.language,
    attempts: 0,
    problem: null,
    refused: false,
  };
  await store.put(entry);
  announce({ type: 'changed', userId: entry.userId });
  return entry;
}

/**
 * Thrown when a typed meal's words, read on the way, name no food: resending will not change that.
 * The entry is marked (`foundNothing`); the screen says so in the reader's language.
 */
export class FoundNoFood extends Error {
  override name = 'FoundNoFood';
  constructor(readonly text: string) {
    super('No food found in these words.');
  }
}

/** Sends one entry (a photo, or a typed meal) with its idempotency key; answers the stored scan. */
export type SendScan = (entry: OutboxEntry, now: Date) => Promise<Scan>;

/** The server dates by the entry's own time only while it is within its limit, with a margin. */
const datedByItsTime = (entry: OutboxEntry, now: Date) =>
  now.getTime() - Date.parse(entry.capturedAt) < MAX_CAPTURE_AGE_MS - CAPTURE_AGE_MARGIN_MS;

/** The entry's own language, when it kept one, for its requests' `Accept-Language`. */
const inItsLanguage = (entry: OutboxEntry): Record<string, string> =>
  entry.language ? { 'Accept-Language': entry.language } : {};

/**
 * A food the parser read, as the scanner would log it untouched: in the portion it was read in, or
 * in grams when it was said in a measured unit ('250 ml') or has no portion.
 */
export const choiceOfParsed = (item: ParsedFoodItem, index: number): ScanItemChoice => choiceOf(rowOf(item, index));

/** A typed meal: its foods as settled, else its words read now; logged dated when it was typed. */
export const sendTypedMeal = async (entry: TypedOutboxEntry, now: Date): Promise<Scan> => {
  let items = entry.items;
  if (!items) {
    const { data } = await parseFoods({
      body: { text: entry.text },
      headers: inItsLanguage(entry),
      throwOnError: true,
    });
    items = data.items.map(choiceOfParsed);
    if (items.length === 0) throw new FoundNoFood(entry.text);
  }
  const { data } = await logFoods({
    path: { userId: entry.userId },
    headers: { 'Idempotency-Key': entry.id, ...inItsLanguage(entry) },
    body: {
      items,
      tz: entry.tz,
      // Older than the server accepts: dated when it arrives rather than lost.
      ...(datedByItsTime(entry, now) ? { loggedAt: entry.capturedAt } : {}),
    },
    throwOnError: true,
  });
  return data;
};

export const sendScan: SendScan = async (entry, now) => {
  if (entry.kind === 'typed') return sendTypedMeal(entry, now);
  const recent = datedByItsTime(entry, now);
  const { data } = await createScan({
    headers: { 'Idempotency-Key': entry.id, ...inItsLanguage(entry) },
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

/**
 * How a failed send is handled. `reason` is the server's reason as it sent it, or null when it gave
 * none (the screen then says what happened); either is worded in the reader's language when shown.
 */
export type Failure =
  | { kind: 'offline' } // no answer: the network is down; wait for it
  | { kind: 'signedOut' } // the session ended; wait for the user to sign in again
  | { kind: 'busy'; reason: ServerReason | null } // the server asked us to come back later
  | { kind: 'refused'; reason: ServerReason | null }; // the server will never take this request as it is

export function classifyFailure(error: unknown): Failure {
  if (error instanceof FoundNoFood) return { kind: 'refused', reason: null };
  if (!isApiError(error)) return { kind: 'offline' };
  if (error.status === 401) return { kind: 'signedOut' };
  // Kept only in the contract's shape (its message at least), to be worded when shown.
  const reason = typeof error.body?.error?.message === 'string' ? error.body.error : null;
  if (error.status === 408 || error.status === 429 || error.status >= 500) return { kind: 'busy', reason };
  return { kind: 'refused', reason };
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
        const problem = failure.kind === 'busy' || failure.kind === 'refused' ? failure.reason : null;
        const refused = failure.kind === 'refused';
        await store.put(
          current.kind === 'typed'
            ? {
                ...current,
                attempts: current.attempts + 1,
                problem,
                refused,
                busy: failure.kind === 'busy',
                foundNothing: error instanceof FoundNoFood,
              }
            : { ...current, attempts: current.attempts + 1, problem, refused, busy: failure.kind === 'busy' },
        );
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
  await store.put(
    entry.kind === 'typed'
      ? { ...entry, refused: false, problem: null, busy: false, foundNothing: false }
      : { ...entry, refused: false, problem: null, busy: false },
  );
  announce({ type: 'changed', userId: entry.userId });
}

/** Removes a waiting scan (its photo, or its words) from this device; it is never sent. */
export async function discardEntry(store: OutboxStore, id: string) {
  const entry = await store.get(id);
  await store.delete(id);
  if (entry) announce({ type: 'changed', userId: entry.userId });
}

/** True when an upload failed because there was no network (not because the server answered). */
export const isNetworkFailure = (error: unknown) => classifyFailure(error).kind === 'offline';
