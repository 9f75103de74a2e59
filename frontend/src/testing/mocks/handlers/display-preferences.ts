import { delay, HttpResponse } from 'msw';
import type { DisplayPreferences } from '@/client';
// The server's own answer for a user who never chose, so mocks and API cannot disagree.
import { FOLLOW_DEVICE } from '@rules/preferences/follow-device';
import { errorResponse, http } from './http';
import { serverMessage } from '@rules/errors/server-messages';
import { onMockReset } from './mock-state';

const DISPLAY_PREFERENCES = '/api/users/{userId}/display-preferences';

export { FOLLOW_DEVICE };

/** An in-memory store of the user's language and units: PUT replaces, GET answers the last save. */
export function displayPreferencesApi(initial: DisplayPreferences = FOLLOW_DEVICE, { saveMs = 150 } = {}) {
  let saved = { ...initial };
  onMockReset(() => (saved = { ...initial }));
  return [
    http.get(DISPLAY_PREFERENCES, () => HttpResponse.json(saved)),
    http.put(DISPLAY_PREFERENCES, async ({ request }) => {
      await delay(saveMs);
      saved = { ...(await request.json()) };
      return HttpResponse.json(saved);
    }),
  ];
}

/**
 * The default: a user who never chose. A save answers what was sent but is not remembered, so one
 * story or test that switches to German cannot leave the next one in German; a story that needs
 * the choice kept uses its own `displayPreferencesApi()`.
 */
const followDevice = [
  http.get(DISPLAY_PREFERENCES, () => HttpResponse.json(FOLLOW_DEVICE)),
  http.put(DISPLAY_PREFERENCES, async ({ request }) => {
    await delay(150);
    return HttpResponse.json(await request.json());
  }),
];

export const displayPreferencesHandlers = {
  followDevice,
  german: displayPreferencesApi({ ...FOLLOW_DEVICE, language: 'de' }),
  spanish: displayPreferencesApi({ ...FOLLOW_DEVICE, language: 'es' }),
  kilojoules: displayPreferencesApi({ ...FOLLOW_DEVICE, energyUnit: 'kJ' }),
  usCustomary: displayPreferencesApi({
    language: 'en',
    energyUnit: 'kcal',
    massUnit: 'oz',
    volumeUnit: 'fl oz',
    bodyUnits: 'imperial',
  }),
  saveFails: [
    http.get(DISPLAY_PREFERENCES, () => HttpResponse.json(FOLLOW_DEVICE)),
    http.put(DISPLAY_PREFERENCES, async () => {
      await delay(150);
      return errorResponse(500, 'internal_error', serverMessage('server.internal'));
    }),
  ],
};
