import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient } from '@/lib/api-client';
import type { AuthService } from '@/lib/auth/auth-service';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './pwa/register-sw';
import { startTheme } from './lib/theme/theme';
import './styles/global.css';

/**
 * `npm run dev:mock`: the mock service worker answers every API call and a
 * mock identity provider signs you in as the demo user; no backend needed.
 */
async function enableMocking(): Promise<(() => Promise<AuthService>) | undefined> {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return undefined;
  const [{ worker }, { createMockAuthService, demoProviderUser }] = await Promise.all([
    import('./testing/mocks/browser'),
    import('./testing/mock-auth-service'),
  ]);
  await worker.start({ onUnhandledRequest: 'warn' });
  const auth = createMockAuthService({ user: demoProviderUser });
  return async () => auth;
}

startTheme();
configureApiClient();
registerServiceWorker();
void enableMocking().then((loadAuthService) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders {...(loadAuthService ? { loadAuthService } : {})}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
