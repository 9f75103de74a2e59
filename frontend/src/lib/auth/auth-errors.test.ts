import { describe, expect, it } from 'vitest';
import { loginAlertMessage } from './auth-errors';

describe('loginAlertMessage (the login page alert for each sign-in error)', () => {
  it.each([
    [
      'This domain (a.b) is not authorized for sign-in. Add a.b to the authorized domains…',
      /^This domain is not authorized for sign-in\. Add morsel\.test/,
    ],
    ['Domain not authorized for Apple sign-in.', /^This domain is not authorized/],
    ['Facebook sign-in not enabled. Enable it…', /^Enable the sign-in method/],
    [
      'Both popup and redirect authentication failed. Please allow popups for this site or try a different browser.',
      /^Popup blocked\. Please allow popups for this site and try again\.$/,
    ],
    ['Sign-in was cancelled. Please try again and complete the sign-in process.', /Click the button again/],
    ['Firebase: Error (auth/popup-closed-by-user).', /Click the button again/],
    [
      'Google authentication not configured. Please provide credentials.',
      /^Authentication failed: Google authentication not configured/,
    ],
    ['', /^Authentication failed: Please check your connection and try again\.$/],
  ])('%s', (message, expected) => {
    expect(loginAlertMessage(new Error(message), 'morsel.test')).toMatch(expected);
  });
});
