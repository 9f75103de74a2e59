import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getRecognitionStatusOptions } from '@/client/@tanstack/react-query.gen';
import { forgetKept, keep, readKept } from '@/lib/device-storage';

/** Each recognizer's state, summed up as the engine's status. */
export const recognitionStatusQueryOptions = () => getRecognitionStatusOptions();

/** Checked on demand only (the engine test page): call `refetch()`. */
export const useRecognitionStatus = () => useQuery({ ...recognitionStatusQueryOptions(), enabled: false });

/** Where this device keeps the server's last answer: present ('off') only while it said off. */
export const PHOTO_RECOGNITION_OFF_STORAGE_KEY = 'morsel-photo-recognition-off';

/** Forgets the server's last answer on this device (tests and stories start from none). */
export const forgetPhotoRecognitionAnswer = () => forgetKept(PHOTO_RECOGNITION_OFF_STORAGE_KEY);

/**
 * Whether photos of meals can be named here, checked once per session: false only when the server
 * says so. Until it answers (or when the check fails) the server's last answer on this device
 * holds, so a notice that depends on it is drawn with its screen instead of pushing the screen
 * down when the answer arrives; with no earlier answer nothing is claimed either way.
 */
export function usePhotoRecognitionOff(): boolean {
  const status = useQuery({ ...recognitionStatusQueryOptions(), retry: false });
  const answer = status.data?.photoRecognition;
  useEffect(() => {
    if (answer === false) keep(PHOTO_RECOGNITION_OFF_STORAGE_KEY, 'off');
    else if (answer === true) forgetPhotoRecognitionAnswer();
  }, [answer]);
  return answer === undefined ? readKept(PHOTO_RECOGNITION_OFF_STORAGE_KEY) === 'off' : answer === false;
}
