import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getDisplayPreferencesQueryKey, updateDisplayPreferencesMutation } from '@/client/@tanstack/react-query.gen';
import { rememberDisplayPreferences } from './remembered-preferences';

/** Saves the user's language and units for every device; the app switches when the server has them. */
export function useSaveDisplayPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateDisplayPreferencesMutation(),
    onSuccess: (saved) => {
      rememberDisplayPreferences(saved);
      queryClient.setQueryData(getDisplayPreferencesQueryKey({ path: { userId } }), saved);
    },
  });
}
