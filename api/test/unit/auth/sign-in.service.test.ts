import { describe, expect, it } from 'vitest';
import type { VerifiedIdentity } from '../../../src/features/auth/identity-verifier';
import type { SessionService } from '../../../src/features/auth/session.service';
import { SignInService } from '../../../src/features/auth/sign-in.service';
import type { UserEntity } from '../../../src/features/users/user.entity';
import type { UserService } from '../../../src/features/users/user.service';

const identity: VerifiedIdentity = {
  uid: 'google-123',
  email: 'ada@example.com',
  emailVerified: true,
  name: 'Ada',
  picture: null,
  provider: 'google.com',
};
const ada = { id: 'user-ada', email: 'ada@example.com' } as UserEntity;
const expiresAt = new Date('2026-04-01T00:00:00.000Z');

/** A sign-in over fake users and sessions that write down, in order, what was done to sessions. */
function signInWith(addressProvenNow: boolean) {
  const calls: string[] = [];
  const hintsSeen: unknown[] = [];
  const users = {
    upsertFromIdentity: async (_identity: VerifiedIdentity, hints: unknown) => {
      calls.push('upsert');
      hintsSeen.push(hints);
      return { user: ada, addressProvenNow };
    },
  } as unknown as UserService;
  const sessions = {
    end: async (token: string) => void calls.push(`end ${token}`),
    endAllFor: async (userId: string) => void calls.push(`endAllFor ${userId}`),
    start: async (userId: string) => {
      calls.push(`start ${userId}`);
      return { token: 'new-token', expiresAt };
    },
  } as unknown as SessionService;
  return { service: new SignInService(users, sessions), calls, hintsSeen };
}

describe('SignInService', () => {
  it('ends the session the browser held, then starts a new one for the account', async () => {
    const { service, calls } = signInWith(false);
    const result = await service.signIn(identity, {}, 'old-token');
    expect(calls).toEqual(['upsert', 'end old-token', 'start user-ada']);
    expect(result).toEqual({ user: ada, token: 'new-token', expiresAt, otherSessionsEnded: false });
  });

  it('ends nothing when the browser held no session', async () => {
    const { service, calls } = signInWith(false);
    await service.signIn(identity, {}, undefined);
    expect(calls).toEqual(['upsert', 'start user-ada']);
  });

  it('ends every other session of the account when this sign-in proves its address, before starting its own', async () => {
    const { service, calls } = signInWith(true);
    const result = await service.signIn(identity, {}, undefined);
    expect(calls).toEqual(['upsert', 'endAllFor user-ada', 'start user-ada']);
    expect(result.otherSessionsEnded).toBe(true);
  });

  it('passes the client’s name and picture on only as hints for the account', async () => {
    const { service, hintsSeen } = signInWith(false);
    await service.signIn(identity, { name: 'Hint', profileImage: null }, undefined);
    expect(hintsSeen).toEqual([{ name: 'Hint', profileImage: null }]);
  });
});
