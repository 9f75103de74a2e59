/**
 * The script of sign-in's first visit (`visitor/<language>/login.html`, drawn at build by
 * app/static-pages.tsx). It brings the drawn page to life with only what signing in needs: React,
 * the page's messages, the API client and, once loaded, the identity provider's SDK; no router and
 * no screens, so the page answers soon on a slow phone. Once signed in it opens the app at home,
 * which loads then. Like the other visitor pages it applies the theme and installs the service
 * worker after the page has loaded, so the next visit runs the whole app.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { VisitorFrame } from './app/visitor-frame';
import { FirstVisitLogin } from './features/auth/components/first-visit-login';
import { configureApiClient } from './lib/api-client';
import { AuthProvider, handOverOtherSessionsEnded } from './lib/auth/auth-context';
import { loadMessages } from './lib/i18n/intl';
import { isLanguage } from './lib/i18n/languages';
import { FixedLocaleProvider } from './lib/i18n/locale-provider';
import { createQueryClient } from './lib/query-client';
import { startTheme } from './lib/theme/theme';
import { registerServiceWorker } from './pwa/register-sw';
import './styles/global.css';

function openApp(otherSessionsEnded: boolean) {
  handOverOtherSessionsEnded(otherSessionsEnded);
  window.location.replace('/');
}

/** The drawn page stays inert (no dead buttons) until this has taken it over. */
function Live({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => root.removeAttribute('inert'), [root]);
  return children;
}

startTheme();
configureApiClient();
registerServiceWorker();
const root = document.getElementById('root')!;
const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en';
void loadMessages(language).then(() =>
  hydrateRoot(
    root,
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <FixedLocaleProvider language={language}>
            <Live root={root}>
              <VisitorFrame>
                <FirstVisitLogin onSignedIn={openApp} />
              </VisitorFrame>
            </Live>
          </FixedLocaleProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
