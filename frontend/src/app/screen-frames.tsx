import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { CameraSourceProvider, openDeviceCamera } from '@/components/camera/camera-source';
import { ToastProvider } from '@/components/toast/toast';
import { DrawnSignedInAuth } from '@/lib/auth/auth-context';
import { loadMessages } from '@/lib/i18n/intl';
import type { Language } from '@/lib/i18n/languages';
import { FixedLocaleProvider } from '@/lib/i18n/locale-provider';
import { seedDrawnData, type DrawnData } from './drawn-data';
import { routes } from './router';

/**
 * A signed-in screen as the app first draws it: the header, the screen and the tab bar, in a
 * language. The build puts it into the screen's first-visit page, which shows it until the app's
 * scripts have run and drawn the same screen over it. Drawn at build, before any of the user's data
 * has come, it shows the screen in its loading state (its heading, placeholders) and nothing of the
 * user: the drawn user has no name and no data, and no query runs while drawing. Drawn by the
 * server for one request with the user's `data` (a result with its scan), the screen shows that
 * data as the app will, from the same query cache the page then carries (`drawn-data.ts`).
 */
export async function renderScreenFrame(
  path: string,
  language: Language,
  data?: DrawnData,
  device: readonly string[] = [language],
): Promise<string> {
  await loadMessages(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect, not a screen`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No retries and no fetching: a query stays pending, as it is before its answer arrives.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  if (data) seedDrawnData(queryClient, data);
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <DrawnSignedInAuth>
        <FixedLocaleProvider language={language} device={device} choices={data?.displayPreferences}>
          <CameraSourceProvider openCamera={openDeviceCamera}>
            <ToastProvider>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ToastProvider>
          </CameraSourceProvider>
        </FixedLocaleProvider>
      </DrawnSignedInAuth>
    </QueryClientProvider>,
  );
  // The drawing is a picture of the screen, not its controls: the test ids name only the live app's
  // elements, so a test (which can act on an inert element, as a person cannot) never reaches a
  // control that the app is about to draw over.
  return markup.replace(/\sdata-testid="[^"]*"/g, '');
}
