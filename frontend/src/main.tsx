import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient } from '@/lib/api-client';
import { currentLocale, loadMessages, makeIntl, setCurrentIntl } from '@/lib/i18n/intl';
import { startingSettings } from '@/lib/i18n/locale-provider';
import type { AuthService } from '@/lib/auth/auth-service';
import { currentUserQueryOptions } from '@/lib/auth/current-user';
import { createQueryClient } from '@/lib/query-client';
import { readDrawnData, seedDrawnData } from './app/drawn-data';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './pwa/register-sw';
import { startTheme } from './lib/theme/theme';
import './styles/global.css';

/**
 * `npm run dev:mock`: the mock service worker answers every API call and a mock identity
 * provider signs you in as the demo user; no backend needed. The `?mock=` parameter picks each
 * resource's state (`?mock=scans:empty,foods:error`), and the mock panel changes it.
 */
async function enableMocking(): Promise<(() => Promise<AuthService>) | undefined> {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return undefined;
  const [{ mockWorker }, { createMockAuthService }, { parseMockParam }, { mockAuthOptions, mockCatalog }, panel] =
    await Promise.all([
      import('./testing/mocks/browser'),
      import('./testing/mock-auth-service'),
      import('./testing/mocks/mock-param'),
      import('./testing/mocks/mock-states'),
      import('./testing/mock-panel/mount-mock-panel'),
    ]);
  const { selection, problems } = parseMockParam(new URLSearchParams(window.location.search).get('mock'), mockCatalog);
  for (const problem of problems) console.warn(`[mock] ${problem}`);
  await mockWorker(selection).start({ onUnhandledRequest: 'warn' });
  panel.mountMockPanel({ selection, problems, catalog: mockCatalog });
  const auth = createMockAuthService(mockAuthOptions(selection));
  return async () => auth;
}

startTheme();
configureApiClient({ currentLanguage: currentLocale });
registerServiceWorker();
const mocking = enableMocking();
// Who is signed in is asked at once, beside the messages, not once the first screen's code has
// arrived and mounted: every screen waits for that answer.
const queryClient = createQueryClient();
// A screen the server drew with the user's data (a result with its scan) came with that data: the
// first render draws the screen from it, as it was drawn, not a loading placeholder.
const drawnData = readDrawnData(document);
if (drawnData) seedDrawnData(queryClient, drawnData);
const signedInUserKnown = mocking.then(() => queryClient.prefetchQuery(currentUserQueryOptions()));
/** Resolves once the router has loaded the first route's code (its `lazy`). */
const routerReady = (router: ReturnType<typeof createAppRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * Ends the current task: the start-up runs as several tasks, not one long one the page cannot
 * answer input during (evaluating the scripts, making the Intl, creating the router, which also
 * starts loading the screen's code, then the first render).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first screen is drawn in the user's language: its messages load beside the mock set-up. A page
// drawn with the user's data carried the account's choices, which the first render then uses.
const starting = startingSettings(undefined, drawnData?.displayPreferences);
void Promise.all([mocking, loadMessages(starting.language)]).then(async ([loadAuthService, messages]) => {
  await nextTask();
  // The first Intl object loads the browser's locale data (tens of milliseconds on a phone): made in
  // a task of its own, in the locale the first screen is drawn in, not inside the first render.
  setCurrentIntl(makeIntl(starting.locale, messages));
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const container = document.getElementById('root')!;
  // A page that arrived with its screen drawn (a signed-in first visit) keeps that drawing until
  // the app can draw the same screen over it: who is signed in known and the screen's code loaded,
  // not a loading placeholder first.
  if (container.querySelector(':scope > [data-drawn-frame]')) {
    await Promise.all([signedInUserKnown, routerReady(router)]);
  }
  const root = createRoot(container);
  // A transition: React renders the first screen in short slices, so the page answers input while it builds.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} {...(loadAuthService ? { loadAuthService } : {})}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
