import type { IntlShape } from 'react-intl';
import { currentIntl } from './i18n/intl';
import { addDays, deviceTimeZone, localDate } from './log/local-date';

/**
 * How long ago something happened, as people say it, in the reader's language: 'Just now' under a
 * minute, 'n min ago' under an hour, 'n h ago' earlier the same local day, 'Yesterday' on the local
 * day before, 'n days ago' within a week, and the date beyond (written as the locale writes dates).
 */
export function relativeAge(
  createdAt: string | Date,
  now: Date = new Date(),
  tz: string = deviceTimeZone(),
  intl: IntlShape = currentIntl(),
): string {
  const then = new Date(createdAt);
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 1) return intl.formatMessage({ id: 'app.time.justNow' });
  if (minutes < 60) return intl.formatMessage({ id: 'app.time.minutesAgo' }, { count: minutes });
  const today = localDate(now, tz);
  const day = localDate(then, tz);
  if (day === today) return intl.formatMessage({ id: 'app.time.hoursAgo' }, { count: Math.floor(minutes / 60) });
  if (day === addDays(today, -1)) return intl.formatMessage({ id: 'app.time.yesterday' });
  const days = Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
  if (days < 7) return new Intl.RelativeTimeFormat(intl.locale, { numeric: 'always' }).format(-days, 'day');
  return new Intl.DateTimeFormat(intl.locale, {
    timeZone: tz,
    day: 'numeric',
    month: 'short',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  }).format(then);
}

/** The local time of day as the reader's locale writes it ('08:05', '8:05 AM'), for entries of a day's log. */
export function timeOfDay(
  instant: string | Date,
  tz: string = deviceTimeZone(),
  locale: string = currentIntl().locale,
) {
  return new Intl.DateTimeFormat(locale, { timeZone: tz, hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );
}
