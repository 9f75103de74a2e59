import type { Meal } from '../../generated/types.gen';
import { InvalidInputError } from '../../errors';
import { checkTimeZone } from '../../time/checks';
import { MAX_CAPTURE_AGE_MS, MAX_CLOCK_SKEW_MS } from '@rules/scans/capture-time';
import { mealAt } from '@rules/time/local-time';
import type { ScanTiming } from './scan.service';

/**
 * When a new scan counts and the meal it belongs to: taken now, or at `capturedAt` (a photo taken
 * offline and sent later, at most a week old), its meal from that local time in the user's time
 * zone (UTC when the client did not say) unless the user chose one.
 */
export function scanTiming(
  request: { tz?: string; capturedAt?: string; meal?: Meal },
  now = new Date(),
  prefix = 'body',
): ScanTiming {
  const tz = request.tz ?? 'UTC';
  checkTimeZone(tz, `${prefix}.tz`);
  let createdAt = now;
  if (request.capturedAt !== undefined) {
    createdAt = new Date(request.capturedAt);
    const age = now.getTime() - createdAt.getTime();
    if (Number.isNaN(age) || age > MAX_CAPTURE_AGE_MS || age < -MAX_CLOCK_SKEW_MS) {
      throw new InvalidInputError('A photo must have been taken in the last 7 days.', [
        { path: `${prefix}.capturedAt`, message: 'Not within the last 7 days' },
      ]);
    }
    if (createdAt > now) createdAt = now; // a phone's clock a little ahead: the scan is not in the future
  }
  return { createdAt, meal: request.meal ?? mealAt(createdAt, tz) };
}
