import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScanUpdateRequest } from '@/client';
import { previewScanUpdateOptions, updateScanMutation } from '@/client/@tanstack/react-query.gen';
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
  // The request is part of the key, compared by content. Without one nothing is fetched (skipToken)
  // and the empty body only fills in the key.
  const options = previewScanUpdateOptions({ path: { id: scanId }, body: request ?? {} });
  return useQuery({
    ...options,
    queryFn: request ? options.queryFn : skipToken,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
