import { messageSW } from 'workbox-window/messageSW.js';
import { visitorPageFile } from '@rules/pages/visitor-pages';
import { STATIC_PAGES } from '@/app/static-page-list';
import { browserLanguage } from '@/lib/i18n/languages';

/**
 * The routes whose pages drawn at build for visitors need no React (the landing page and Help, one
 * 2 KB script; sign-in's needs the identity provider's SDK). The server sends them on a first visit
 * with no session; once installed, the service worker sends them (from its precache) while the
 * device's last answer to 'who is signed in' was nobody, so a visitor's later visits start as fast
 * as the first.
 */
const VISITOR_ROUTES: ReadonlySet<string> = new Set(
  STATIC_PAGES.filter((page) => !page.hydrates).map((page) => page.path),
);

/**
 * The drawn visitor page for an app path in the first of the device's languages that Morsel
 * speaks (else English), or null when the path has none.
 */
export function visitorPageUrl(pathname: string, languages: readonly string[]): string | null {
  if (!VISITOR_ROUTES.has(pathname)) return null;
  const file = visitorPageFile(pathname, browserLanguage(languages));
  return file && `/${file}`;
}

/** Whether an answer of `GET /api/auth/me` says nobody is signed in (the body `null`). */
export const isSignedOutAnswer = (body: string) => body.trim() === 'null';

/** The message a visitor page sends the service worker to ask whether someone is signed in. */
export const WHO_IS_SIGNED_IN = 'morsel:who-is-signed-in';

/** The service worker's reply, on the port the question came with. */
export interface SignedInReply {
  signedIn: boolean;
}

/**
 * On a visitor page the service worker chose (it controls the page), checks that nobody has signed
 * in since the worker last asked: a sign-in on a page it did not control yet (the first visit's
 * sign-in page, while it was installing) is not seen by it. If someone has, `openApp` runs (by
 * default the page loads again, and the worker, which now knows, sends the app). A page the server
 * sent needs no check: the server saw no session. Settles once the worker has answered.
 */
export async function openAppIfSignedIn(openApp: () => void = () => window.location.reload()): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  // The worker asks the server, keeps the answer for the next navigation, then replies.
  const reply = (await messageSW(worker, { type: WHO_IS_SIGNED_IN })) as SignedInReply;
  if (reply.signedIn) openApp();
}
