import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createScanMutation } from '@/client/@tanstack/react-query.gen';
import { prepareUpload } from '@/lib/downsize-image';
import { scanCreated } from './scan-cache';

/** Uploads a photo (downsized first) as a new scan for the user; the cache learns of it (scan-cache.ts). */
export function useCreateScan(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...createScanMutation(),
    onSuccess: (scan) => scanCreated(queryClient, scan),
  });

  const scanPhoto = async (photo: Blob) =>
    mutation.mutateAsync({ body: { image: await prepareUpload(photo), userId } });

  return { scanPhoto, isPending: mutation.isPending };
}
