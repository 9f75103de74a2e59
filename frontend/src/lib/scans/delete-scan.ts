import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteScanMutation } from '@/client/@tanstack/react-query.gen';
import { scanDeleted } from './scan-cache';

/** Deletes one of the user's scans with its photos (`mutate({ path: { id } })`); the cache forgets it (scan-cache.ts). */
export function useDeleteScan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteScanMutation(),
    onSuccess: (_deleted, { path }) => scanDeleted(queryClient, { id: path.id, userId }),
  });
}
