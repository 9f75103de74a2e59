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
import { createRoot, hydrateRoot } from 'react-dom/client';
import { VisitorFrame } from './app/visitor-frame';
import { FirstVisitLogin } from './features/auth/components/first-visit-login';
import { configureApiClient } from './lib/api-client';
import { AuthProvider } from './lib/auth/auth-context';
import { handOverOtherSessionsEnded } from './lib/auth/other-sessions-notice';
import { currentLocale, loadMessages } from './lib/i18n/intl';
import { isLanguage, type Language } from './lib/i18n/languages';
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
function RemoveInertOnceLive({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => root.removeAttribute('inert'), [root]);
  return children;
}

const page = (root: HTMLElement, language: Language) => (
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <FixedLocaleProvider language={language}>
          <RemoveInertOnceLive root={root}>
            <VisitorFrame>
              <FirstVisitLogin onSignedIn={openApp} />
            </VisitorFrame>
          </RemoveInertOnceLive>
        </FixedLocaleProvider>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>
);

startTheme();
configureApiClient({ currentLanguage: currentLocale });
registerServiceWorker();
const root = document.getElementById('root')!;
const drawnIn = isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en';
void loadMessages(drawnIn).then(
  () => hydrateRoot(root, page(root, drawnIn)),
  // The page's messages could not load (English is built in): it is drawn again in English rather
  // than left unanswering.
  () => {
    document.documentElement.lang = 'en';
    root.replaceChildren();
    createRoot(root).render(page(root, 'en'));
  },
);
