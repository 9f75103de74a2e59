import { useMutation } from '@tanstack/react-query';
import { exportUserScans } from '@/client';

/** The file name from `Content-Disposition`, or a dated default. */
export function downloadName(contentDisposition: string | null, today = new Date()): string {
  const match = contentDisposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? `morsel-history-${today.toISOString().slice(0, 10)}.csv`;
}

/**
 * Fetches the user's scans as CSV (through the generated client) and saves them as a download.
 * Nothing is cached: every export asks the server for the history as it is now.
 */
export function useExportScans(userId: string) {
  return useMutation({
    mutationFn: async () => {
      const { data, response } = await exportUserScans({
        path: { userId },
        parseAs: 'blob',
        throwOnError: true,
      });
      const blob = data as unknown as Blob; // parseAs 'blob' answers a Blob, whatever the schema's string type says
      const url = URL.createObjectURL(blob);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = downloadName(response.headers.get('content-disposition'));
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
