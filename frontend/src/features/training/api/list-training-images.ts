import { useQuery } from '@tanstack/react-query';
import { listTrainingImagesOptions } from '@/client/@tanstack/react-query.gen';

/** The user's reference photos, uploaded and learned from corrections, newest first. */
export const trainingImagesQueryOptions = (userId: string) => listTrainingImagesOptions({ path: { userId } });

export const useTrainingImages = (userId: string) => useQuery(trainingImagesQueryOptions(userId));
