import { delay, http, HttpResponse } from 'msw';
import type { AuthConfig, Error as ErrorBody, GetCurrentUserResponse, LoginResponse } from '@/client';
import { demoUser } from '../fixtures';
import { errorResponse } from './http';

const common = [
  http.get<never, never, AuthConfig>('*/api/auth/config', () =>
    HttpResponse.json({
      mode: 'emulator',
      apiKey: 'mock',
      authDomain: 'localhost',
      projectId: 'demo-mock',
      appId: null,
    }),
  ),
  http.post<never, never, LoginResponse>('*/api/auth/login', () => HttpResponse.json(demoUser)),
];

export const authHandlers = {
  signedIn: [
    ...common,
    http.get<never, never, GetCurrentUserResponse>('*/api/auth/me', () => HttpResponse.json(demoUser)),
    http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  ],
  signedOut: [
    ...common,
    http.get<never, never, ErrorBody>('*/api/auth/me', () =>
      errorResponse(401, 'unauthorized', 'Sign in to continue.'),
    ),
    http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  ],
  loginFails: [
    ...common.slice(0, 1),
    http.get<never, never, ErrorBody>('*/api/auth/me', () =>
      errorResponse(401, 'unauthorized', 'Sign in to continue.'),
    ),
    http.post<never, never, ErrorBody>('*/api/auth/login', () =>
      errorResponse(401, 'invalid_token', 'The sign-in token is not valid.'),
    ),
  ],
  loading: [
    http.get('*/api/auth/me', async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
};
