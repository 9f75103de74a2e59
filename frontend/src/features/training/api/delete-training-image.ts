import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTrainingImageMutation } from '@/client/@tanstack/react-query.gen';
import { invalidateTraining } from './training-cache';

/** Removes one reference photo (`mutateAsync({ path: { id } })`); recognition forgets it before the next scan. */
export function useDeleteTrainingImage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteTrainingImageMutation(),
    onSettled: () => invalidateTraining(queryClient, userId),
  });
}
