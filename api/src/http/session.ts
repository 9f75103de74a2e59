import type { Context, Next } from 'koa';
import { SESSION_COOKIE, type SessionService } from '../features/auth/session.service';

/** Puts the session's user (or null) on `ctx.state.user`. Never rejects: routes decide. */
export function sessionMiddleware(sessions: SessionService) {
  return async (ctx: Context, next: Next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    ctx.state.user = token ? await sessions.resolve(token) : null;
    await next();
  };
}
