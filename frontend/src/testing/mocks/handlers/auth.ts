import { delay, http, HttpResponse } from 'msw';
import type { Error as ErrorBody, GetCurrentUserResponse } from '@/client';
import { demoUser } from '../fixtures';
import { errorResponse } from './http';

export const authHandlers = {
  signedIn: [
    http.get<never, never, GetCurrentUserResponse>('*/api/auth/me', () => HttpResponse.json(demoUser)),
    http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  ],
  signedOut: [
    http.get<never, never, ErrorBody>('*/api/auth/me', () =>
      errorResponse(401, 'unauthorized', 'Sign in to continue.'),
    ),
    http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  ],
  loading: [
    http.get('*/api/auth/me', async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
};
