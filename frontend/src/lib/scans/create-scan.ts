import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createScanMutation } from '@/client/@tanstack/react-query.gen';
import { prepareUpload } from '@/lib/downsize-image';
import { currentLocale } from '@/lib/i18n/intl';
import { currentTimeZone, enqueueScan, isNetworkFailure } from '@/lib/outbox/outbox';
import { idbOutboxStore, type OutboxEntry, type OutboxStore } from '@/lib/outbox/outbox-store';
import { requestBackgroundSync } from '@/lib/outbox/use-outbox';
import { fetchWithUploadProgress } from '@/lib/upload-progress';
import { scanCreated } from './scan-cache';

/**
 * Where a scan is: its photo being shrunk on the phone, then sent (`sent`: the share of it sent so
 * far, 0–1, or null until the browser has measured any), then analysed by the server (which
 * answers when it is done). Some browsers never report an upload's progress (for example while a
 * service worker handles the request): the scan then stays 'uploading', unmeasured, until answered.
 */
export type ScanProgress =
  { stage: 'preparing' } | { stage: 'uploading'; sent: number | null } | { stage: 'analysing' };

/** Thrown by scanPhoto when the photo could not be sent and waits in the outbox instead. */
export class ScanQueued extends Error {
  override name = 'ScanQueued';
  constructor(readonly entry: OutboxEntry) {
    super('The scan is waiting to upload.');
  }
}

/**
 * Uploads a photo (downsized first) as a new scan for the user, in the user's time zone, under an
 * idempotency key; the cache learns of it (scan-cache.ts). With no connection, or when the upload
 * fails for want of one, the photo goes into the outbox under the same key and is sent later,
 * dated when it was taken; scanPhoto then throws ScanQueued.
 */
export function useCreateScan(userId: string, outbox: OutboxStore = idbOutboxStore) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...createScanMutation(),
    onSuccess: (scan) => scanCreated(queryClient, scan),
  });

  /** `onProgress` hears each step: the photo prepared on the phone, its upload as it goes, its analysis. */
  const scanPhoto = async (photo: Blob, onProgress?: (progress: ScanProgress) => void) => {
    const capturedAt = new Date();
    const key = crypto.randomUUID();
    const tz = currentTimeZone();
    onProgress?.({ stage: 'preparing' });
    const image = await prepareUpload(photo);
    const queue = async () => {
      const entry = await enqueueScan(outbox, {
        id: key,
        userId,
        photo: image,
        capturedAt,
        tz,
        language: currentLocale(),
      });
      void requestBackgroundSync();
      return new ScanQueued(entry);
    };
    let failure: unknown;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      failure = new Error('The browser is offline.');
    } else {
      try {
        onProgress?.({ stage: 'uploading', sent: null });
        return await mutation.mutateAsync({
          body: { image, userId, tz },
          headers: { 'Idempotency-Key': key },
          fetch: fetchWithUploadProgress({
            onProgress: (sent, total) => onProgress?.({ stage: 'uploading', sent: total > 0 ? sent / total : 0 }),
            onSent: () => onProgress?.({ stage: 'analysing' }),
          }),
        });
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        failure = error;
      }
    }
    // Kept for later; if even that fails (no IndexedDB), the scan fails as it would have.
    throw await queue().catch(() => failure);
  };

  return { scanPhoto, isPending: mutation.isPending };
}
