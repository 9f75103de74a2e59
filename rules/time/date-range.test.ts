import { describe, expect, it } from 'vitest';
import { dateRangeRefusal, MAX_DAYS, timeZoneRefusal } from './date-range';

describe('ranges of local days', () => {
  it('takes real dates in order, up to the most days one request covers', () => {
    expect(dateRangeRefusal('2026-11-18', '2026-11-24')).toBeNull();
    expect(dateRangeRefusal('2026-01-01', '2026-12-31')).toBeNull();
    expect(MAX_DAYS).toBe(366);
  });

  it('names the parameter at fault', () => {
    expect(dateRangeRefusal('2026-02-30', '2026-03-01')?.details).toEqual([
      { path: 'query.from', message: 'Not a date' },
    ]);
    expect(dateRangeRefusal('2026-03-02', '2026-03-01')?.details).toEqual([
      { path: 'query.from', message: 'After to' },
    ]);
    expect(dateRangeRefusal('2025-01-01', '2026-12-31')).toEqual({
      messageId: 'time.tooManyDays',
      values: { max: 366, span: 730 },
      message: 'Ask for at most 366 days at a time (this asks for 730).',
      details: [{ path: 'query.to', message: 'More than 366 days' }],
    });
    expect(timeZoneRefusal('Mars/Olympus')?.details).toEqual([{ path: 'query.tz', message: 'Unknown time zone' }]);
    expect(timeZoneRefusal('Europe/Paris')).toBeNull();
  });
});
