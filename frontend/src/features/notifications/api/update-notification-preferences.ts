import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationPreferencesQueryKey,
  updateNotificationPreferencesMutation,
} from '@/client/@tanstack/react-query.gen';

/** Saves the whole set; the cached copy becomes what the server stored. */
export function useSaveNotificationPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateNotificationPreferencesMutation(),
    onSuccess: (saved) => {
      queryClient.setQueryData(getNotificationPreferencesQueryKey({ path: { userId } }), saved);
    },
  });
}
