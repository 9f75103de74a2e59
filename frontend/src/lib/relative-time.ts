import { addDays, deviceTimeZone, localDate } from './log/local-date';

/**
 * How long ago something happened, as people say it: 'Just now' under a minute, 'n min ago' under
 * an hour, 'n h ago' earlier the same local day, 'Yesterday' on the local day before, 'n days ago'
 * within a week, and the date beyond.
 */
export function relativeAge(createdAt: string | Date, now: Date = new Date(), tz: string = deviceTimeZone()): string {
  const then = new Date(createdAt);
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const today = localDate(now, tz);
  const day = localDate(then, tz);
  if (day === today) return `${Math.floor(minutes / 60)} h ago`;
  if (day === addDays(today, -1)) return 'Yesterday';
  const days = Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
  if (days < 7) return `${days} days ago`;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    day: 'numeric',
    month: 'short',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  }).format(then);
}

/** The local time of day, '08:05', for entries of a day's log. */
export function timeOfDay(instant: string | Date, tz: string = deviceTimeZone()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}
