import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/testing/mocks/handlers';
import { hasChanges, REMINDER_TIMES, TOGGLES } from './notification-rules';

describe('notification rules', () => {
  it('offers the five toggles and the four reminder times', () => {
    expect(TOGGLES.map((t) => t.key)).toEqual([
      'pushNotifications',
      'emailNotifications',
      'scanReminders',
      'weeklyReports',
      'newFeatures',
    ]);
    expect(REMINDER_TIMES.map((t) => t.label)).toEqual(['8:00 AM', '12:00 PM', '6:00 PM', '8:00 PM']);
  });

  it('sees a change in any toggle or the time, and none in an equal copy', () => {
    const saved = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(hasChanges(saved, { ...saved })).toBe(false);
    expect(hasChanges(saved, { ...saved, newFeatures: true })).toBe(true);
    expect(hasChanges(saved, { ...saved, reminderTime: '20:00' })).toBe(true);
  });
});
