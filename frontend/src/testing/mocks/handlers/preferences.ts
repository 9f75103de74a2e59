import { delay, http, HttpResponse } from 'msw';
import type { Error as ErrorBody, NotificationPreferences } from '@/client';
import { errorResponse } from './http';

type UserParams = { userId: string };
const PREFERENCES = '*/api/users/:userId/notification-preferences';

/** The API's defaults for a user who never saved (spec section 2, Notifications). */
export const defaultNotificationPreferences: NotificationPreferences = {
  pushNotifications: true,
  emailNotifications: false,
  scanReminders: true,
  weeklyReports: true,
  newFeatures: false,
  reminderTime: '08:00',
};

/** An in-memory preferences store: PUT replaces, GET answers the last save. Each call is independent. */
export function preferencesApi(
  initial: NotificationPreferences = defaultNotificationPreferences,
  { saveMs = 300 } = {},
) {
  let saved = { ...initial };
  return [
    http.get<UserParams, never, NotificationPreferences>(PREFERENCES, () => HttpResponse.json(saved)),
    http.put<UserParams, NotificationPreferences, NotificationPreferences>(PREFERENCES, async ({ request }) => {
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
  loadFails: [
    http.get<UserParams, never, ErrorBody>(PREFERENCES, () =>
      errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    ),
  ],
  saveFails: [
    http.get<UserParams, never, NotificationPreferences>(PREFERENCES, () =>
      HttpResponse.json(defaultNotificationPreferences),
    ),
    http.put<UserParams, never, ErrorBody>(PREFERENCES, async () => {
      await delay(200);
      return errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again.');
    }),
  ],
};
