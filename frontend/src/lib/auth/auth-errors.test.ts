import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages, makeIntl, setCurrentIntl } from '@/lib/i18n/intl';
import { serverMessage } from '@rules/errors/server-messages';
import { ApiError } from '../api-error';
import { BOTH_METHODS_FAILED, GOOGLE_CANCELLED, isCancelledSignIn, loginAlert } from './auth-errors';

const firebase = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
/** As sign-in-flow throws them: its own sentence, the provider's error as the cause. */
const wrapped = (message: string, code: string) => new Error(message, { cause: firebase(code) });

/** Nothing a person reads may carry a code, raw JSON or set-up instructions. */
const expectPlain = (text: string) => {
  expect(text).not.toMatch(/auth\/|\{|"|\d{3}:|Firebase|console|credentials/i);
};

describe('loginAlert (what the login page says about a failed sign-in)', () => {
  it.each([
    ['a closed Google popup', new Error(GOOGLE_CANCELLED, { cause: firebase('auth/popup-closed-by-user') })],
    [
      'a closed Apple popup',
      wrapped('Apple authentication failed: sign-in was cancelled', 'auth/popup-closed-by-user'),
    ],
    ['the provider error itself', firebase('auth/cancelled-popup-request')],
  ])('a cancelled sign-in is not an error: %s', (_, error) => {
    expect(isCancelledSignIn(error)).toBe(true);
    expect(loginAlert(error)).toBeNull();
  });

  it.each([
    [
      'popup and redirect both blocked',
      new Error(BOTH_METHODS_FAILED, { cause: firebase('auth/internal-error') }),
      'Your browser blocked the sign-in window.',
      /^Allow pop-ups/,
    ],
    [
      'an unauthorized domain',
      wrapped(
        'This domain (a.b) is not authorized for sign-in. Add a.b to the authorized domains in the Firebase console.',
        'auth/unauthorized-domain',
      ),
      'This way of signing in is not set up on this site.',
      /^Choose another way to sign in/,
    ],
    [
      'a provider not enabled',
      wrapped('Apple sign-in not enabled. Enable it in the Firebase console.', 'auth/operation-not-allowed'),
      'This way of signing in is not set up on this site.',
      /^Choose another way/,
    ],
    [
      'no provider configuration',
      new Error('Google authentication not configured. Please provide credentials.'),
      'This way of signing in is not set up on this site.',
      /^Choose another way/,
    ],
    [
      'no connection',
      wrapped(
        'Facebook authentication failed: Firebase: Error (auth/network-request-failed).',
        'auth/network-request-failed',
      ),
      'We could not reach the sign-in service.',
      /^Check your connection/,
    ],
    [
      'the server refusing the token',
      new ApiError(401, '{"error":{"code":"invalid_token","message":"The sign-in token is not valid."}}', {
        error: { code: 'invalid_token', message: 'The sign-in token is not valid.' },
      }),
      'We could not confirm your sign-in.',
      /^Try again/,
    ],
    [
      'the server down',
      new ApiError(503, '', { error: { code: 'auth_unavailable', message: 'Sign-in is unavailable.' } }),
      'Sign-in is not available right now.',
      /^Try again in a minute/,
    ],
    ['anything else', new Error('Something odd'), 'Sign-in did not work.', /^Try again, or choose another/],
    ['an empty error', new Error(''), 'Sign-in did not work.', /^Try again/],
  ])('%s: a plain sentence and an action', (_, error, title, action) => {
    const alert = loginAlert(error)!;
    expect(alert.title).toBe(title);
    expect(alert.action).toMatch(action);
    expectPlain(alert.title);
    expectPlain(alert.action);
  });

  it('keeps the codes and the technical message for support, in the details', () => {
    expect(loginAlert(new Error(BOTH_METHODS_FAILED, { cause: firebase('auth/popup-blocked') }))!.details).toEqual([
      'Code: auth/popup-blocked',
      `Message: ${BOTH_METHODS_FAILED}`,
    ]);
    const refused = new ApiError(401, '{"error":{}}', { error: { code: 'invalid_token', message: 'Not valid.' } });
    expect(loginAlert(refused)!.details).toEqual(['Server: HTTP 401 invalid_token', `Message: ${refused.message}`]);
  });

  it("passes on the server's own words for too many attempts", () => {
    const limited = new ApiError(429, '', { error: { code: 'rate_limited', message: 'Try again in 42 seconds.' } });
    expect(loginAlert(limited)).toMatchObject({
      title: 'Too many sign-in attempts.',
      action: 'Try again in 42 seconds.',
    });
  });

  describe('in German', () => {
    afterEach(async () => {
      setCurrentIntl(makeIntl('en-GB', await loadMessages('en')));
    });

    it('says what happened and what to do in German, the server’s wait included', async () => {
      setCurrentIntl(makeIntl('de-DE', await loadMessages('de')));
      const limited = new ApiError(429, '', {
        error: { ...serverMessage('rateLimit.tryAgainIn', { what: 'login', seconds: 30 }), code: 'rate_limited' },
      });
      expect(loginAlert(limited)).toMatchObject({
        title: 'Zu viele Anmeldeversuche.',
        action: 'Zu viele Anmeldeversuche. Versuch es in 30 Sekunden erneut.',
      });
      expect(loginAlert(new TypeError('Failed to fetch'))).toMatchObject({
        title: 'Wir konnten den Anmeldedienst nicht erreichen.',
        action: 'Prüfe deine Verbindung und versuche es erneut.',
      });
      expect(loginAlert(firebase('auth/popup-blocked'))).toMatchObject({
        title: 'Dein Browser hat das Anmeldefenster blockiert.',
      });
    });
  });
});
