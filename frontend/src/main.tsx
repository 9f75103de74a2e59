import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient } from '@/lib/api-client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import './styles/global.css';

/** `npm run dev:mock`: the mock service worker answers every API call, no backend needed. */
async function enableMocking() {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { worker } = await import('./testing/mocks/browser');
  await worker.start({ onUnhandledRequest: 'warn' });
}

configureApiClient();
void enableMocking().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
