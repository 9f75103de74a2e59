/// <reference lib="webworker" />
/**
 * Morsel's service worker (built by vite-plugin-pwa with Workbox; the precache list is injected
 * at build time):
 * - the app shell (scripts, styles, the page, icons) is precached, so the app opens with no network;
 * - API answers holding the user's data are cached only for the session, in one cache that is
 *   emptied on sign-in, sign-out and any 401, and are used only when the network fails; photos are
 *   cached privately the same way; everything else from the API goes to the network only;
 * - a visitor (nobody signed in at the last answer) gets the landing page and Help as drawn at build,
 *   the lighter pages of a first visit; everyone else gets the app;
 * - a photo shared into the installed app from another app (the manifest's share target) is kept
 *   and the scanner opened with it;
 * - Background Sync sends the outbox of scans taken offline when the browser is back online.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { configureApiClient } from '@/lib/api-client';
import { flushOutbox, OUTBOX_SYNC_TAG } from '@/lib/outbox/outbox';
import { idbOutboxStore, keepSharedPhoto, SHARED_PHOTO_QUERY } from '@/lib/outbox/outbox-store';
import { SHARE_TARGET_FIELD, SHARE_TARGET_PATH } from './pwa/web-manifest';
import { isPrivateImage, isSessionRead, SESSION_CACHES } from './pwa/cache-rules';
import { isSignedOutAnswer, visitorPageUrl, WHO_IS_SIGNED_IN, type SignedInReply } from './pwa/visitor-pages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The worker has no language of its own: each waiting entry is sent in the language it was kept in.
configureApiClient();
void self.skipWaiting();
clientsClaim();

cleanupOutdatedCaches();
// `/` is not answered as the precached `/index.html` (no directory index): the navigation route
// below decides what a page at `/` is.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

const ME_PATH = '/api/auth/me';

/** The device's last answer to 'who is signed in' (the body of `GET /api/auth/me`); null if none is kept. */
async function lastAnswerWhoIsSignedIn(): Promise<string | null> {
  const cache = await caches.open(SESSION_CACHES.reads);
  const answer = await cache.match(new URL(ME_PATH, self.location.origin).href, { ignoreVary: true });
  return answer ? answer.text() : null;
}

const appPage = createHandlerBoundToURL('/index.html');

// Every app route is the single page; the server's own paths are not. A visitor (nobody signed in
// at the last answer) gets the landing page and Help as the server drew them at build, the
// lighter pages of a first visit; anyone else, or with no answer kept, gets the app.
registerRoute(
  new NavigationRoute(
    async (options) => {
      const visitorPage = visitorPageUrl(options.url.pathname, self.navigator.languages);
      // A cache that cannot be read opens the app, as it did before visitors had pages of their own.
      const lastAnswer = visitorPage ? await lastAnswerWhoIsSignedIn().catch(() => null) : null;
      if (visitorPage && lastAnswer !== null && isSignedOutAnswer(lastAnswer)) {
        const page = await matchPrecache(visitorPage);
        if (page) return page;
      }
      return appPage(options);
    },
    {
      denylist: [/^\/api\//, /^\/emulator\//, /^\/__\//, /^\/models\//, /^\/identitytoolkit\./, /^\/securetoken\./],
    },
  ),
);

/** Forgets everything cached for the signed-in user. */
const forgetSession = () => Promise.all(Object.values(SESSION_CACHES).map((name) => caches.delete(name)));

/** Any 401 means the session is over: nothing cached for it may be shown again. */
const endOfSession = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (response.status === 401) await forgetSession();
    return response;
  },
};

