import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes as appRoutes } from '@/app/router';
import type { AuthService } from '@/lib/auth/auth-service';
import { createQueryClient } from '@/lib/query-client';
import type { OpenCamera } from '@/components/camera/camera-source';
import { cameraFor, type CameraScenario } from './fake-camera';
import { createMockAuthService, demoProviderUser } from './mock-auth-service';

interface RenderOptions {
  /** The identity provider (default: a mock signed in as the demo user, matching the default MSW handlers). */
  auth?: AuthService;
  /** How the app loads the identity provider (default: resolves to `auth`). */
  loader?: () => Promise<AuthService>;
  /** The camera, a scenario or its own opener (default: one that never answers, as jsdom has no media devices). */
  camera?: CameraScenario | OpenCamera;
  /** The device's locales (default: the test set-up's British English). Load a language's messages first. */
  deviceLocales?: readonly string[];
}

/** Renders a screen inside fresh providers and a memory router at `url`. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', url = path, ...options }: { path?: string; url?: string } & RenderOptions = {},
) {
  return renderRoutes([{ path, element: ui }], url, options);
}

/** Renders the whole app (shell and routes) at `url`. */
export function renderApp(url = '/', options: RenderOptions = {}) {
  return renderRoutes(appRoutes, url, options);
}

function renderRoutes(routes: RouteObject[], url: string, options: RenderOptions) {
  const auth = options.auth ?? createMockAuthService({ user: demoProviderUser });
  const loader = options.loader ?? (async () => auth);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  return {
    router,
    queryClient,
    auth,
    ...render(
      <AppProviders
        queryClient={queryClient}
        loadAuthService={loader}
        openCamera={typeof options.camera === 'function' ? options.camera : cameraFor(options.camera ?? 'pending')}
        {...(options.deviceLocales ? { deviceLocales: options.deviceLocales } : {})}
      >
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
