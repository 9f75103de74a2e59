import { serverMessage } from '@rules/errors/server-messages';
import type { Context, Next } from 'koa';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for state-changing API calls: a browser always sends Origin
 * on them, and it must be this app's own origin (or one configured in
 * ALLOWED_ORIGINS). Requests without Origin come from non-browser clients,
 * which cannot ride on a visitor's cookies. SameSite=Lax cookies back this up.
 */
export function originCheck(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, '')));
  return async (ctx: Context, next: Next) => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    const origin = ctx.get('origin');
    const fetchSite = ctx.get('sec-fetch-site');
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    const originOk = !origin || origin === ownOrigin || allowed.has(origin);
    const siteOk = fetchSite !== 'cross-site' || (origin !== '' && allowed.has(origin));
    if (!originOk || !siteOk) {
      throw new HttpError(403, 'origin_rejected', serverMessage('request.otherSite'));
    }
    await next();
  };
}
