import { useMutation } from '@tanstack/react-query';
import { exportUserScans, exportUserScansJson } from '@/client';
import { useUnits } from '../i18n/locale-provider';
import { deviceTimeZone } from '../log/local-date';

export type ExportFormat = 'csv' | 'json';

/** The file name from `Content-Disposition`, or a dated default. */
export function downloadName(
  contentDisposition: string | null,
  today = new Date(),
  format: ExportFormat = 'csv',
): string {
  const match = contentDisposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? `morsel-log-${today.toISOString().slice(0, 10)}.${format}`;
}

export interface ExportRequest {
  format: ExportFormat;
  /** First and last local day to include (YYYY-MM-DD); everything when left out. */
  from?: string;
  to?: string;
}

/**
 * Fetches the user's log (through the generated client) as CSV or JSON, one row per food with
 * numbers in their own columns, and saves it as a download. Dates and times are the device's
 * local ones. A reader of kJ gets the energy in kJ too, beside the stored kcal. Nothing is cached:
 * every export asks the server for the history as it is now.
 */
export function useExportScans(userId: string) {
  const { energy } = useUnits();
  return useMutation({
    mutationFn: async ({ format, from, to }: ExportRequest) => {
      const options = {
        path: { userId },
        query: {
          tz: deviceTimeZone(),
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(energy === 'kJ' ? { energyUnit: energy } : {}),
        },
        parseAs: 'blob' as const,
        throwOnError: true as const,
      };
      const { data, response } = format === 'csv' ? await exportUserScans(options) : await exportUserScansJson(options);
      const blob = data as unknown as Blob; // parseAs 'blob' answers a Blob, whatever the schema's type says
      const url = URL.createObjectURL(blob);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = downloadName(response.headers.get('content-disposition'), new Date(), format);
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
