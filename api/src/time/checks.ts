import { InvalidInputError } from '../errors';
import { daysBetween, FIRST_YEAR, isLocalDate, isTimeZone, LAST_YEAR } from '@rules/time/local-time';

/** One request for days covers at most this many. */
export const MAX_DAYS = 366;

/** A time zone the platform knows, else a 400 naming the parameter. */
export function checkTimeZone(tz: string, path = 'query.tz') {
  if (!isTimeZone(tz)) {
    throw new InvalidInputError(`'${tz}' is not a time zone (use an IANA name such as Europe/Paris).`, [
      { path, message: 'Unknown time zone' },
    ]);
  }
}

/** Real calendar dates, `from` not after `to`, at most `maxDays` days; else a 400 naming the parameter. */
export function checkDateRange(from: string, to: string, maxDays = MAX_DAYS) {
  for (const [name, date] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isLocalDate(date)) {
      throw new InvalidInputError(`'${date}' is not a date from ${FIRST_YEAR}-01-01 to ${LAST_YEAR}-12-31.`, [
        { path: `query.${name}`, message: 'Not a date' },
      ]);
    }
  }
  const span = daysBetween(from, to) + 1;
  if (span < 1) {
    throw new InvalidInputError('`from` must not be after `to`.', [{ path: 'query.from', message: 'After to' }]);
  }
  if (span > maxDays) {
    throw new InvalidInputError(`Ask for at most ${maxDays} days at a time (this asks for ${span}).`, [
      { path: 'query.to', message: `More than ${maxDays} days` },
    ]);
  }
}
