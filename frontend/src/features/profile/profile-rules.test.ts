import { describe, expect, it } from 'vitest';
import { initials } from './profile-rules';

describe('initials', () => {
  it('uses the first and last name', () => expect(initials('Ada King Lovelace', 'a@b.c')).toBe('AL'));
  it('uses one name', () => expect(initials('Cher', 'c@b.c')).toBe('CH'));
  it('falls back to the e-mail', () => expect(initials('  ', 'zoe@example.com')).toBe('ZO'));
});
