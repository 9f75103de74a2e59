import { describe, expect, it } from 'vitest';
import type { Identification } from '@/client';
import { makeIntl } from '@/lib/i18n/intl';
import { messages } from '@/lib/i18n/messages/en';
import { originMessage, readableName, scanBadge } from './result-rules';

const english = makeIntl('en-GB', messages);
const badgeOf = (scan: Parameters<typeof scanBadge>[0]) => {
  const badge = scanBadge(scan);
  return badge && { text: english.formatMessage({ id: badge.message.id }, badge.message), tone: badge.tone };
};
const originText = (scan: Parameters<typeof originMessage>[0]) => english.formatMessage({ id: originMessage(scan) });

const identified: Identification = { status: 'identified', provider: 'model', reason: null };

describe('scanBadge', () => {
  it.each(['unidentified', 'not_food'] as const)("reads 'Not identified' when the scan is %s", (status) => {
    expect(badgeOf({ identification: { status, provider: null, reason: 'No food found' }, confidence: 12 })).toEqual({
      text: 'Not identified',
      tone: 'warn',
    });
  });

  it("reads '{n}% Match' with the rounded confidence", () => {
    expect(badgeOf({ identification: identified, confidence: 96.6 })?.text).toBe('97% Match');
    expect(badgeOf({ identification: identified, confidence: 0 })?.text).toBe('0% Match');
  });

  it('shows no badge without a confidence', () => {
    expect(badgeOf({ identification: identified, confidence: null })).toBeNull();
  });
});

describe('originText', () => {
  it('says who named the food', () => {
    const photo = '/api/scans/s1/image';
    expect(originText({ identification: identified, correctedAt: null, imageUrl: photo, loggedAgainFrom: null })).toBe(
      'Identified from your scan',
    );
    expect(
      originText({
        identification: identified,
        correctedAt: '2026-11-24T08:00:00Z',
        imageUrl: photo,
        loggedAgainFrom: null,
      }),
    ).toBe('Corrected by you');
    expect(
      originText({
        identification: { status: 'unidentified', provider: null, reason: 'x' },
        correctedAt: null,
        imageUrl: photo,
        loggedAgainFrom: null,
      }),
    ).toBe('Scanned');
    const loggedByUser = { status: 'identified', provider: 'user', reason: null } as const;
    // Logged again says so, with the first entry's photo (its own copy) or without one.
    expect(
      originText({ identification: loggedByUser, correctedAt: null, imageUrl: photo, loggedAgainFrom: 's0' }),
    ).toBe('Logged again');
    expect(originText({ identification: loggedByUser, correctedAt: null, imageUrl: null, loggedAgainFrom: 's0' })).toBe(
      'Logged again',
    );
    // Foods the user logged without a photo (typed, a saved meal, a favourite): by the user.
    expect(originText({ identification: loggedByUser, correctedAt: null, imageUrl: null, loggedAgainFrom: null })).toBe(
      'Logged by you',
    );
  });
});

describe('readableName', () => {
  it('writes an ALL-CAPS database name in sentence case and leaves others alone', () => {
    expect(readableName('APPLE CINNAMON OAT BAR')).toBe('Apple cinnamon oat bar');
    expect(readableName('Greek Salad')).toBe('Greek Salad');
    expect(readableName('BLT')).toBe('BLT');
  });
});
