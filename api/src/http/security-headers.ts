import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'koa-helmet';
import type { AppConfig } from '../config';

/** Where sign-in providers host profile photos (shown on the Profile screen). */
const PROFILE_PHOTO_HOSTS = ['https://*.googleusercontent.com', 'https://graph.facebook.com', 'https://*.fbsbx.com'];

/**
 * The Content-Security-Policy for the app's pages, as directives (exported for tests and docs).
 * Scripts only from our origin (no eval, and no inline script but those the build itself wrote
 * into the app's page, allowed by their hashes); 'wasm-unsafe-eval' lets the SDK test
 * page compile onnxruntime-web's WebAssembly. Styles allow inline attributes because React and
 * Radix set style props. With real Firebase, its sign-in needs Google's gapi script, the
 * project's auth domain in a frame (popup/redirect helper) and the token endpoints; in emulator
 * mode all of that is served from our own origin (see auth-emulator-proxy.ts).
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'auth' | 'env'>, inlineScriptHashes: string[] = []) {
  const firebase = config.auth.mode === 'firebase';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      "'wasm-unsafe-eval'",
      ...inlineScriptHashes,
      ...(firebase ? ['https://apis.google.com'] : []),
    ],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...PROFILE_PHOTO_HOSTS],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: [
      "'self'",
      ...(firebase
        ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://apis.google.com']
        : []),
    ],
    frameSrc: ["'self'", ...(firebase ? [`https://${config.auth.authDomain}`] : [])],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    ...(config.env === 'production' ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Security headers on every answer, errors included (helmet via koa-helmet): the CSP above,
 * HSTS in production (behind HTTPS), nosniff, a referrer policy and a same-origin frame policy.
 * Network mode (`--lan`) serves HTTPS too but sends no HSTS: its certificate is self-made, and HSTS
 * would forbid the one-time click through the phone's certificate warning (locking the phone out
 * for a year), while browsers ignore HSTS on the IP address the phone opens anyway (RFC 6797).
 * SAMEORIGIN, not DENY: Firebase's sign-in helper is a same-origin iframe. The opener policy
 * allows popups, which Firebase's signInWithPopup needs to hand the result back.
 */
export function securityHeaders(config: Pick<AppConfig, 'auth' | 'env'>, inlineScriptHashes: string[] = []) {
  const production = config.env === 'production';
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, inlineScriptHashes) },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The emulator's own sign-in helper pages (emulator mode only, never production) carry an inline
 * script we do not control; they get this looser policy instead of the app's.
 */
export const EMULATOR_PAGE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built app page (the theme set before
 * the first paint), read once as the server starts: every page the build derives from it carries
 * them. None when the frontend is not built.
 */
export function builtInlineScriptHashes(webDistDir: string | null): string[] {
  const indexFile = webDistDir && path.join(webDistDir, 'index.html');
  if (!indexFile || !fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([^<]+)<\/script>/g)].map(
    ([, code]) => `'sha256-${crypto.createHash('sha256').update(code!).digest('base64')}'`,
  );
}
