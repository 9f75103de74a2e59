import { describe, expect, it } from 'vitest';
import { daysFigure, initials } from './profile-rules';

describe('daysFigure: scans / 5, rounded up, minimum 1', () => {
  it.each([
    [0, 1],
    [1, 1],
    [5, 1],
    [6, 2],
    [23, 5],
  ])('%i scans → %i days', (scans, days) => expect(daysFigure(scans)).toBe(days));
});

describe('initials', () => {
  it('uses the first and last name', () => expect(initials('Ada King Lovelace', 'a@b.c')).toBe('AL'));
  it('uses one name', () => expect(initials('Cher', 'c@b.c')).toBe('CH'));
  it('falls back to the e-mail', () => expect(initials('  ', 'zoe@example.com')).toBe('ZO'));
});
