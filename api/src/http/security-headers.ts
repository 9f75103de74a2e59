import type { Context, Next } from 'koa';

/** Baseline headers on every answer; the hardening issue replaces this with a full CSP via koa-helmet. */
export function securityHeaders() {
  return async (ctx: Context, next: Next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // SAMEORIGIN, not DENY: the embedded sign-in helper is a same-origin iframe.
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    await next();
  };
}
