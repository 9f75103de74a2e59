import { describe, expect, it } from 'vitest';
import { legalBackLink } from './legal-rules';

describe('legalBackLink', () => {
  it('goes home when opened from the landing page', () => {
    expect(legalBackLink('?return=homepage')).toEqual({ to: '/', label: 'Back to Home' });
    expect(legalBackLink(new URLSearchParams({ return: 'homepage', x: '1' }))).toEqual({
      to: '/',
      label: 'Back to Home',
    });
  });

  it('goes to the profile otherwise', () => {
    for (const search of ['', '?return=profile', '?return=HOMEPAGE', '?returned=homepage']) {
      expect(legalBackLink(search)).toEqual({ to: '/profile', label: 'Back to Profile' });
    }
  });
});
