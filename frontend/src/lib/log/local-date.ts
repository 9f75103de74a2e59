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

/** 'Today', 'Yesterday', else 'Mon 23 Nov' (with the year when it is not this year's). */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatToParts(calendarDay(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const year = date.slice(0, 4) === today.slice(0, 4) ? '' : ` ${part('year')}`;
  return `${part('weekday')} ${part('day')} ${part('month')}${year}`;
}

/** The short weekday of a date, 'Mon', for chart axes. */
export function weekdayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short' }).format(calendarDay(date));
}
