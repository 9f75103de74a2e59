import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainingCategory } from '@/client';
import { getTrainingCountsQueryKey, uploadTrainingImageMutation } from '@/client/@tanstack/react-query.gen';
import { prepareUpload } from '@/lib/downsize-image';

/** Uploads one reference photo (downsized like a scan); the stored counts are refetched after. */
export function useUploadTrainingImage(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...uploadTrainingImageMutation(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getTrainingCountsQueryKey({ path: { userId } }) }),
  });
  return async (photo: Blob, category: TrainingCategory, label: string) => {
    const trimmed = label.trim();
    return mutation.mutateAsync({
      body: { image: await prepareUpload(photo), category, ...(trimmed ? { label: trimmed } : {}) },
    });
  };
}
