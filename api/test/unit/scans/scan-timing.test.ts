import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/errors';
import { scanTiming } from '../../../src/features/scans/scan-timing';

const now = new Date('2026-03-10T12:00:00.000Z');
const pathsOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError);
    return (error as InvalidInputError).details?.map((d) => d.path);
  }
  throw new Error('expected an InvalidInputError');
};

describe('scanTiming', () => {
  it('counts a scan sent at once as taken now, its meal from the local time in its zone', () => {
    // 12:00 UTC is 07:00 in New York (breakfast) and 21:00 in Tokyo (dinner).
    expect(scanTiming({ tz: 'America/New_York' }, now)).toEqual({ createdAt: now, meal: 'breakfast' });
    expect(scanTiming({ tz: 'Asia/Tokyo' }, now).meal).toBe('dinner');
    expect(scanTiming({}, now).meal).toBe('lunch'); // UTC when the client names no zone
  });

  it('keeps the meal the user chose', () => {
    expect(scanTiming({ tz: 'Asia/Tokyo', meal: 'snack' }, now).meal).toBe('snack');
  });

  it('dates a photo taken offline when it was taken, up to 7 days back', () => {
    const capturedAt = '2026-03-03T12:00:01.000Z';
    expect(scanTiming({ capturedAt }, now)).toEqual({ createdAt: new Date(capturedAt), meal: 'lunch' });
    expect(pathsOf(() => scanTiming({ capturedAt: '2026-03-03T11:59:59.000Z' }, now))).toEqual(['body.capturedAt']);
    expect(pathsOf(() => scanTiming({ capturedAt: 'not a date' }, now))).toEqual(['body.capturedAt']);
  });

  it('takes a phone clock up to 5 minutes ahead as now, and refuses one further ahead', () => {
    expect(scanTiming({ capturedAt: '2026-03-10T12:04:59.000Z' }, now).createdAt).toEqual(now);
    expect(pathsOf(() => scanTiming({ capturedAt: '2026-03-10T12:05:01.000Z' }, now))).toEqual(['body.capturedAt']);
  });

  it('refuses a zone the platform does not know, naming the field under the given prefix', () => {
    expect(pathsOf(() => scanTiming({ tz: 'Europe/Atlantis' }, now))).toEqual(['body.tz']);
    expect(pathsOf(() => scanTiming({ tz: 'Nowhere' }, now, 'query'))).toEqual(['query.tz']);
  });
});
