import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-time';

const now = new Date('2026-01-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('relativeAge (bands at 60 and 1440 minutes)', () => {
  it.each([
    [0, '0 min ago'],
    [59, '59 min ago'],
    [60, '1 hours ago'],
    [1439, '23 hours ago'],
    [1440, '1 days ago'],
    [4320, '3 days ago'],
  ])('%i minutes → %s', (minutes, expected) => {
    expect(relativeAge(ago(minutes), now)).toBe(expected);
  });
});
