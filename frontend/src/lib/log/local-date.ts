import type { IntlShape } from 'react-intl';
import { addDays, localDateOf } from '@rules/time/local-time';

/*
 * Local calendar days on the device, as the API's log counts them: a day is a YYYY-MM-DD date in
 * the user's IANA time zone, worked out by the same rules as the server's, so the app and the
 * server put each scan on the same day.
 */

export { addDays };

/** The device's IANA time zone ('Europe/Paris'); UTC when the platform does not say. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The YYYY-MM-DD date of an instant in a time zone. */
export function localDate(instant: Date | string, tz: string = deviceTimeZone()): string {
  return localDateOf(new Date(instant), tz);
}

/** A YYYY-MM-DD date as noon UTC, for formatting it as a calendar date in any locale. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * 'Today', 'Yesterday', else the date as the reader's locale writes it short ('Fri 20 Nov',
 * 'Fr., 20. Nov.'), with the year when it is not this year's ('Wed, 31 Dec 2025').
 */
export function dayLabel(date: string, today: string, intl: IntlShape): string {
  if (date === today) return intl.formatMessage({ id: 'history.day.today' });
  if (date === addDays(today, -1)) return intl.formatMessage({ id: 'history.day.yesterday' });
  return intl.formatDate(calendarDay(date), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(date.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  });
}

/** The short weekday of a date in a locale ('Mon', 'Mo'), for chart axes. */
export function weekdayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }).format(calendarDay(date));
}

/** The long name of a date in a locale ('Monday 23 November'), for what a screen reader hears. */
export function longDayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    calendarDay(date),
  );
}
