import { createHash, randomBytes } from 'node:crypto';
import { LessThan, type DataSource } from 'typeorm';
import type { SessionResolver } from '../../http/session';
import { type UserEntity } from '../users/user.entity';
import { SessionEntity } from './session.entity';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: a random token in the cookie, its SHA-256 in the database. */
export class SessionService implements SessionResolver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ttlMs: number,
  ) {}

  private get sessions() {
    return this.dataSource.getRepository(SessionEntity);
  }

  /** Starts a session and returns the secret token for the cookie. */
  async start(userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await this.sessions.insert({ tokenHash: hashToken(token), userId, expiresAt });
    return { token, expiresAt };
  }

  /** The user behind a cookie token, or null when it is unknown, expired or its user is gone. */
  async resolve(token: string, now = new Date()): Promise<UserEntity | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const session = await this.sessions.findOne({
      where: { tokenHash: hashToken(token) },
      relations: { user: true },
    });
    if (!session?.user) return null;
    if (session.expiresAt.getTime() <= now.getTime()) {
      await this.sessions.delete({ tokenHash: session.tokenHash });
      return null;
    }
    return session.user;
  }

  async end(token: string): Promise<void> {
    await this.sessions.delete({ tokenHash: hashToken(token) });
  }

  /** Ends every session of a user (e.g. after the identity provider revoked them). */
  async endAllFor(userId: string): Promise<void> {
    await this.sessions.delete({ userId });
  }

  async purgeExpired(now = new Date()): Promise<number> {
    const result = await this.sessions.delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
  }
}
