import { randomUUID } from 'node:crypto';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { User } from '../../generated/types.gen';
import { NotAuthenticatedError } from '../../errors';
import type { VerifiedIdentity } from '../auth/identity-verifier';
import { ScanEntity } from '../scans/scan.entity';
import { UserEntity } from './user.entity';

export interface NewUser {
  email: string;
  name: string;
  profileImage?: string | null;
  firebaseUid?: string | null;
}

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  private get users() {
    return this.dataSource.getRepository(UserEntity);
  }

  async create(input: NewUser): Promise<UserEntity> {
    const user = this.users.create({
      id: randomUUID(),
      email: input.email.toLowerCase(),
      name: input.name,
      profileImage: input.profileImage ?? null,
      firebaseUid: input.firebaseUid ?? null,
    });
    return this.users.save(user);
  }

  /**
   * The app user for a verified identity, created on first sign-in. Identity
   * comes from the token; `hints` (the browser's profile data) only fill in
   * what the token lacks.
   */
  async upsertFromIdentity(
    identity: VerifiedIdentity,
    hints: { name?: string | undefined; profileImage?: string | null | undefined } = {},
  ): Promise<UserEntity> {
    for (let attempt = 0; ; attempt++) {
      let user = await this.users.findOneBy({ firebaseUid: identity.uid });
      if (!user) {
        const sameEmail = await this.users.findOneBy({ email: identity.email });
        if (sameEmail && !identity.emailVerified) {
          // Never hand an existing account to an unverified claim on its address, whether or not
          // the account has signed in with a provider before (seeded and imported accounts have not).
          throw new NotAuthenticatedError(
            'email_unverified',
            'Verify your e-mail address with your sign-in provider first.',
          );
        }
        user = sameEmail;
      }
      const name = identity.name ?? hints.name?.trim() ?? user?.name ?? identity.email.split('@')[0]!;
      const profileImage = identity.picture ?? hints.profileImage ?? user?.profileImage ?? null;
      try {
        if (!user) return await this.create({ email: identity.email, name, profileImage, firebaseUid: identity.uid });
        Object.assign(user, { firebaseUid: identity.uid, email: identity.email, name, profileImage });
        return await this.users.save(user);
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

  /** The app user as the screens read it, with the live scan count. */
  async toAppUser(user: UserEntity): Promise<User> {
    const totalScans = await this.dataSource.getRepository(ScanEntity).countBy({ userId: user.id });
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      profileImage: user.profileImage,
      totalScans,
    };
  }
}
