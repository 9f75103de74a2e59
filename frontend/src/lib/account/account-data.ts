import { useMutation } from '@tanstack/react-query';
import { deleteAccount, exportAccountZip } from '@/client';
import { deviceTimeZone } from '../log/local-date';
import { idbOutboxStore, type OutboxStore } from '../outbox/outbox-store';

/** The word the user types to confirm deleting their account (the server checks the same). */
export const DELETE_CONFIRMATION = 'DELETE';

/** The ZIP's file name from `Content-Disposition`, or a dated default. */
export function zipName(contentDisposition: string | null, today = new Date()): string {
  const match = contentDisposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? `morsel-data-${today.toISOString().slice(0, 10)}.zip`;
}

/**
 * Downloads everything the user has as one ZIP (through the generated client) and saves it. The
 * browser keeps a large download on disk, not in the page's memory; a failure (offline, the server
 * stopped part-way) rejects, so the caller can say so.
 */
export function useDownloadAllData(userId: string) {
  return useMutation({
    mutationFn: async () => {
      const { data, response } = await exportAccountZip({
        path: { userId },
        query: { tz: deviceTimeZone() },
        parseAs: 'blob',
        throwOnError: true,
      });
      const url = URL.createObjectURL(data as unknown as Blob);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = zipName(response.headers.get('content-disposition'));
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        // Give the browser a moment to start the download before the URL goes.
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      }
    },
  });
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
