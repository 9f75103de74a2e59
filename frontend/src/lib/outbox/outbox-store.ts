import type { Error as ErrorBody, ScanItemChoice } from '@/client';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The server's reason for not storing an entry, as it sent it (its Error body's `error`: a message
 * id, its values and its English words), so it is worded in the reader's language when shown.
 */
export type ServerReason = ErrorBody['error'];

/** What every entry waiting on this device to be sent has. */
interface WaitingEntry {
  /** Also the Idempotency-Key: the server makes one scan per key, however often it is sent. */
  id: string;
  userId: string;
  /** When the photo was taken or the meal typed (ISO 8601); the scan is dated by it. */
  capturedAt: string;
  /** The IANA time zone it was taken or typed in; the scan's day and meal are local to it. */
  tz: string;
  attempts: number;
  /**
   * Why the last attempt did not store it, as the server said it; null before any attempt, after
   * a network failure, or when the server gave no reason. Entries kept before reasons were kept
   * whole hold it already worded, in the sender's language (English when the service worker sent it).
   */
  problem: ServerReason | string | null;
  /**
   * The app's language when it was kept: it is sent in it, so its foods come back named in it,
   * whoever sends it (a page in another language, or the service worker, which has none).
   * Absent on entries kept before: the sender's language then.
   */
  language?: string;
  /** True when the server refused it (resending will not help); the user may retry or discard it. */
  refused: boolean;
  /** True when the server was busy at the last attempt (it is sent again). Absent on entries kept before. */
  busy?: boolean;
}

/** A scan waiting on this device to be sent: the photo as taken. Entries kept before typed meals have no `kind`. */
export interface PhotoOutboxEntry extends WaitingEntry {
  kind?: 'photo';
  photo: Blob;
}

/**
 * A meal typed in words waiting to be logged: the words, and the foods the user had already
 * settled on (null when they were never read: the words are read when sent).
 */
export interface TypedOutboxEntry extends WaitingEntry {
  kind: 'typed';
  text: string;
  items: ScanItemChoice[] | null;
  /** True when the words, read on the way, named no food: the user reopens them or removes them. */
  foundNothing: boolean;
}

export type OutboxEntry = PhotoOutboxEntry | TypedOutboxEntry;

/** Where outbox entries live. IndexedDB in the app; tests may pass another. */
export interface OutboxStore {
  list(userId: string): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
}

/** A photo shared into the app from another app, kept until the scanner takes it. */
export interface SharedPhoto {
  id: string;
  photo: Blob;
  receivedAt: string;
}

interface MorselDb extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { byUser: string } };
  shared: { key: string; value: SharedPhoto };
}

const DB_NAME = 'morsel';

/** Browsers without IndexedDB (some private modes, test environments) keep no outbox. */
const hasIndexedDb = () => typeof indexedDB !== 'undefined';
let database: Promise<IDBPDatabase<MorselDb>> | null = null;

/** The app's IndexedDB database (opened once per page or service worker). */
export function openMorselDb(): Promise<IDBPDatabase<MorselDb>> {
  database ??= openDB<MorselDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byUser', 'userId');
      db.createObjectStore('shared', { keyPath: 'id' });
    },
  }).catch((failure: unknown) => {
    database = null;
    throw failure;
  });
  return database;
}

/** The outbox in IndexedDB: survives reloads, closed tabs and restarts. Oldest photo first. */
export const idbOutboxStore: OutboxStore = {
  async list(userId) {
    if (!hasIndexedDb()) return []; // nothing can have been kept where there is no IndexedDB
    const entries = await (await openMorselDb()).getAllFromIndex('outbox', 'byUser', userId);
    return entries.sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
  },
  async get(id) {
    return (await openMorselDb()).get('outbox', id);
  },
  async put(entry) {
    await (await openMorselDb()).put('outbox', entry);
  },
  async delete(id) {
    await (await openMorselDb()).delete('outbox', id);
  },
};

/** The query the service worker adds when it opens the scanner with a photo shared from another app. */
export const SHARED_PHOTO_QUERY = 'shared';

/** Keeps a shared photo for the scanner; the service worker calls this when a photo is shared in. */
export async function keepSharedPhoto(photo: Blob): Promise<void> {
  const db = await openMorselDb();
  const tx = db.transaction('shared', 'readwrite');
  await tx.store.clear(); // only the latest share is scanned
  await tx.store.put({ id: crypto.randomUUID(), photo, receivedAt: new Date().toISOString() });
  await tx.done;
}

/** Takes (and forgets) the photo last shared into the app, if any. */
export async function takeSharedPhoto(): Promise<Blob | null> {
  const db = await openMorselDb();
  const tx = db.transaction('shared', 'readwrite');
  const [latest] = await tx.store.getAll();
  await tx.store.clear();
  await tx.done;
  return latest?.photo ?? null;
}
