import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages, makeIntl } from './i18n/intl';
import { relativeAge, timeOfDay } from './relative-time';

const tz = 'Europe/Paris';
const now = new Date('2026-01-10T12:00:00Z'); // 13:00 in Paris
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const british = makeIntl('en-GB', await loadMessages('en'));

describe('relativeAge', () => {
  it.each([
    [0, 'Just now'],
    [0.5, 'Just now'],
    [1, '1 min ago'],
    [59, '59 min ago'],
    [60, '1 h ago'],
    [779, '12 h ago'], // 00:01 the same Paris day
    [781, 'Yesterday'], // 23:59 the day before in Paris
    [60 * 24 * 2, '2 days ago'],
    [60 * 24 * 6, '6 days ago'],
    [60 * 24 * 7, '3 Jan'],
    [60 * 24 * 30, '11 Dec 2025'],
  ])('%f minutes → %s', (minutes, expected) => {
    expect(relativeAge(ago(minutes), now, tz, british)).toBe(expected);
  });

  it('counts days in the given time zone, not in UTC', () => {
    // 23:30 UTC on the 9th is already the 10th in Tokyo: the same day as now there.
    const at = new Date('2026-01-10T02:00:00Z');
    expect(relativeAge('2026-01-09T23:30:00Z', at, 'Asia/Tokyo', british)).toBe('2 h ago');
    expect(relativeAge('2026-01-09T23:30:00Z', at, 'America/New_York', british)).toBe('2 h ago');
    expect(relativeAge('2026-01-09T04:30:00Z', at, 'America/New_York', british)).toBe('Yesterday');
  });

  it('never says a future time is in the past', () => {
    expect(relativeAge(new Date(now.getTime() + 60_000), now, tz, british)).toBe('Just now');
  });

  describe('in other languages', () => {
    let german: ReturnType<typeof makeIntl>;
    let spanish: ReturnType<typeof makeIntl>;
    beforeAll(async () => {
      german = makeIntl('de-DE', await loadMessages('de'));
      spanish = makeIntl('es-ES', await loadMessages('es'));
    });

    it('says it in German, with German dates', () => {
      expect(relativeAge(ago(0), now, tz, german)).toBe('Gerade eben');
      expect(relativeAge(ago(5), now, tz, german)).toBe('vor 5 Min.');
      expect(relativeAge(ago(180), now, tz, german)).toBe('vor 3 Std.');
      expect(relativeAge(ago(781), now, tz, german)).toBe('Gestern');
      expect(relativeAge(ago(60 * 24 * 3), now, tz, german)).toBe('vor 3 Tagen');
      expect(relativeAge(ago(60 * 24 * 30), now, tz, german)).toBe('11. Dez. 2025');
    });

    it('says it in Spanish, one day and several', () => {
      expect(relativeAge(ago(1), now, tz, spanish)).toBe('hace 1 min');
      expect(relativeAge(ago(60), now, tz, spanish)).toBe('hace 1 h');
      expect(relativeAge(ago(781), now, tz, spanish)).toBe('Ayer');
      expect(relativeAge(ago(60 * 24 * 2), now, tz, spanish)).toBe('hace 2 días');
      expect(relativeAge(ago(60 * 24 * 7), now, tz, spanish)).toBe('3 ene');
    });
  });
});

describe('timeOfDay', () => {
  it('is the local time as the locale writes it', () => {
    expect(timeOfDay('2026-01-10T07:05:00Z', tz, 'en-GB')).toBe('08:05');
    expect(timeOfDay('2026-01-10T23:30:00Z', 'Asia/Tokyo', 'de-DE')).toBe('08:30');
    expect(timeOfDay('2026-01-10T19:30:00Z', tz, 'en-US')).toBe('08:30 PM');
  });
});
