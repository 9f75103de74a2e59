import { notImplemented, unauthorized } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { Services } from '../deps';
import { SESSION_COOKIE } from './session.service';

export function authHandlers({ users, sessions }: Services): Pick<Handlers, 'login' | 'getCurrentUser' | 'logout'> {
  return {
    async login() {
      // Verifying the Firebase ID token with firebase-admin belongs to the
      // sign-in issue; until then no one can sign in, and we say so.
      throw notImplemented('Sign-in');
    },

    async getCurrentUser({ user }) {
      if (!user) throw unauthorized();
      return { status: 200, body: await users.toAppUser(user) };
    },

    async logout({ ctx }) {
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (token) await sessions.end(token);
      ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax' });
      return { status: 204, body: undefined };
    },
  };
}
