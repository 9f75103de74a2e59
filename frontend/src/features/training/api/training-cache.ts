import type { QueryClient } from '@tanstack/react-query';
import { getTrainingCountsQueryKey, listTrainingImagesQueryKey } from '@/client/@tanstack/react-query.gen';

/** After a reference photo is added or removed, the stored counts and the photo list are fetched again. */
export const invalidateTraining = (queryClient: QueryClient, userId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getTrainingCountsQueryKey({ path: { userId } }) }),
    queryClient.invalidateQueries({ queryKey: listTrainingImagesQueryKey({ path: { userId } }) }),
  ]);
