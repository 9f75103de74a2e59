import { describe, expect, it } from 'vitest';
import { loadMessages, makeIntl } from '@/lib/i18n/intl';
import { addDays, dayLabel, localDate, longDayLabel, weekdayLabel } from './local-date';

describe('local dates', () => {
  it('puts an instant on the date of its time zone', () => {
    expect(localDate('2026-03-01T23:30:00Z', 'UTC')).toBe('2026-03-01');
    expect(localDate('2026-03-01T23:30:00Z', 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDate('2026-03-01T03:30:00Z', 'America/Los_Angeles')).toBe('2026-02-28');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', 6)).toBe('2026-04-04');
  });

  it('names days as people do', async () => {
    const intl = makeIntl('en-GB', await loadMessages('en'));
    expect(dayLabel('2026-11-24', '2026-11-24', intl)).toBe('Today');
    expect(dayLabel('2026-11-23', '2026-11-24', intl)).toBe('Yesterday');
    expect(dayLabel('2026-11-20', '2026-11-24', intl)).toBe('Fri 20 Nov');
    expect(dayLabel('2025-12-31', '2026-01-02', intl)).toBe('Wed, 31 Dec 2025');
    expect(weekdayLabel('2026-11-24', 'en-GB')).toBe('Tue');
    expect(longDayLabel('2026-11-23', 'en-GB')).toBe('Monday 23 November');
  });

  it('names days in German as Germans write them', async () => {
    const intl = makeIntl('de-DE', await loadMessages('de'));
    expect(dayLabel('2026-11-24', '2026-11-24', intl)).toBe('Heute');
    expect(dayLabel('2026-11-23', '2026-11-24', intl)).toBe('Gestern');
    expect(dayLabel('2026-11-20', '2026-11-24', intl)).toBe('Fr., 20. Nov.');
    expect(weekdayLabel('2026-11-24', 'de-DE')).toBe('Di');
  });
});
