import { describe, expect, it } from 'vitest';
import { logSummaryOf } from './streaks';

describe('the log summary', () => {
  it('counts a streak up to today, or up to yesterday while today is empty', () => {
    const dates = ['2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24'];
    expect(logSummaryOf(dates, '2026-11-24')).toEqual({
      daysLogged: 4,
      currentStreak: 2,
      longestStreak: 2,
      firstDay: '2026-11-20',
    });
    expect(logSummaryOf(dates, '2026-11-25').currentStreak).toBe(2);
    expect(logSummaryOf(dates, '2026-11-26').currentStreak).toBe(0);
  });

  it('counts each day once, in any order, across a month end', () => {
    expect(logSummaryOf(['2026-12-01', '2026-11-30', '2026-11-30'], '2026-12-01')).toEqual({
      daysLogged: 2,
      currentStreak: 2,
      longestStreak: 2,
      firstDay: '2026-11-30',
    });
  });

  it('is all zeros before the first scan', () => {
    expect(logSummaryOf([], '2026-11-24')).toEqual({
      daysLogged: 0,
      currentStreak: 0,
      longestStreak: 0,
      firstDay: null,
    });
  });
});
