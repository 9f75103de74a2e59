/**
 * The one script of the pages a visitor's first visit gets as static HTML (the landing page, Help:
 * drawn at build from the same React screens by app/static-pages.tsx), so they need no React, no
 * router and no sign-in code. This applies the theme, opens and closes the disclosures, follows
 * reduced motion for the landing's background video, and installs the service worker after the
 * page has loaded. Links lead into the app. Later visits by a visitor get the same pages from the
 * service worker (offline too), which this checks were not a sign-in it missed.
 */
import { enhanceStaticDisclosures } from './components/ui/static-disclosure';
import { followReducedMotion } from './features/landing/background-motion';
import { startTheme } from './lib/theme/theme';
import { registerServiceWorker } from './pwa/register-sw';
import { openAppIfSignedIn } from './pwa/visitor-pages';

startTheme();
enhanceStaticDisclosures(document);
const video = document.querySelector<HTMLVideoElement>('[data-testid="landing-video"]');
if (video) followReducedMotion(video);
registerServiceWorker();
void openAppIfSignedIn();
