import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '@/client';
import { importHistoryMutation } from '@/client/@tanstack/react-query.gen';
import { currentTimeZone } from '@/lib/outbox/outbox';
import { fetchWithUploadProgress } from '@/lib/upload-progress';

/**
 * Where an import is: the file being sent (`sent`: the share sent so far, 0–1, or null until the
 * browser has measured any), then read (and, for a real import, saved) by the server.
 */
export type ImportProgress = { stage: 'uploading'; sent: number | null } | { stage: 'reading' };

/**
 * Sends a file to be imported into the user's log, in the user's time zone: a preview
 * (`dryRun`) that writes nothing, or the import itself, after which every cached view of the log
 * (history, days, the week chart, streaks, the scan count) is read again.
 */
export function useImportHistory(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(importHistoryMutation());

  const importFile = async (
    file: File,
    dryRun: boolean,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<ImportSummary> => {
    onProgress?.({ stage: 'uploading', sent: null });
    const summary = await mutation.mutateAsync({
      path: { userId },
      query: { dryRun, tz: currentTimeZone() },
      body: { file },
      fetch: fetchWithUploadProgress({
        onProgress: (sent, total) => onProgress?.({ stage: 'uploading', sent: total > 0 ? sent / total : 0 }),
        onSent: () => onProgress?.({ stage: 'reading' }),
      }),
    });
    if (!dryRun && summary.entries > 0) await queryClient.invalidateQueries();
    return summary;
  };

  return { importFile };
}
