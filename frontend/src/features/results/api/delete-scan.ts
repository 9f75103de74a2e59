import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteScanMutation, getCurrentUserQueryKey, getScanQueryKey } from '@/client/@tanstack/react-query.gen';

/** Deletes a scan; history and the scan count are refetched, the scan's cache is dropped. */
export function useDeleteScan(scanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteScanMutation(),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: getScanQueryKey({ path: { id: scanId } }) });
      await Promise.all([
        queryClient.invalidateQueries({
          predicate: (q) => (q.queryKey[0] as { _id?: string })?._id === 'listUserScans',
        }),
        queryClient.invalidateQueries({ queryKey: getCurrentUserQueryKey() }),
      ]);
    },
  });
}
