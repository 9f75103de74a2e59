import { delay, HttpResponse } from 'msw';
import type { NotificationPreferences } from '@/client';
// The server's own defaults for a user who never saved, so mocks and API cannot disagree.
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@rules/preferences/default-notification-preferences';
import { errorResponse, http } from './http';
import { serverMessage } from '@rules/errors/server-messages';
import { onMockReset } from './mock-state';

export { DEFAULT_NOTIFICATION_PREFERENCES };

const PREFERENCES = '/api/users/{userId}/notification-preferences';

/** An in-memory preferences store: PUT replaces, GET answers the last save. Each call is independent. */
export function preferencesApi(
  initial: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES,
  { saveMs = 300 } = {},
) {
  let saved = { ...initial };
  onMockReset(() => (saved = { ...initial }));
  return [
    http.get(PREFERENCES, () => HttpResponse.json(saved)),
    http.put(PREFERENCES, async ({ request }) => {
      await delay(saveMs);
      saved = { ...(await request.json()) };
      return HttpResponse.json(saved);
    }),
  ];
}

export const preferencesHandlers = {
  defaults: preferencesApi(),
  loading: [
    http.get(PREFERENCES, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
  loadFails: [http.get(PREFERENCES, () => errorResponse(500, 'internal_error', serverMessage('server.internal')))],
  saveFails: [
    http.get(PREFERENCES, () => HttpResponse.json(DEFAULT_NOTIFICATION_PREFERENCES)),
    http.put(PREFERENCES, async () => {
      await delay(200);
      return errorResponse(500, 'internal_error', serverMessage('server.internal'));
    }),
  ],
};
