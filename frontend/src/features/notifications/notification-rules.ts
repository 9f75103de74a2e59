import type { NotificationPreferences, ReminderTime } from '@/client';

export type ToggleKey = Exclude<keyof NotificationPreferences, 'reminderTime'>;

/** The five toggles, in the screen's order. */
export const TOGGLES: readonly { key: ToggleKey; label: string; description: string }[] = [
  { key: 'pushNotifications', label: 'Push notifications', description: 'Alerts on this device' },
  { key: 'emailNotifications', label: 'Email notifications', description: 'Updates sent to your inbox' },
  { key: 'scanReminders', label: 'Scan reminders', description: 'A daily nudge to log your meals' },
  { key: 'weeklyReports', label: 'Weekly reports', description: 'A summary of your week’s nutrition' },
  { key: 'newFeatures', label: 'New features', description: 'Hear first about what’s new in Morsel' },
];

/** The reminder times the selector offers, stored as 24-hour times. */
export const REMINDER_TIMES: readonly { value: ReminderTime; label: string }[] = [
  { value: '08:00', label: '8:00 AM' },
  { value: '12:00', label: '12:00 PM' },
  { value: '18:00', label: '6:00 PM' },
  { value: '20:00', label: '8:00 PM' },
];

/** Whether the form differs from what is saved (Save Preferences then has something to save). */
export const hasChanges = (saved: NotificationPreferences, draft: NotificationPreferences) =>
  (Object.keys(saved) as (keyof NotificationPreferences)[]).some((key) => saved[key] !== draft[key]);
