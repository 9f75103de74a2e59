import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScanUpdateRequest } from '@/client';
import { previewScanUpdate } from '@/client';
import { updateScanMutation } from '@/client/@tanstack/react-query.gen';
import { scanUpdated } from './scan-cache';

/**
 * Corrects a scan (`mutateAsync({ path: { id }, body })`): the server replaces its items and/or
 * note and recomputes every number; the cache takes the answer (scan-cache.ts).
 */
export function useUpdateScan() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateScanMutation(),
    onSuccess: (scan) => scanUpdated(queryClient, scan),
  });
}

/**
 * The scan as a correction would make it, computed by the server exactly as saving would, and
 * nothing saved. Asked again whenever the request changes (the previous answer stays on screen
 * meanwhile); `null` asks nothing (a request that is not complete yet).
 */
export function useScanPreview(scanId: string, request: ScanUpdateRequest | null) {
  return useQuery({
    queryKey: ['previewScanUpdate', scanId, request],
    queryFn: async ({ signal }) =>
      (await previewScanUpdate({ path: { id: scanId }, body: request!, signal, throwOnError: true })).data,
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
