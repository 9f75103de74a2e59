import { dateRangeRefusal, dateRefusal, MAX_DAYS, timeZoneRefusal } from '@rules/time/date-range';
import type { Refusal } from '@rules/refusal';
import { InvalidInputError } from '../errors';

const refuse = (refusal: Refusal | null) => {
  if (refusal) throw InvalidInputError.from(refusal);
};

/** A time zone the platform knows, else a 400 naming the parameter. */
export function checkTimeZone(tz: string, path = 'query.tz') {
  refuse(timeZoneRefusal(tz, path));
}

/** A real calendar date, else a 400 naming the parameter. */
export function checkDate(date: string, path: string) {
  refuse(dateRefusal(date, path));
}

/** Real calendar dates, `from` not after `to`, at most `maxDays` days; else a 400 naming the parameter. */
export function checkDateRange(from: string, to: string, maxDays = MAX_DAYS) {
  refuse(dateRangeRefusal(from, to, maxDays));
}
