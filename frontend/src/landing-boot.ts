/**
 * The one script of the landing page a visitor's first visit gets: that page is HTML drawn at
 * build from the same React component (app/static-landing.tsx), so it needs no React, no router
 * and no sign-in code. This applies the theme, opens and closes the privacy section, follows
 * reduced motion for the background video, and installs the service worker after the page has
 * loaded, so the next visit runs the whole app (offline too). Everything else loads from /login.
 */
import { enhanceStaticDisclosures } from './components/ui/static-disclosure';
import { followReducedMotion } from './features/landing/background-motion';
import { startTheme } from './lib/theme/theme';
import { registerServiceWorker } from './pwa/register-sw';

startTheme();
enhanceStaticDisclosures(document);
const video = document.querySelector<HTMLVideoElement>('[data-testid="landing-video"]');
if (video) followReducedMotion(video);
registerServiceWorker();
