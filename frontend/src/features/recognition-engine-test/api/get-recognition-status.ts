import { useQuery } from '@tanstack/react-query';
import { getRecognitionStatusOptions } from '@/client/@tanstack/react-query.gen';

/** Each recognizer's state, summed up as the engine's status. */
export const recognitionStatusQueryOptions = () => getRecognitionStatusOptions();

/** Checked on demand only: call `refetch()`. */
export const useRecognitionStatus = () => useQuery({ ...recognitionStatusQueryOptions(), enabled: false });
