import type { UserEntity } from '../users/user.entity';
import type { UserService } from '../users/user.service';
import type { VerifiedIdentity } from './identity-verifier';
import type { SessionService } from './session.service';

export interface SignInResult {
  user: UserEntity;
  /** The new session's secret token, for the cookie. */
  token: string;
  expiresAt: Date;
  /** Whether this sign-in ended the account's other sessions (its address was just proven). */
  otherSessionsEnded: boolean;
}

/**
 * Turns a verified identity into a session. The session the browser held before (if any) always
 * ends. When the sign-in proves an address that the account was made from without verification,
 * every other session of the account ends too: they may belong to whoever claimed the address
 * first, and only the proven owner keeps access.
 */
export class SignInService {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
  ) {}

  async signIn(
    identity: VerifiedIdentity,
    hints: { name?: string | undefined; profileImage?: string | null | undefined },
    previousToken: string | undefined,
  ): Promise<SignInResult> {
    const { user, addressProvenNow } = await this.users.upsertFromIdentity(identity, hints);
    if (previousToken) await this.sessions.end(previousToken);
    if (addressProvenNow) await this.sessions.endAllFor(user.id);
    const { token, expiresAt } = await this.sessions.start(user.id);
    return { user, token, expiresAt, otherSessionsEnded: addressProvenNow };
  }
}
