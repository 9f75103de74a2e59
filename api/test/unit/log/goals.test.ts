import { describe, expect, it } from 'vitest';
import { DEFAULT_GOALS, goalsAt } from '../../../src/features/log/goals.service';

describe('goalsAt', () => {
  const history = [
    { goals: { calories: 1800, protein: 90, carbs: 200, fat: 60 }, effectiveFrom: new Date('2026-03-01T12:00:00Z') },
    { goals: { calories: 2200, protein: 120, carbs: 250, fat: 70 }, effectiveFrom: new Date('2026-04-01T09:00:00Z') },
  ];

  it('gives the defaults before the first version, then each version from its moment on', () => {
    expect(goalsAt(history, new Date('2026-02-28T00:00:00Z'))).toEqual(DEFAULT_GOALS);
    expect(goalsAt(history, new Date('2026-03-01T12:00:00.001Z')).calories).toBe(1800);
    expect(goalsAt(history, new Date('2026-03-31T23:59:59Z')).calories).toBe(1800);
    expect(goalsAt(history, new Date('2026-05-01T00:00:00Z')).calories).toBe(2200);
    expect(goalsAt([], new Date())).toEqual(DEFAULT_GOALS);
  });
});
