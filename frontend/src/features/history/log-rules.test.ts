import { describe, expect, it } from 'vitest';
import type { Scan } from '@/client';
import { demoScans } from '@/testing/mocks/fixtures';
import { createFormatters } from '@/lib/i18n/format';
import { loadMessages, makeIntl } from '@/lib/i18n/intl';
import { goalProgress, groupByDay, weekRange } from './log-rules';

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
  const KCAL = { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' } as const;

  it.each([
    [1200, 2000, 'under', '800 kcal left'],
    [1900, 2000, 'on-target', 'On target'],
    [2100, 2000, 'on-target', 'On target'],
    [2350, 2000, 'over', '350 kcal over'],
    [0, 2000, 'under', '2,000 kcal left'],
  ])('%i of %i is %s (%s)', async (eaten, goal, state, text) => {
    const intl = makeIntl('en-GB', await loadMessages('en'));
    const format = createFormatters(intl, KCAL);
    expect(goalProgress(eaten, goal, intl, format.energy)).toMatchObject({ state, text, ratio: eaten / goal });
  });

  it('says the difference in German, in kJ when the reader reads kJ', async () => {
    const intl = makeIntl('de-DE', await loadMessages('de'));
    const format = createFormatters(intl, { ...KCAL, energy: 'kJ' });
    expect(goalProgress(1200, 2000, intl, format.energy).text).toBe('3.347 kJ übrig');
    expect(goalProgress(2350, 2000, intl, format.energy).text).toBe('1.464 kJ zu viel');
    expect(goalProgress(2000, 2000, intl, format.energy).text).toBe('Im Ziel');
  });
});

it('a week is the seven days ending today', () => {
  expect(weekRange('2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
});
