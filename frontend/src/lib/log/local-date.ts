import type { IntlShape } from 'react-intl';
import { addDays, localDateOf } from '@rules/time/local-time';

/*
 * Local calendar days on the device, as the API's log counts them: a day is a YYYY-MM-DD date in
 * the user's IANA time zone, worked out by the same rules as the server's, so the app and the
 * server put each scan on the same day.
 */

export { addDays };

/** How long the device's time zone is taken as read: a zone change (travel) shows within this. */
const TIME_ZONE_READ_MS = 60_000;
let timeZoneRead: { zone: string; at: number } | undefined;

/**
 * The device's IANA time zone ('Europe/Paris'); UTC when the platform does not say. Screens ask
 * for it many times a render, and each read makes an Intl object (a millisecond on a phone), so
 * it is read again once a minute.
 */
export function deviceTimeZone(): string {
  const now = Date.now();
  if (!timeZoneRead || Math.abs(now - timeZoneRead.at) > TIME_ZONE_READ_MS) {
    timeZoneRead = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', at: now };
  }
  return timeZoneRead.zone;
}

/** One formatter per locale and kind: making an Intl.DateTimeFormat costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string, kind: 'weekday' | 'long'): Intl.DateTimeFormat {
  const key = `${kind} ${locale}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'weekday'
        ? { timeZone: 'UTC', weekday: 'short' }
        : { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' },
    );
    dayFormats.set(key, format);
  }
  return format;
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
  return dayFormat(locale, 'weekday').format(calendarDay(date));
}

/** The long name of a date in a locale ('Monday 23 November'), for what a screen reader hears. */
export function longDayLabel(date: string, locale: string): string {
  return dayFormat(locale, 'long').format(calendarDay(date));
}
