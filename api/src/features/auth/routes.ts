import { serverMessage } from '@rules/errors/server-messages';
import { HttpError, unauthorized } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { AppConfig } from '../../config';
import type { User } from '../../generated/types.gen';
import type { RateLimiter } from '../../http/rate-limit';
import { clearSessionCookie, SESSION_COOKIE } from '../../http/session';
import { normalizeEmail } from '../users/email';
import type { ScanService } from '../scans/scan.service';
import type { UserEntity } from '../users/user.entity';
import type { IdentityVerifier } from './identity-verifier';
import type { SessionService } from './session.service';
import type { SignInService } from './sign-in.service';

const BEARER = /^Bearer ([\w.-]{20,4096})$/;

export function authHandlers({
  scans,
  sessions,
  signIns,
  identity,
  rateLimiter,
  config,
}: {
  scans: Pick<ScanService, 'countFor'>;
  sessions: SessionService;
  signIns: SignInService;
  identity: IdentityVerifier;
  rateLimiter: RateLimiter;
  config: AppConfig;
}): Pick<Handlers, 'getAuthConfig' | 'login' | 'getCurrentUser' | 'logout'> {
  /** The app user as the screens read it, with the live scan count. */
  const appUser = async (user: Pick<UserEntity, 'id' | 'name' | 'email' | 'profileImage'>): Promise<User> => ({
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: user.profileImage,
    totalScans: await scans.countFor(user.id),
  });

  return {
    async getAuthConfig({ ctx }) {
      const auth = config.auth;
      return {
        status: 200,
        body: {
          mode: auth.mode,
          apiKey: auth.apiKey,
          projectId: auth.projectId,
          // The emulator is reached through this server's own origin (see auth-emulator-proxy.ts).
          authDomain: auth.mode === 'emulator' ? ctx.host : auth.authDomain,
          appId: auth.appId,
        },
      };
    },

    async login({ ctx, body }) {
      const match = BEARER.exec(ctx.get('authorization'));
      if (!match) throw unauthorized(serverMessage('auth.sendBearerToken'));
      const verified = await identity.verify(match[1]!);
      // Only a verified token spends its account's sign-in budget (the client address's is spent by
      // every attempt, before this handler).
      await rateLimiter.spendForAccounts('login', [`uid:${verified.uid}`, `email:${verified.email}`]);
      if (body.email && normalizeEmail(body.email) !== verified.email) {
        throw new HttpError(403, 'email_mismatch', serverMessage('auth.emailMismatch'));
      }
      const { user, token, expiresAt, otherSessionsEnded } = await signIns.signIn(
        verified,
        { name: body.name, profileImage: body.profileImage },
        ctx.cookies.get(SESSION_COOKIE),
      );
      ctx.cookies.set(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        // Secure in production, and on any request that came over HTTPS (network mode's own TLS).
        secure: config.session.secureCookie || ctx.secure,
        expires: expiresAt,
        path: '/',
        overwrite: true,
      });
      return { status: 200, body: { ...(await appUser(user)), otherSessionsEnded } };
    },

    async getCurrentUser({ user }) {
      return { status: 200, body: user ? await appUser(user) : null };
    },

    async logout({ ctx }) {
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (token) await sessions.end(token);
      clearSessionCookie(ctx);
      return { status: 204, body: undefined };
    },
  };
}
