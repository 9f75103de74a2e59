import { delay, HttpResponse } from 'msw';
import { demoUser } from '../fixtures';
import { errorResponse, http } from './http';
import { serverMessage } from '@rules/errors/server-messages';

const config = http.get('/api/auth/config', () =>
  HttpResponse.json({
    mode: 'emulator',
    apiKey: 'mock',
    authDomain: 'localhost',
    projectId: 'demo-mock',
    appId: null,
  }),
);

const logout = http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 }));

/** Nobody is signed in: the server answers `null`, not an error. */
const notSignedIn = http.get('/api/auth/me', () => HttpResponse.json(null));

/** The demo user at this moment, with `countScans()` as their scan count. */
const user = (countScans: () => number) => ({ ...demoUser, totalScans: countScans() });

/** What signing in answers: the demo user, and whether the sign-in ended other sessions. */
const signedIn = (countScans: () => number, otherSessionsEnded = false) => ({
  ...user(countScans),
  otherSessionsEnded,
});

/**
 * The demo user's session: signed in, and signing in again works. `countScans` gives their scan
 * count at each call (pass the mock history's length so the profile's count follows History); by
 * default the fixture's.
 */
export const signedInApi = (countScans: () => number = () => demoUser.totalScans) => [
  config,
  http.get('/api/auth/me', () => HttpResponse.json(user(countScans))),
  http.post('/api/auth/login', () => HttpResponse.json(signedIn(countScans))),
  logout,
];

/** Signed out; signing in works. */
export const signedOutApi = (countScans: () => number = () => demoUser.totalScans) => [
  config,
  notSignedIn,
  http.post('/api/auth/login', () => HttpResponse.json(signedIn(countScans))),
  logout,
];

/**
 * Signed out; signing in proves an address the account was made from without verification, so the
 * server ended the account's other sessions.
 */
export const signedOutOtherSessionsEndedApi = (countScans: () => number = () => demoUser.totalScans) => [
  config,
  notSignedIn,
  http.post('/api/auth/login', () => HttpResponse.json(signedIn(countScans, true))),
  logout,
];

export const authHandlers = {
  signedIn: signedInApi(),
  signedOut: signedOutApi(),
  /**
   * Signed out, and the person closes the provider's sign-in window (the identity provider's
   * part is set up beside these handlers, in mock-states).
   */
  signInCancelled: signedOutApi(),
  /** Signed out; the sign-in proves the account's address, so its other sessions were ended. */
  signInEndsOtherSessions: signedOutOtherSessionsEndedApi(),
  /** Signed out, and the server refuses the provider's token. */
  loginFails: [
    config,
    notSignedIn,
    http.post('/api/auth/login', () => errorResponse(401, 'invalid_token', serverMessage('auth.tokenInvalid'))),
  ],
  loading: [
    http.get('/api/auth/me', async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
};
