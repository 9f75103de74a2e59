import type { NotificationPreferences, ReminderTime } from '@/client';
import type { MessageId } from '@/lib/i18n/intl';

export type ToggleKey = Exclude<keyof NotificationPreferences, 'reminderTime'>;

/** The five toggles, in the screen's order, each with the messages of its label and description. */
export const TOGGLES: readonly { key: ToggleKey; label: MessageId; description: MessageId }[] = [
  {
    key: 'pushNotifications',
    label: 'notifications.push.label',
    description: 'notifications.push.description',
  },
  {
    key: 'emailNotifications',
    label: 'notifications.email.label',
    description: 'notifications.email.description',
  },
  {
    key: 'scanReminders',
    label: 'notifications.scanReminders.label',
    description: 'notifications.scanReminders.description',
  },
  {
    key: 'weeklyReports',
    label: 'notifications.weeklyReports.label',
    description: 'notifications.weeklyReports.description',
  },
  {
    key: 'newFeatures',
    label: 'notifications.newFeatures.label',
    description: 'notifications.newFeatures.description',
  },
];

/** The reminder times the selector offers, stored as 24-hour times. */
export const REMINDER_TIMES: readonly ReminderTime[] = ['08:00', '12:00', '18:00', '20:00'];

/** A reminder time as the locale writes a time of day ('08:00' in Britain, '8:00 AM' in the US). */
export function reminderTimeLabel(time: ReminderTime, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

/** How many of the toggles are on. */
export const togglesOn = (preferences: NotificationPreferences) =>
  TOGGLES.filter((toggle) => preferences[toggle.key]).length;

/** Whether the form differs from what is saved (Save Preferences then has something to save). */
export const hasChanges = (saved: NotificationPreferences, draft: NotificationPreferences) =>
  (Object.keys(saved) as (keyof NotificationPreferences)[]).some((key) => saved[key] !== draft[key]);
