import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationPreferencesOptions,
  getNotificationPreferencesQueryKey,
  updateNotificationPreferencesMutation,
} from '@/client/@tanstack/react-query.gen';

export const useNotificationPreferences = (userId: string) =>
  useQuery(getNotificationPreferencesOptions({ path: { userId } }));

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
