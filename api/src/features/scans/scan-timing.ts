import { serverMessage } from '@rules/errors/server-messages';
import type { Meal } from '../../generated/types.gen';
import { InvalidInputError } from '../../errors';
import { checkTimeZone } from '../../time/checks';
import { MAX_CAPTURE_AGE_MS, MAX_CLOCK_SKEW_MS } from '@rules/scans/capture-time';
import { mealAt } from '@rules/time/local-time';
import type { ScanTiming } from './scan.service';

/**
 * When a new scan counts and the meal it belongs to: taken now, or at `capturedAt` (a photo taken
 * offline and sent later) or `loggedAt` (a meal typed offline and sent later), at most a week old,
 * its meal from that local time in the user's time zone (UTC when the client did not say) unless
 * the user chose one.
 */
export function scanTiming(
  request: { tz?: string; capturedAt?: string; loggedAt?: string; meal?: Meal },
  now = new Date(),
  prefix = 'body',
): ScanTiming {
  const tz = request.tz ?? 'UTC';
  checkTimeZone(tz, `${prefix}.tz`);
  let createdAt = now;
  const earlier = earlierTime(request);
  if (earlier) {
    createdAt = new Date(earlier.at);
    const age = now.getTime() - createdAt.getTime();
    if (Number.isNaN(age) || age > MAX_CAPTURE_AGE_MS || age < -MAX_CLOCK_SKEW_MS) {
      throw new InvalidInputError(earlier.refusal, [
        { path: `${prefix}.${earlier.field}`, message: 'Not within the last 7 days' },
      ]);
    }
    if (createdAt > now) createdAt = now; // a phone's clock a little ahead: the scan is not in the future
  }
  return { createdAt, meal: request.meal ?? mealAt(createdAt, tz) };
}

/** The time the client dates the scan by, if not now, with the field that says it. */
function earlierTime(request: { capturedAt?: string; loggedAt?: string }) {
  if (request.capturedAt !== undefined) {
    return { at: request.capturedAt, field: 'capturedAt', refusal: serverMessage('scan.takenTooLongAgo') };
  }
  if (request.loggedAt !== undefined) {
    return { at: request.loggedAt, field: 'loggedAt', refusal: serverMessage('meal.eatenTooLongAgo') };
  }
  return null;
}
