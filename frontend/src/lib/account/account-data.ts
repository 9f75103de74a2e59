import { useMutation } from '@tanstack/react-query';
import { deleteAccount } from '@/client';
import { client } from '@/client/client.gen';
import type { paths } from '@/client/paths.gen';
import { deviceTimeZone } from '../log/local-date';
import { idbOutboxStore, type OutboxStore } from '../outbox/outbox-store';

/** The word the user types to confirm deleting their account (the server checks the same). */
export const DELETE_CONFIRMATION = 'DELETE';

const ALL_DATA_PATH = '/api/users/{userId}/export.zip' satisfies keyof paths;

/**
 * The address of everything the user has as one ZIP, built by the generated client. The browser
 * downloads it itself (a link, not a fetch): the ZIP goes straight to disk with the browser's own
 * progress, however large the account, instead of into the page's memory.
 */
export function allDataUrl(userId: string, tz = deviceTimeZone()): string {
  return client.buildUrl({ url: ALL_DATA_PATH, path: { userId }, query: { tz } });
}

/**
 * Deletes the account and everything of it, for good; the server signs out every device. What this
 * device still waits to send for the account (its outbox) goes too: there is no account to send it to.
 */
export function useDeleteAccount(userId: string, outbox: OutboxStore = idbOutboxStore) {
  return useMutation({
    mutationFn: async (confirm: string) => {
      await deleteAccount({ path: { userId }, body: { confirm }, throwOnError: true });
      try {
        for (const entry of await outbox.list(userId)) await outbox.delete(entry.id);
      } catch {
        // A device without a readable outbox has nothing waiting to remove.
      }
    },
  });
}
