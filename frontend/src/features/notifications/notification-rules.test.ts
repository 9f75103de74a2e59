import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/testing/mocks/handlers';
import { hasChanges, REMINDER_TIMES, reminderTimeLabel, TOGGLES, togglesOn } from './notification-rules';

describe('notification rules', () => {
  it('offers the five toggles and the four reminder times', () => {
    expect(TOGGLES.map((t) => t.key)).toEqual([
      'pushNotifications',
      'emailNotifications',
      'scanReminders',
      'weeklyReports',
      'newFeatures',
    ]);
    expect(REMINDER_TIMES).toEqual(['08:00', '12:00', '18:00', '20:00']);
  });

  it('writes each reminder time as the locale writes a time of day', () => {
    expect(REMINDER_TIMES.map((time) => reminderTimeLabel(time, 'en-US'))).toEqual([
      '8:00 AM',
      '12:00 PM',
      '6:00 PM',
      '8:00 PM',
    ]);
    expect(REMINDER_TIMES.map((time) => reminderTimeLabel(time, 'de-DE'))).toEqual(['8:00', '12:00', '18:00', '20:00']);
  });

  it('counts the toggles that are on', () => {
    const allOff = { ...DEFAULT_NOTIFICATION_PREFERENCES };
    for (const toggle of TOGGLES) allOff[toggle.key] = false;
    expect(togglesOn(allOff)).toBe(0);
    expect(togglesOn({ ...allOff, weeklyReports: true, newFeatures: true })).toBe(2);
  });

  it('sees a change in any toggle or the time, and none in an equal copy', () => {
    const saved = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(hasChanges(saved, { ...saved })).toBe(false);
    expect(hasChanges(saved, { ...saved, newFeatures: true })).toBe(true);
    expect(hasChanges(saved, { ...saved, reminderTime: '20:00' })).toBe(true);
  });
});