const privateImages = new CacheFirst({
  cacheName: SESSION_CACHES.images,
  plugins: [
    endOfSession,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
const sessionReads = new NetworkFirst({
  cacheName: SESSION_CACHES.reads,
  networkTimeoutSeconds: 6,
  plugins: [
    endOfSession,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

/** 'Nobody is signed in' (a `null` user) ends the session as a 401 does. */
const signedOutEndsSession = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (response.ok && isSignedOutAnswer(await response.clone().text())) await forgetSession();
    return response;
  },
};

/**
 * Who is signed in, so the app opens offline as the right person. A signed-out answer is kept too
 * (offline, a visitor sees the landing page), and a sign-in's answer, which is the same user, is
 * stored as it, so the app opens offline straight after signing in.
 */
const whoAmI = new NetworkFirst({
  cacheName: SESSION_CACHES.reads,
  networkTimeoutSeconds: 6,
  plugins: [endOfSession, signedOutEndsSession, new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(({ url, request }) => request.method === 'GET' && url.pathname === ME_PATH, whoAmI);

/**
 * The first visit asked who is signed in before this worker controlled the page, so that answer was
 * never kept: the worker asks once more as it takes over. A phone that goes offline straight after
 * its first visit then opens as the right person (a visitor on the landing page), not on an error.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    whoAmI.handle({ event, request: new Request(ME_PATH, { credentials: 'same-origin' }) }).catch(() => undefined),
  );
});

/**
 * A visitor page asks, as it starts, whether someone signed in where this worker could not see it
 * (a page it did not control yet). It asks the server, keeps the answer, and only then replies, so
 * the page's next navigation is decided by it.
 */
self.addEventListener('message', (event) => {
  const port = event.ports[0];
  if ((event.data as { type?: unknown } | null)?.type !== WHO_IS_SIGNED_IN || !port) return;
  const [, kept] = whoAmI.handleAll({ event, request: new Request(ME_PATH, { credentials: 'same-origin' }) });
  // Replied from what is kept once everything is done: on a slow network the strategy may first
  // answer from the cache, and the server's own answer is kept after it.
  const reply = async (): Promise<SignedInReply> => {
    await kept;
    const lastAnswer = await lastAnswerWhoIsSignedIn();
    return { signedIn: lastAnswer !== null && !isSignedOutAnswer(lastAnswer) };
  };
  event.waitUntil(
    reply().then(
      (message) => port.postMessage(message),
      () => port.postMessage({ signedIn: false }),
    ),
  );
});

async function signInOrOut(request: Request, signIn: boolean): Promise<Response> {
  await forgetSession();
  const response = await fetch(request);
  if (signIn && response.ok) {
    await (await caches.open(SESSION_CACHES.reads)).put(new URL(ME_PATH, self.location.origin).href, response.clone());
  }
  return response;
}

registerRoute(({ url, request }) => request.method === 'GET' && isPrivateImage(url), privateImages);
registerRoute(({ url, request }) => request.method === 'GET' && isSessionRead(url), sessionReads);

// The on-device model is large and versioned by its file name: fetched once, then kept.
registerRoute(
  ({ url }) => url.pathname.startsWith('/models/') && url.pathname.endsWith('.onnx'),
  new CacheFirst({ cacheName: 'morsel-models', plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;

  if (event.request.method === 'POST' && url.pathname === SHARE_TARGET_PATH) {
    event.respondWith(receiveSharedPhoto(event.request));
    return;
  }

  // A new sign-in or a sign-out: what was cached for the previous user goes, whatever the answer.
  if (event.request.method === 'POST' && (url.pathname === '/api/auth/login' || url.pathname === '/api/auth/logout')) {
    event.respondWith(signInOrOut(event.request, url.pathname === '/api/auth/login'));
    return;
  }
});

async function receiveSharedPhoto(request: Request): Promise<Response> {
  try {
    const form = await request.formData();
    const photo = form.getAll(SHARE_TARGET_FIELD).find((value): value is File => value instanceof File);
    if (photo) {
      await keepSharedPhoto(photo);
      return Response.redirect(`/scanner?${SHARED_PHOTO_QUERY}=1`, 303);
    }
  } catch (error) {
    console.error('Could not receive the shared photo', error);
  }
  return Response.redirect('/scanner', 303);
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(sendOutbox());
});

/** Sends every signed-in user's outbox on this device; rejects (so the browser retries) while offline. */
async function sendOutbox() {
  const response = await fetch('/api/auth/me', { credentials: 'include' });
  const me = response.ok ? ((await response.json()) as { id: string } | null) : null;
  if (!me) return; // signed out: the app sends it after the next sign-in
  const result = await flushOutbox(idbOutboxStore, me.id);
  if (result.stoppedBy === 'offline' || result.stoppedBy === 'busy') throw new Error('The outbox is not sent yet.');
}
