import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainingCategory } from '@/client';
import { uploadTrainingImageMutation } from '@/client/@tanstack/react-query.gen';
import { prepareUpload } from '@/lib/downsize-image';
import { invalidateTraining } from './training-cache';

/** Uploads one reference photo (downsized like a scan); the stored counts and photos are refetched after. */
export function useUploadTrainingImage(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...uploadTrainingImageMutation(),
    onSettled: () => invalidateTraining(queryClient, userId),
  });
  return async (photo: Blob, category: TrainingCategory, label: string) => {
    const trimmed = label.trim();
    return mutation.mutateAsync({
      body: { image: await prepareUpload(photo), category, ...(trimmed ? { label: trimmed } : {}) },
    });
  };
}
