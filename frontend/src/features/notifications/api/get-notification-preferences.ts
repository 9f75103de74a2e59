import { useQuery } from '@tanstack/react-query';
import { getNotificationPreferencesOptions } from '@/client/@tanstack/react-query.gen';

/** The user's saved notification preferences, or the server's defaults when they never saved. */
export const notificationPreferencesQueryOptions = (userId: string) =>
  getNotificationPreferencesOptions({ path: { userId } });

export const useNotificationPreferences = (userId: string) => useQuery(notificationPreferencesQueryOptions(userId));
