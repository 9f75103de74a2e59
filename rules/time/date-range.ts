import { serverMessage } from '../errors/server-messages';
import type { Refusal } from '../refusal';
import { daysBetween, FIRST_YEAR, isLocalDate, isTimeZone, LAST_YEAR } from './local-time';

/** One request for days covers at most this many. */
export const MAX_DAYS = 366;

/** Why a time zone is refused (one the platform does not know), else null. */
export function timeZoneRefusal(tz: string, path = 'query.tz'): Refusal | null {
  return isTimeZone(tz)
    ? null
    : {
        ...serverMessage('time.unknownZone', { tz }),
        details: [{ path, message: 'Unknown time zone' }],
      };
}

/** Why a date is refused (not a real calendar date in the years kept), else null. */
export function dateRefusal(date: string, path: string): Refusal | null {
  return isLocalDate(date)
    ? null
    : {
        ...serverMessage('time.notADate', { date, firstYear: FIRST_YEAR, lastYear: LAST_YEAR }),
        details: [{ path, message: 'Not a date' }],
      };
}

/** Why a range of days is refused (a bad date, `from` after `to`, more than `maxDays`), else null. */
export function dateRangeRefusal(from: string, to: string, maxDays = MAX_DAYS): Refusal | null {
  const bad = dateRefusal(from, 'query.from') ?? dateRefusal(to, 'query.to');
  if (bad) return bad;
  const span = daysBetween(from, to) + 1;
  if (span < 1) return { ...serverMessage('time.fromAfterTo'), details: [{ path: 'query.from', message: 'After to' }] };
  if (span > maxDays) {
    return {
      ...serverMessage('time.tooManyDays', { max: maxDays, span }),
      details: [{ path: 'query.to', message: `More than ${maxDays} days` }],
    };
  }
  return null;
}
