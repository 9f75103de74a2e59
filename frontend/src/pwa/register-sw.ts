/**
 * Registers the service worker (built from sw.ts into /sw.js) in production builds. Dev servers
 * have none, and `dev:mock` leaves the scope to the mock service worker. A new version takes over
 * at once; the page keeps running the code it loaded until the next navigation. workbox-window
 * is fetched once the page has loaded, so it never competes with the first screen.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || import.meta.env.VITE_API_MOCKING === 'true') return;
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
