import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/data-source';
import { SessionEntity } from '../../../src/features/auth/session.entity';
import { SessionService } from '../../../src/features/auth/session.service';
import { UserEntity } from '../../../src/features/users/user.entity';
import { UserService } from '../../../src/features/users/user.service';

const DAY = 24 * 60 * 60_000;

describe('SessionService (SQLite)', () => {
  let dir: string;
  let dataSource: DataSource;
  let sessions: SessionService;
  let users: UserService;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-sessions-'));
    dataSource = await openDatabase({ kind: 'sqlite', file: path.join(dir, 'morsel.sqlite') });
    sessions = new SessionService(dataSource, 30 * DAY);
    users = new UserService(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const rows = () => dataSource.getRepository(SessionEntity).find();
  const newUser = (email: string) => users.create({ email, name: email.split('@')[0]! });

  it('hands out a random 256-bit token and stores only its SHA-256, expiring after the TTL', async () => {
    const user = await newUser('ada@example.com');
    const now = new Date('2026-03-01T00:00:00.000Z');
    const first = await sessions.start(user.id, now);
    const second = await sessions.start(user.id, now);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.token).not.toBe(first.token);
    expect(first.expiresAt).toEqual(new Date(now.getTime() + 30 * DAY));
    const stored = (await rows()).filter((row) => row.userId === user.id);
    expect(stored.map((row) => row.tokenHash).sort()).toEqual(
      [first.token, second.token].map((t) => createHash('sha256').update(t).digest('hex')).sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(first.token);
  });

  it('resolves a token to its user until it expires, then forgets it', async () => {
    const user = await newUser('grace@example.com');
    const { token, expiresAt } = await sessions.start(user.id);
    expect((await sessions.resolve(token))?.id).toBe(user.id);
    expect((await sessions.resolve(token, new Date(expiresAt.getTime() - 1)))?.id).toBe(user.id);
    expect(await sessions.resolve(token, expiresAt)).toBeNull();
    // The expired row is gone: even an earlier clock finds nothing now.
    expect(await sessions.resolve(token, new Date(expiresAt.getTime() - 1))).toBeNull();
  });

  it('takes a token of the wrong shape, or one never handed out, for no session', async () => {
    const user = await newUser('shape@example.com');
    const { token } = await sessions.start(user.id);
    for (const bad of ['', 'short', `${token}!`, token.slice(0, 19), 'x'.repeat(101), `../${token}`]) {
      expect(await sessions.resolve(bad), bad).toBeNull();
    }
    expect(await sessions.resolve('A'.repeat(43))).toBeNull();
  });

  it('ends one session, or every session of one user, leaving other users signed in', async () => {
    const alan = await newUser('alan@example.com');
    const other = await newUser('other@example.com');
    const [a1, a2, o1] = await Promise.all([
      sessions.start(alan.id),
      sessions.start(alan.id),
      sessions.start(other.id),
    ]);
    await sessions.end(a1!.token);
    expect(await sessions.resolve(a1!.token)).toBeNull();
    expect((await sessions.resolve(a2!.token))?.id).toBe(alan.id);
    await sessions.endAllFor(alan.id);
    expect(await sessions.resolve(a2!.token)).toBeNull();
    expect((await sessions.resolve(o1!.token))?.id).toBe(other.id);
  });

  it('ends a session when its user is deleted', async () => {
    const user = await newUser('gone@example.com');
    const { token } = await sessions.start(user.id);
    await dataSource.getRepository(UserEntity).delete({ id: user.id });
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('purges only the sessions expired by the given time, and says how many', async () => {
    const user = await newUser('purge@example.com');
    const now = new Date('2027-01-01T00:00:00.000Z');
    const old = await sessions.start(user.id, new Date(now.getTime() - 31 * DAY));
    const fresh = await sessions.start(user.id, now);
    const before = (await rows()).filter((row) => row.expiresAt < now).length;
    expect(await sessions.purgeExpired(now)).toBe(before);
    expect((await rows()).some((row) => row.expiresAt < now)).toBe(false);
    expect(await sessions.resolve(old.token, now)).toBeNull();
    expect((await sessions.resolve(fresh.token, now))?.id).toBe(user.id);
  });
});
