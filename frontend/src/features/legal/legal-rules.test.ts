import { describe, expect, it } from 'vitest';
import { LEGAL_LAST_UPDATED, legalBackLink } from './legal-rules';

describe('legalBackLink', () => {
  it('goes home when opened from the landing page', () => {
    expect(legalBackLink('?return=homepage')).toEqual({ to: '/', label: 'legal.backHome' });
    expect(legalBackLink(new URLSearchParams({ return: 'homepage', x: '1' }))).toEqual({
      to: '/',
      label: 'legal.backHome',
    });
  });

  it('goes to the profile otherwise', () => {
    for (const search of ['', '?return=profile', '?return=HOMEPAGE', '?returned=homepage']) {
      expect(legalBackLink(search)).toEqual({ to: '/profile', label: 'legal.backProfile' });
    }
  });
});

describe('the date the legal pages last changed', () => {
  it('is the start of the day the release names, whatever the time zone', () => {
    // toISOString throws on a date it could not read.
    expect(LEGAL_LAST_UPDATED.toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
  });
});
