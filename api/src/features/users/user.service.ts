import { serverMessage } from '@rules/errors/server-messages';
import { randomUUID } from 'node:crypto';
import { QueryFailedError, type DataSource } from 'typeorm';
import { NotAuthenticatedError } from '../../errors';
import type { VerifiedIdentity } from '../auth/identity-verifier';
import { normalizeEmail } from './email';
import { UserEntity } from './user.entity';

export interface NewUser {
  email: string;
  name: string;
  profileImage?: string | null;
  firebaseUid?: string | null;
  /** Whether the address is vouched for; accounts the operator makes (seed, import) are. */
  emailVerified?: boolean;
}

/** The account a sign-in lands on, and whether that sign-in just proved an address claimed unverified. */
export interface SignInAccount {
  user: UserEntity;
  /**
   * True when the account was made from a sign-in whose address the provider had not verified, and
   * this sign-in verified it: whoever holds the account's other sessions may not be its owner.
   */
  addressProvenNow: boolean;
}

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  private get users() {
    return this.dataSource.getRepository(UserEntity);
  }

  async create(input: NewUser): Promise<UserEntity> {
    const user = this.users.create({
      id: randomUUID(),
      email: normalizeEmail(input.email),
      emailVerified: input.emailVerified ?? true,
      name: input.name,
      profileImage: input.profileImage ?? null,
      firebaseUid: input.firebaseUid ?? null,
    });
    return this.users.save(user);
  }

  /**
   * The app user for a verified identity, created on first sign-in. Accounts are keyed by the
   * provider's stable user id; an e-mail address finds an account only when the provider has
   * verified it:
   * - an unverified claim on an address that has an account is refused, whether or not that
   *   account has signed in with a provider before (seeded and imported accounts have not);
   * - an unverified claim on a new address makes a new account, marked unverified;
   * - a verified identity that meets an account made from an unverified claim (the same provider
   *   user now verified, or another provider user with the address) takes the account over, and
   *   `addressProvenNow` tells the caller to end the account's other sessions.
   * Identity comes from the token; `hints` (the browser's profile data) only fill in what it lacks.
   */
  async upsertFromIdentity(
    identity: VerifiedIdentity,
    hints: { name?: string | undefined; profileImage?: string | null | undefined } = {},
  ): Promise<SignInAccount> {
    const email = normalizeEmail(identity.email);
    for (let attempt = 0; ; attempt++) {
      let user = await this.users.findOneBy({ firebaseUid: identity.uid });
      if (!user) {
        const sameEmail = await this.users.findOneBy({ email });
        if (sameEmail && !identity.emailVerified) {
          throw new NotAuthenticatedError('email_unverified', serverMessage('auth.emailUnverified'));
        }
        user = sameEmail;
      }
      const name = identity.name ?? hints.name?.trim() ?? user?.name ?? email.split('@')[0]!;
      const profileImage = identity.picture ?? hints.profileImage ?? user?.profileImage ?? null;
      try {
        if (!user) {
          const created = await this.create({
            email,
            name,
            profileImage,
            firebaseUid: identity.uid,
            emailVerified: identity.emailVerified,
          });
          return { user: created, addressProvenNow: false };
        }
        const addressProvenNow = identity.emailVerified && !user.emailVerified;
        Object.assign(user, {
          firebaseUid: identity.uid,
          email,
          emailVerified: user.emailVerified || identity.emailVerified,
          name,
          profileImage,
        });
        return { user: await this.users.save(user), addressProvenNow };
      } catch (error) {
        // Two first sign-ins at once: the other one created the row; take it.
        if (error instanceof QueryFailedError && attempt === 0) continue;
        throw error;
      }
    }
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }
}
