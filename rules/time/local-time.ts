import type { Meal } from '../contract';

/**
 * Local days and times in a user's IANA time zone, from UTC instants, with the platform's time-zone
 * data (Intl). A local day is the span from its first instant to the next day's first instant, so a
 * day across a daylight-saving change is 23 or 25 hours long and holds exactly its own scans.
 */

const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(tz: string): Intl.DateTimeFormat {
  let format = formats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(tz, format);
  }
  return format;
}

/** Whether the platform knows this IANA time zone. */
export function isTimeZone(tz: string): boolean {
  try {
    formatFor(tz);
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localParts(instant: Date, tz: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatFor(tz).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of an instant, 'YYYY-MM-DD'. */
export function localDateOf(instant: Date, tz: string): string {
  const p = localParts(instant, tz);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The local wall-clock time of an instant, 'HH:MM'. */
export function localTimeOf(instant: Date, tz: string): string {
  const p = localParts(instant, tz);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The years a log's dates may fall in (the contract's LocalDate says the same). */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

/** Whether a 'YYYY-MM-DD' text is a real calendar date from FIRST_YEAR to LAST_YEAR. */
export function isLocalDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** The date `days` after (or before, when negative) a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (0 for the same day; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, tz: string): number {
  const p = localParts(new Date(instant), tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of a local date. Usually its midnight; where the clocks jump over midnight
 * (a daylight-saving change at 00:00), the first wall-clock time that exists that day.
 */
export function startOfLocalDay(date: string, tz: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // Midnight local = midnight-as-UTC minus the offset then; the offset can differ a few hours
  // around a change, so settle it twice.
  let guess = midnightAsUtc - offsetAt(midnightAsUtc, tz);
  guess = midnightAsUtc - offsetAt(guess, tz);
  // A gap at midnight makes the guess land on the previous day (or skip past it): step to the
  // first instant whose local date is `date`, within the day's first hours.
  if (localDateOf(new Date(guess), tz) < date) {
    let step = guess;
    while (localDateOf(new Date(step), tz) < date) step += 15 * 60_000;
    return new Date(step);
  }
  const hourBefore = guess - 60 * 60_000;
  if (localDateOf(new Date(hourBefore), tz) === date) return new Date(hourBefore);
  return new Date(guess);
}

/**
 * The first instants of `count` consecutive local days from `from`: each is 24 hours after the one
 * before unless the zone's offset changes in between, when it is worked out again.
 */
export function dayStarts(from: string, count: number, tz: string): Date[] {
  const starts = [startOfLocalDay(from, tz)];
  let date = from;
  for (let i = 1; i < count; i += 1) {
    date = addDays(date, 1);
    const previous = starts[i - 1]!.getTime();
    const next = previous + DAY_MS;
    starts.push(
      offsetAt(previous, tz) === offsetAt(next, tz) && localTimeOf(starts[i - 1]!, tz) === '00:00'
        ? new Date(next)
        : startOfLocalDay(date, tz),
    );
  }
  return starts;
}

/**
 * The meal an entry at this local time belongs to: breakfast 04:00-10:59, lunch 11:00-15:59,
 * dinner 17:00-21:59, and a snack between them and at night.
 */
export function mealAt(instant: Date, tz: string): Meal {
  const { hour } = localParts(instant, tz);
  if (hour >= 4 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 16) return 'lunch';
  if (hour >= 17 && hour < 22) return 'dinner';
  return 'snack';
}

/**
 * Local dates of many instants in one zone, fast: the zone's offset is worked out once per day of
 * instants, not once per instant. Where the offset is the same at both ends of a 24-hour window it
 * holds in between (no zone changes its clocks twice in a day); inside a window that holds a
 * change, each instant is converted on its own.
 */
export class LocalDates {
  private from = 0;
  private to = -1;
  private offset = 0;

  constructor(private readonly tz: string) {}

  dateOf(instant: Date): string {
    const t = instant.getTime();
    if (t < this.from || t >= this.to) {
      const here = offsetAt(t, this.tz);
      if (here !== offsetAt(t + DAY_MS, this.tz)) return localDateOf(instant, this.tz);
      this.from = t;
      this.to = t + DAY_MS;
      this.offset = here;
    }
    return new Date(t + this.offset).toISOString().slice(0, 10);
  }
}
