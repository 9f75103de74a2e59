import { describe, expect, it } from 'vitest';
import { isTokenExpired, TOKEN_EXPIRY_MARGIN_MS } from './token-expiry';

describe('isTokenExpired (30 s margin)', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('is fresh more than 30 s before expiry', () => {
    expect(isTokenExpired(now + TOKEN_EXPIRY_MARGIN_MS + 1, now)).toBe(false);
  });
  it('counts as expired 30 s before expiry', () => {
    expect(isTokenExpired(now + TOKEN_EXPIRY_MARGIN_MS, now)).toBe(true);
    expect(isTokenExpired(now + 1000, now)).toBe(true);
  });
  it('reads Firebase date strings, and treats an unreadable time as expired', () => {
    expect(isTokenExpired('Thu, 01 Jan 2026 13:00:00 GMT', now)).toBe(false);
    expect(isTokenExpired('not a date', now)).toBe(true);
  });
});
