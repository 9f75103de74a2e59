import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { loadMessages, makeIntl } from '@/lib/i18n/intl';
import { messages as english } from '@/lib/i18n/messages/en';
import { recognizedBanana } from '@/testing/mocks/handlers';
import { percent, recognitionFailure } from './recognition-engine-test-rules';

const intl = makeIntl('en', english);

describe('recognition engine test rules', () => {
  it("titles every failure 'Recognition Failed', with the server's reason or a fallback", () => {
    const noFood = { ...recognizedBanana, success: false, error: 'No food was found in this photo.' };
    expect(recognitionFailure({ answer: noFood }, intl)).toEqual({
      title: 'Recognition Failed',
      description: 'No food was found in this photo.',
      detail: null,
    });
    expect(
      recognitionFailure({ answer: { ...noFood, errorDetail: 'model is off (not installed)' } }, intl).detail,
    ).toBe('model is off (not installed)');
    expect(recognitionFailure({ answer: { ...noFood, error: null } }, intl).description).toBe('Recognition failed');
    const refused = new ApiError(415, '', { error: { code: 'unsupported_media_type', message: 'Not an image.' } });
    expect(recognitionFailure({ error: refused }, intl).description).toBe('Not an image.');
    expect(recognitionFailure({ error: new TypeError('Failed to fetch') }, intl).description).toBe('Upload failed');
  });

  it('words the fallbacks in German', async () => {
    const german = makeIntl('de-DE', await loadMessages('de'));
    expect(recognitionFailure({ error: new TypeError('Failed to fetch') }, german)).toEqual({
      title: 'Erkennung fehlgeschlagen',
      description: 'Hochladen fehlgeschlagen',
      detail: null,
    });
  });

  it('shows confidence fractions as percents, as each language writes them', async () => {
    expect(percent(intl, 0.94)).toBe('94%');
    expect(percent(intl, 0.615)).toBe('62%');
    expect(percent(makeIntl('de-DE', await loadMessages('de')), 0.94)).toBe('94\u00a0%');
  });
});
