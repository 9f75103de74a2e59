import { useQuery } from '@tanstack/react-query';
import { getTrainingCountsOptions } from '@/client/@tanstack/react-query.gen';

/** How many reference photos the user has stored, per category. */
export const trainingCountsQueryOptions = (userId: string) => getTrainingCountsOptions({ path: { userId } });

export const useTrainingCounts = (userId: string) => useQuery(trainingCountsQueryOptions(userId));
