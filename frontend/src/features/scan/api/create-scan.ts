import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Scan } from '@/client';
import {
  createScanMutation,
  getCurrentUserQueryKey,
  getScanQueryKey,
  listUserScansQueryKey,
} from '@/client/@tanstack/react-query.gen';
import { prepareUpload } from '@/lib/downsize-image';

/**
 * Uploads a photo as a new scan. Cached data never goes stale on its own
 * (spec section 7), so a new scan invalidates the history list and the
 * user's scan count, and seeds the result page's cache.
 */
export function useCreateScan(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...createScanMutation(),
    onSuccess: async (scan: Scan) => {
      queryClient.setQueryData(getScanQueryKey({ path: { id: scan.id } }), scan);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listUserScansQueryKey({ path: { userId } }) }),
        queryClient.invalidateQueries({ queryKey: getCurrentUserQueryKey() }),
      ]);
    },
  });

  const scanPhoto = async (photo: Blob) =>
    mutation.mutateAsync({ body: { image: await prepareUpload(photo), userId } });

  return { scanPhoto, isPending: mutation.isPending };
}
