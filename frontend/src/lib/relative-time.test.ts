import { describe, expect, it } from 'vitest';
import { relativeAge, timeOfDay } from './relative-time';

const tz = 'Europe/Paris';
const now = new Date('2026-01-10T12:00:00Z'); // 13:00 in Paris
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

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
    expect(relativeAge(ago(minutes), now, tz)).toBe(expected);
  });

  it('counts days in the given time zone, not in UTC', () => {
    // 23:30 UTC on the 9th is already the 10th in Tokyo: the same day as now there.
    expect(relativeAge('2026-01-09T23:30:00Z', new Date('2026-01-10T02:00:00Z'), 'Asia/Tokyo')).toBe('2 h ago');
    expect(relativeAge('2026-01-09T23:30:00Z', new Date('2026-01-10T02:00:00Z'), 'America/New_York')).toBe('2 h ago');
    expect(relativeAge('2026-01-09T04:30:00Z', new Date('2026-01-10T02:00:00Z'), 'America/New_York')).toBe('Yesterday');
  });

  it('never says a future time is in the past', () => {
    expect(relativeAge(new Date(now.getTime() + 60_000), now, tz)).toBe('Just now');
  });
});

describe('timeOfDay', () => {
  it('is the 24-hour local time', () => {
    expect(timeOfDay('2026-01-10T07:05:00Z', tz)).toBe('08:05');
    expect(timeOfDay('2026-01-10T23:30:00Z', 'Asia/Tokyo')).toBe('08:30');
  });
});
