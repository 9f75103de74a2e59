import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  dayStarts,
  isLocalDate,
  isTimeZone,
  LocalDates,
  localDateOf,
  localTimeOf,
  mealAt,
  startOfLocalDay,
} from './local-time';

const at = (iso: string) => new Date(iso);
const hours = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 3_600_000;

describe('local days in a time zone', () => {
  it('dates a scan by the local calendar: 23:30 in Tokyo is that Tokyo date, the day before in UTC', () => {
    const instant = at('2026-03-10T14:30:00Z'); // 23:30 in Tokyo (UTC+9)
    expect(localDateOf(instant, 'Asia/Tokyo')).toBe('2026-03-10');
    expect(localTimeOf(instant, 'Asia/Tokyo')).toBe('23:30');
    expect(localDateOf(at('2026-03-10T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-11');
    expect(localDateOf(at('2026-03-10T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-09');
  });

  it('starts each day at its local midnight', () => {
    expect(startOfLocalDay('2026-03-10', 'Asia/Tokyo').toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(startOfLocalDay('2026-07-01', 'Europe/Paris').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfLocalDay('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('makes the spring-forward day 23 hours and the fall-back day 25 (New York, 2026)', () => {
    const tz = 'America/New_York';
    expect(hours(startOfLocalDay('2026-03-08', tz), startOfLocalDay('2026-03-09', tz))).toBe(23);
    expect(hours(startOfLocalDay('2026-11-01', tz), startOfLocalDay('2026-11-02', tz))).toBe(25);
    expect(hours(startOfLocalDay('2026-06-01', tz), startOfLocalDay('2026-06-02', tz))).toBe(24);
    // 01:30 happens twice on the fall-back day; both count on that day.
    expect(localDateOf(at('2026-11-01T05:30:00Z'), tz)).toBe('2026-11-01');
    expect(localDateOf(at('2026-11-01T06:30:00Z'), tz)).toBe('2026-11-01');
  });

  it('starts a day whose midnight does not exist at its first real instant (Santiago springs forward at 00:00)', () => {
    const start = startOfLocalDay('2026-09-06', 'America/Santiago');
    expect(localDateOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localTimeOf(start, 'America/Santiago')).toBe('01:00');
    expect(localDateOf(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it('adds days and counts them across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });

  it('knows a real date and a real zone', () => {
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('26-1-1')).toBe(false);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('mealAt', () => {
  it.each([
    ['03:59', 'snack'],
    ['04:00', 'breakfast'],
    ['10:59', 'breakfast'],
    ['11:00', 'lunch'],
    ['15:59', 'lunch'],
    ['16:30', 'snack'],
    ['17:00', 'dinner'],
    ['21:59', 'dinner'],
    ['22:00', 'snack'],
  ])('a scan at %s local time is %s', (time, meal) => {
    expect(mealAt(at(`2026-05-04T${time}:00Z`), 'UTC')).toBe(meal);
  });

  it('uses the local time, not UTC: 08:00 in Tokyo is breakfast although it is 23:00 UTC', () => {
    expect(mealAt(at('2026-05-03T23:00:00Z'), 'Asia/Tokyo')).toBe('breakfast');
  });
});

describe('LocalDates', () => {
  it('dates every instant as localDateOf does, across both daylight-saving changes and a midnight gap', () => {
    for (const tz of ['America/New_York', 'Europe/London', 'America/Santiago', 'Asia/Tokyo', 'Australia/Lord_Howe']) {
      const local = new LocalDates(tz);
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 47 * 60_000 + 13_000) {
        const instant = new Date(t);
        if (local.dateOf(instant) !== localDateOf(instant, tz)) {
          throw new Error(`${tz} ${instant.toISOString()}: ${local.dateOf(instant)} ≠ ${localDateOf(instant, tz)}`);
        }
      }
    }
  });
});

describe('dayStarts', () => {
  it('matches startOfLocalDay for every day of a year, daylight-saving changes and midnight gaps included', () => {
    for (const tz of ['America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
      const starts = dayStarts('2026-01-01', 366, tz);
      starts.forEach((start, i) => {
        const date = addDays('2026-01-01', i);
        expect(start.toISOString(), `${tz} ${date}`).toBe(startOfLocalDay(date, tz).toISOString());
      });
    }
  });
});
