import { useQuery } from '@tanstack/react-query';
import { getRecognitionStatusOptions } from '@/client/@tanstack/react-query.gen';

/** Each recognizer's state, summed up as the engine's status. */
export const recognitionStatusQueryOptions = () => getRecognitionStatusOptions();

/** Checked on demand only (the engine test page): call `refetch()`. */
export const useRecognitionStatus = () => useQuery({ ...recognitionStatusQueryOptions(), enabled: false });

/**
 * Whether photos of meals can be named here, checked once per session: false only when the server
 * says so. While it is unknown (loading, or the check failed) nothing is claimed either way.
 */
export function usePhotoRecognitionOff(): boolean {
  const status = useQuery({ ...recognitionStatusQueryOptions(), retry: false });
  return status.data?.photoRecognition === false;
}
