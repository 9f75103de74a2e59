import type { Context, Next } from 'koa';

/** The cookie that carries the session's secret token. */
export const SESSION_COOKIE = 'morsel_session';

/**
 * Who a session belongs to, as the HTTP layer hands it to the handlers. The HTTP layer knows users
 * only by this shape; the users feature's row fits it.
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  profileImage: string | null;
}

/** Finds the user behind a session token (the auth feature implements it). */
export interface SessionResolver {
  /** The user, or null when the token is unknown, expired or its user is gone. */
  resolve(token: string): Promise<SessionUser | null>;
}

/** Tells the browser to drop the session cookie (signing out, or the account is gone). */
export function clearSessionCookie(ctx: Context) {
  ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax', path: '/' });
}

/** Puts the session's user (or null) on `ctx.state.user`. Never rejects: routes decide. */
export function sessionMiddleware(sessions: SessionResolver) {
  return async (ctx: Context, next: Next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    ctx.state.user = token ? await sessions.resolve(token) : null;
    await next();
  };
}
