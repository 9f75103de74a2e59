import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes as appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Renders a screen inside fresh providers and a memory router at `url`. */
export function renderWithProviders(ui: ReactNode, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const routes: RouteObject[] = [{ path, element: ui }];
  return renderRoutes(routes, url);
}

/** Renders the whole app (shell and routes) at `url`. */
export function renderApp(url = '/') {
  return renderRoutes(appRoutes, url);
}

function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  return {
    router,
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
