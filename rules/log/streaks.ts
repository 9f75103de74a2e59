import type { LogSummary } from '../contract';
import { addDays, daysBetween } from '../time/local-time';

/**
 * The log's summary over the local dates with at least one identified scan: days logged, the
 * current streak (up to today, or up to yesterday while today is still empty), the longest streak,
 * and the first day.
 */
export function logSummaryOf(loggedDates: Iterable<string>, today: string): LogSummary {
  const dates = [...new Set(loggedDates)].sort();
  if (dates.length === 0) return { daysLogged: 0, currentStreak: 0, longestStreak: 0, firstDay: null };
  let longest = 1;
  let run = 1;
  for (let i = 1; i < dates.length; i += 1) {
    run = daysBetween(dates[i - 1]!, dates[i]!) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const logged = new Set(dates);
  let day = logged.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (logged.has(day)) {
    current += 1;
    day = addDays(day, -1);
  }
  return { daysLogged: dates.length, currentStreak: current, longestStreak: longest, firstDay: dates[0]! };
}
