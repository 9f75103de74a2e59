import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import zlib from 'node:zlib';
import serve from 'koa-static';
import { pageWithDrawing, type DrawScreen } from './drawn-screens';
import { isLanguage } from './language';
import { screenPages } from './screen-pages';
import { SESSION_COOKIE } from './session';
import { VISITOR_FALLBACK_LANGUAGE, visitorPageFile } from '../../../rules/pages/visitor-pages';
import { acceptedLanguages } from './visitor-pages';
import { acceptedLanguageTags } from '../../../rules/preferences/accept-language';
import type { Language } from '../generated/types.gen';

/**
 * An HTML page made for one request, in the encoding the browser takes best (Brotli, then gzip, at
 * a quick level: it is made on every such request), else as it is; it says it varies by that.
 */
function sendHtml(ctx: Context, html: string) {
  ctx.vary('Accept-Encoding');
  ctx.type = 'html';
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  const bytes = Buffer.from(html);
  if (encoding === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.body = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  } else if (encoding === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = zlib.gzipSync(bytes, { level: 6 });
  } else {
    ctx.body = bytes;
  }
}

/**
 * Serves the installed model files under /models/ (the browser's on-device recognition loads them).
 * Only .onnx files; a missing model is a plain 404 that the page explains.
 */
export function modelAssets(modelsDir: string) {
  const files = serve(modelsDir, { index: false, maxage: 7 * 24 * 60 * 60 * 1000 });
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/models/') || !ctx.path.endsWith('.onnx')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const original = ctx.path;
    ctx.path = original.slice('/models'.length);
    try {
      await files(ctx, async () => undefined);
    } finally {
      ctx.path = original;
    }
    if (ctx.body == null && ctx.status === 404) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'The model is not installed. Run `npm run models:install`.';
    }
  };
}

/**
 * Serves the built frontend, with index.html for every other GET so that
 * client-side routes (/history, /results/abc) survive a reload. /api paths
 * never reach this.
 *
 * Without a session cookie, `/`, `/help` and `/login` are the pages the build drew as static HTML
 * (`visitor/<language>/*.html`: the landing page and Help with no React, a 2 KB script; sign-in
 * with only what signing in needs, not the app), so a
 * visitor's first visit shows at once, in the first language of the browser's `Accept-Language`
 * the build drew (else English); with one, the app (at `/` the scanner, or the landing page if the
 * session has ended). Those answers vary by `Accept-Language` and `Cookie`. With a session, a
 * signed-in screen's path (`/history`, `/results/<id>`) gets the build's copy of the app page that
 * also names that screen's scripts and styles, so they load beside the app's own, and for the
 * scanner, a result, History and Training carries the screen's first drawing in the browser's
 * language (`app/<language>/<screen>.html`, see `screenPages`); those answers vary by `Cookie`
 * too, and by `Accept-Language` when drawn. A drawn page `drawScreen` can draw with the user's own
 * data (a result with its scan) is sent with that drawing and the data instead, in the account's
 * language where it chose one, kept by no cache (`Cache-Control: private, no-store`), compressed
 * as it is sent. Once the service worker is installed it answers navigations itself: with the same
 * drawn pages at `/` and `/help` while the last answer it kept says nobody is signed in, else with
 * the app.
 *
 * Text files are sent as the build's Brotli or gzip copy (`app.js.br`, `app.js.gz`) when the
 * browser accepts that encoding, else as they are; every answer says it varies by
 * `Accept-Encoding`, so a shared cache never hands a Brotli body to a browser that did not ask
 * for one.
 */
export function staticFrontend(distDir: string, { drawScreen }: { drawScreen?: DrawScreen } = {}) {
  const indexFile = path.join(distDir, 'index.html');
  const screenPage = screenPages(distDir, VISITOR_FALLBACK_LANGUAGE);
  const assets = serve(distDir, { index: false, maxage: 0, gzip: true, brotli: true });
  /**
   * The screen's page in the language the request's own drawing was made in, with that drawing in
   * it; null when there is nothing to draw, or no page drawn in that language to put it in.
   */
  const pageDrawnForRequest = async (route: string, language: Language, token: string, device: string[]) => {
    const drawing = drawScreen && (await drawScreen(route, language, token, device));
    const page = drawing && screenPage(route, [drawing.language]);
    if (!drawing || page?.drawnIn !== drawing.language) return null;
    try {
      // Read on each request, not kept: a rebuild in place is picked up as the assets are.
      return pageWithDrawing(await fs.promises.readFile(path.join(distDir, page.file), 'utf8'), drawing);
    } catch {
      return null;
    }
  };
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    await assets(ctx, async () => undefined);
    if (ctx.body != null || ctx.status !== 404) {
      ctx.vary('Accept-Encoding');
      // Hashed build assets never change; cache them for a year.
      if (ctx.path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      return;
    }
    if (path.extname(ctx.path)) return next(); // a missing file, not a route
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The frontend is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    // A client-side route: the page itself, negotiated like any other file.
    const route = ctx.path;
    const drawn = (language: string) => {
      const file = visitorPageFile(route, language);
      return file && fs.existsSync(path.join(distDir, file)) ? file : null;
    };
    const forVisitor = drawn(VISITOR_FALLBACK_LANGUAGE) !== null;
    const signedIn = Boolean(ctx.cookies.get(SESSION_COOKIE));
    const languages = acceptedLanguages(ctx.get('Accept-Language'));
    const visitorPage =
      forVisitor && !signedIn
        ? [...languages, VISITOR_FALLBACK_LANGUAGE].map(drawn).find((file) => file !== null)
        : undefined;
    const forScreen = screenPage(route, languages);
    const sessionToken = ctx.cookies.get(SESSION_COOKIE);
    const drawnIn = forScreen?.drawnIn;
    const ownPage =
      ctx.method === 'GET' && sessionToken && drawnIn && isLanguage(drawnIn)
        ? await pageDrawnForRequest(route, drawnIn, sessionToken, acceptedLanguageTags(ctx.get('Accept-Language')))
        : null;
    if (ownPage !== null) {
      // Drawn with the user's own data: kept by no cache (as the API's answers are), and compressed
      // as it is sent.
      sendHtml(ctx, ownPage);
      ctx.vary('Accept-Language');
      ctx.vary('Cookie');
      ctx.set('Cache-Control', 'private, no-store');
      return;
    }
    ctx.path = `/${visitorPage ?? (signedIn ? forScreen?.file : null) ?? 'index.html'}`;
    try {
      await assets(ctx, async () => undefined);
    } finally {
      ctx.path = route;
    }
    ctx.vary('Accept-Encoding');
    if (forVisitor || drawnIn) ctx.vary('Accept-Language');
    if (forVisitor || forScreen) ctx.vary('Cookie');
    ctx.set('Cache-Control', 'no-cache');
  };
}
