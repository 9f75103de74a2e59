import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { scanCreated } from '@/lib/scans/scan-cache';
import { discardEntry, flushOutbox, OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, retryEntry, type OutboxMessage } from './outbox';
import { idbOutboxStore, type OutboxEntry, type OutboxStore } from './outbox-store';

/** Calls `listener` for every outbox message from this page, other tabs and the service worker. */
function useOutboxMessages(listener: (message: OutboxMessage) => void) {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent<OutboxMessage>) => listener(event.data);
    return () => channel.close();
  }, [listener]);
}

/** The user's waiting scans, kept current as they are added, sent or discarded anywhere. */
export function useOutbox(userId: string, store: OutboxStore = idbOutboxStore) {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);

  const refresh = useCallback(() => {
    store.list(userId).then(setEntries, (error: unknown) => {
      console.error('Could not read the outbox', error);
      setEntries([]);
    });
  }, [store, userId]);

  useEffect(refresh, [refresh]);
  useOutboxMessages(useCallback((message: OutboxMessage) => message.userId === userId && refresh(), [userId, refresh]));

  return {
    entries,
    discard: (id: string) => discardEntry(store, id),
    retry: async (id: string) => {
      await retryEntry(store, id);
      await flushOutbox(store, userId);
    },
  };
}

/** Asks the service worker to send the outbox when the browser next has a connection (Background Sync). */
export async function requestBackgroundSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/**
 * Sends the signed-in user's outbox on start, whenever the browser comes back online, and when
 * another tab adds to it; a scan sent by anyone (this page, a tab, the service worker) reaches the
 * cache, so History shows it at once.
 */
export function useOutboxSender(userId: string | null, store: OutboxStore = idbOutboxStore) {
  const queryClient = useQueryClient();

  useOutboxMessages(
    useCallback(
      (message: OutboxMessage) => {
        if (message.type === 'sent' && message.userId === userId) void scanCreated(queryClient, message.scan);
      },
      [queryClient, userId],
    ),
  );

  useEffect(() => {
    if (!userId) return;
    const send = () => {
      flushOutbox(store, userId)
        .then((result) => {
          if (result.stoppedBy === 'offline') void requestBackgroundSync();
        })
        .catch((error: unknown) => console.error('Could not send the outbox', error));
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [store, userId]);
}
