import type { NotificationPreferences } from '../contract';

/**
 * What a user who never saved their preferences gets: push notifications, scan reminders and
 * weekly reports on; email and new-feature news off; the reminder at 08:00.
 * The server answers them and the frontend's mock API serves the same ones.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  pushNotifications: true,
  emailNotifications: false,
  scanReminders: true,
  weeklyReports: true,
  newFeatures: false,
  reminderTime: '08:00',
};
