import type { NotificationPreferences } from '../../generated/types.gen';

/**
 * What a user who never saved their preferences gets: push notifications, scan reminders and
 * weekly reports on; email and new-feature news off; the reminder at 08:00.
 *
 * Dependency-free on purpose (a type import only): the frontend's mock API imports this same
 * constant, so the defaults exist in one place.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  pushNotifications: true,
  emailNotifications: false,
  scanReminders: true,
  weeklyReports: true,
  newFeatures: false,
  reminderTime: '08:00',
};
