import { serverMessage } from '@rules/errors/server-messages';
import { Readable } from 'node:stream';
import type { Context, Next } from 'koa';
import { notFound } from './errors';
import { EMULATOR_PAGE_CSP } from './security-headers';

/**
 * Emulator mode only: serves the Firebase Auth emulator on the app's own
 * origin, so the browser SDK is pointed at `location.origin`.
 *
 * Why: the SDK's popup/redirect flow and the emulator's helper pages talk
 * through Google's `gapi.iframes` library, loaded from apis.google.com, which
 * an offline machine cannot reach. The HTML of those helper pages is
 * rewritten to use `/gapi-shim.js` (our minimal stand-in) and to drop their
 * CDN stylesheets, so sign-in works with no network at all. Real Firebase
 * never goes through here.
 */
const PROXIED = /^\/(emulator\/|identitytoolkit\.googleapis\.com\/|securetoken\.googleapis\.com\/)/;

/**
 * The only emulator endpoints the browser's sign-in flow calls. Everything else under the proxied
 * prefixes (the emulator's admin and project-management APIs: account listing, batch reads,
 * deletion, `/emulator/v1/...`, anything authorised with `Bearer owner`) answers 404 through the app,
 * so reaching the app never means administering every account.
 */
const SIGN_IN_FLOW: ReadonlyArray<{ method: string; path: RegExp }> = [
  // The popup's account chooser page and the SDK's helper iframe.
  { method: 'GET', path: /^\/emulator\/auth\/(handler|iframe)$/ },
  // The web API key's public project config (authorised domains).
  { method: 'GET', path: /^\/identitytoolkit\.googleapis\.com\/v1\/projects$/ },
  // Finish a provider sign-in; read and update the signed-in user's own profile (by ID token).
  {
    method: 'POST',
    path: /^\/identitytoolkit\.googleapis\.com\/v1\/accounts:(signInWithIdp|lookup|update)$/,
  },
  // Refresh an ID token.
  { method: 'POST', path: /^\/securetoken\.googleapis\.com\/v1\/token$/ },
];

/** Whether a request is part of the browser's sign-in flow (and never an admin call). */
export function isSignInFlowRequest(method: string, path: string, authorization: string | undefined): boolean {
  // The browser SDK never sends an Authorization header here: the emulator reads it as admin rights.
  if (authorization !== undefined) return false;
  const verb = method === 'HEAD' ? 'GET' : method;
  return SIGN_IN_FLOW.some((allowed) => allowed.method === verb && allowed.path.test(path));
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
  // The emulator's framework banner: says nothing useful to a client, a little to an attacker.
  'x-powered-by',
]);

/** The app's own stylesheet and icon for the emulator's pages. */
const APP_LINKS = '<link rel="stylesheet" href="/auth-emulator.css"><link rel="icon" href="/favicon.svg">';

/**
 * The emulator's sign-in page as the app serves it: nothing from third-party hosts (Google's API
 * script becomes the app's shim, web fonts and CDN scripts go), and the app's own stylesheet and
 * icon (the browser would otherwise ask for a /favicon.ico the app has not). The emulator writes
 * its page with or without a `<head>`: the links go at its end, else after the title.
 */
export function rewriteEmulatorPage(html: string): string {
  const page = html
    .replace(/https:\/\/apis\.google\.com\/js\/api\.js/g, '/gapi-shim.js')
    .replace(/<link[^>]+href="https:\/\/(unpkg\.com|fonts\.googleapis\.com)[^"]*"[^>]*>/g, '')
    .replace(/<script[^>]+src="https:\/\/unpkg\.com[^"]*"[^>]*><\/script>/g, '');
  if (page.includes('</head>')) return page.replace('</head>', `${APP_LINKS}</head>`);
  if (page.includes('</title>')) return page.replace('</title>', `</title>${APP_LINKS}`);
  return `${APP_LINKS}${page}`;
}

export function authEmulatorProxy(emulatorHost: string) {
  return async (ctx: Context, next: Next) => {
    if (!PROXIED.test(ctx.path)) return next();
    if (!isSignInFlowRequest(ctx.method, ctx.path, ctx.get('authorization') || undefined)) {
      throw notFound(serverMessage('endpoint.notFound', { method: ctx.method, path: ctx.path }));
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(ctx.headers)) {
      if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers.set(name, value);
    }
    const hasBody = !['GET', 'HEAD'].includes(ctx.method);
    const upstream = await fetch(`http://${emulatorHost}${ctx.url}`, {
      method: ctx.method,
      headers,
      body: hasBody ? (Readable.toWeb(ctx.req) as ReadableStream) : undefined,
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit).catch(() => null);
    if (!upstream) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The sign-in emulator is not running. Restart Morsel with `npm start`.';
      return;
    }
    ctx.status = upstream.status;
    upstream.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) ctx.set(name, value);
    });
    const type = upstream.headers.get('content-type') ?? '';
    if (type.includes('text/html')) {
      ctx.body = rewriteEmulatorPage(await upstream.text());
      ctx.set('Content-Security-Policy', EMULATOR_PAGE_CSP);
    } else {
      ctx.body = Buffer.from(await upstream.arrayBuffer());
    }
  };
}
