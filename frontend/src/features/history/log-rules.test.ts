import { describe, expect, it } from 'vitest';
import type { Scan } from '@/client';
import { demoScans } from '@/testing/mocks/fixtures';
import { goalProgress, groupByDay, macroSplit, weekRange } from './log-rules';

const scanAt = (id: string, createdAt: string, meal: Scan['meal']): Scan => ({ ...demoScans[0]!, id, createdAt, meal });

describe('groupByDay', () => {
  it('puts scans on their local day, newest day first, meals in eating order, each meal oldest first', () => {
    const scans = [
      scanAt('late-snack', '2026-03-01T23:30:00Z', 'snack'),
      scanAt('dinner', '2026-03-01T19:00:00Z', 'dinner'),
      scanAt('breakfast-2', '2026-03-01T08:30:00Z', 'breakfast'),
      scanAt('breakfast-1', '2026-03-01T07:00:00Z', 'breakfast'),
      scanAt('yesterday', '2026-02-28T12:00:00Z', 'lunch'),
    ];
    const days = groupByDay(scans, 'UTC');
    expect(days.map((d) => d.date)).toEqual(['2026-03-01', '2026-02-28']);
    expect(days[0]!.meals.map((m) => [m.meal, m.scans.map((s) => s.id)])).toEqual([
      ['breakfast', ['breakfast-1', 'breakfast-2']],
      ['dinner', ['dinner']],
      ['snack', ['late-snack']],
    ]);
    // In Tokyo the 23:30 UTC snack is already on the 2nd.
    expect(groupByDay(scans, 'Asia/Tokyo').map((d) => d.date)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28']);
  });
});

describe('goalProgress', () => {
  it.each([
    [1200, 2000, 'under', '800 kcal left'],
    [1900, 2000, 'on-target', 'On target'],
    [2100, 2000, 'on-target', 'On target'],
    [2350, 2000, 'over', '350 kcal over'],
    [0, 2000, 'under', '2,000 kcal left'],
  ])('%i of %i is %s (%s)', (eaten, goal, state, text) => {
    expect(goalProgress(eaten, goal, 'kcal')).toMatchObject({ state, text, ratio: eaten / goal });
  });
});

describe('macroSplit', () => {
  it('is the share of energy from each macro, adding to 100', () => {
    const split = macroSplit([
      { protein: 50, carbs: 200, fat: 60 },
      { protein: 25, carbs: 100, fat: 10 },
    ]);
    // 300 kcal protein, 1200 kcal carbs, 630 kcal fat of 2130
    expect(split.map((m) => [m.key, m.grams, m.percent])).toEqual([
      ['protein', 75, 14],
      ['carbs', 300, 56],
      ['fat', 70, 30],
    ]);
    expect(split.reduce((t, m) => t + m.percent, 0)).toBe(100);
  });

  it('is empty when nothing was eaten', () => {
    expect(macroSplit([{ protein: 0, carbs: 0, fat: 0 }])).toEqual([]);
  });
});

it('a week is the seven days ending today', () => {
  expect(weekRange('2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
});
