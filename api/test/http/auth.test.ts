import { getAuth } from 'firebase-admin/auth';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContractAnswer, expectErrorBody } from '../support/contract-assertions';
import { TEST_PROJECT_ID } from '../support/auth-emulator';
import { getCurrentUser, logout } from '../../../frontend/src/client';
import {
  craftToken,
  emulatorIdToken,
  loginWithToken,
  startTestServer,
  testDatabases,
  type TestServer,
} from '../support/harness';

describe('sign-in with Firebase ID tokens (Auth emulator)', () => {
  let t: TestServer;
  const currentUser = async (cookie: string) =>
    (await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie } })).json() as Promise<unknown>;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs in with a valid token: upserts the user from the token and sets a session cookie', async () => {
    const { idToken } = await emulatorIdToken('ada@example.com', { name: 'Ada Lovelace' });
    const res = await loginWithToken(t.baseUrl, idToken, { email: 'Ada@Example.com', name: 'Ignored Hint' });
    expect(res.status).toBe(200);
    expectContractAnswer('login', 200, res.body);
    expect(res.body).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', totalScans: 0 });
    expect(res.setCookie).toMatch(/morsel_session=[\w-]{40,}/);
    expect(res.setCookie).toMatch(/httponly/i);
    expect(res.setCookie).toMatch(/samesite=lax/i);
    expect(res.setCookie).not.toMatch(/secure/i); // Secure only in production

    const me = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie: res.cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'ada@example.com' });
  });

  it('never attaches an unverified e-mail to an existing account, even one with no provider yet', async () => {
    const seeded = await t.services.users.create({ email: 'seeded@example.com', name: 'Seeded' });
    const claim = await emulatorIdToken('seeded@example.com', { uid: 'attacker-uid', emailVerified: false });
    const refused = await loginWithToken(t.baseUrl, claim.idToken);
    expect(refused.status).toBe(401);
    expectErrorBody(refused.body);
    expect(refused.cookie).toBe('');
    expect((await t.services.users.findById(seeded.id))?.firebaseUid).toBeNull();

    // The owner, with a verified address, gets the account.
    const owner = await loginWithToken(t.baseUrl, (await emulatorIdToken('seeded@example.com')).idToken);
    expect(owner.status).toBe(200);
    expect((owner.body as { id: string }).id).toBe(seeded.id);
    // An unverified claim on a new address still makes a new account of its own.
    const fresh = await emulatorIdToken('new-unverified@example.com', { emailVerified: false });
    expect((await loginWithToken(t.baseUrl, fresh.idToken)).status).toBe(200);
  });

  it('ends every other session when an account made from an unverified address is verified (same provider account)', async () => {
    const email = 'victim-same-uid@example.com';
    // The attacker claims the address first, unverified: that makes a new account and a session.
    const attacker = await loginWithToken(
      t.baseUrl,
      (await emulatorIdToken(email, { uid: 'fb-attacker-1', emailVerified: false })).idToken,
    );
    expect(attacker.status).toBe(200);
    expect(attacker.body).toMatchObject({ otherSessionsEnded: false });
    // The owner signs in with a provider that verifies the address; Firebase links it to the same uid.
    const owner = await loginWithToken(t.baseUrl, (await emulatorIdToken(email)).idToken);
    expect(owner.status).toBe(200);
    expectContractAnswer('login', 200, owner.body);
    expect((owner.body as { id: string }).id).toBe((attacker.body as { id: string }).id);
    expect(owner.body).toMatchObject({ otherSessionsEnded: true });
    expect(await currentUser(attacker.cookie)).toBeNull();
    expect(await currentUser(owner.cookie)).toMatchObject({ email });
    // Once verified, later sign-ins leave the other sessions alone.
    const again = await loginWithToken(t.baseUrl, (await emulatorIdToken(email)).idToken);
    expect(again.body).toMatchObject({ otherSessionsEnded: false });
    expect(await currentUser(owner.cookie)).toMatchObject({ email });
  });

  it('ends every session of an account made from an unverified address when a verified identity claims it', async () => {
    const email = 'victim-other-uid@example.com';
    const claim = await emulatorIdToken(email, { uid: 'fb-attacker-2', emailVerified: false });
    const attacker = await loginWithToken(t.baseUrl, claim.idToken);
    expect(attacker.status).toBe(200);
    // The provider account behind the claim moves to another address, so the owner's verified
    // sign-in arrives as a different provider user with the same e-mail.
    const admin = initializeApp({ projectId: TEST_PROJECT_ID }, 'mover');
    try {
      await getAuth(admin).updateUser(claim.uid, { email: 'elsewhere-2@example.com' });
    } finally {
      await deleteApp(admin);
    }
    const ownerToken = await emulatorIdToken(email, { uid: 'google-owner-2' });
    expect(ownerToken.uid).not.toBe(claim.uid);
    const owner = await loginWithToken(t.baseUrl, ownerToken.idToken);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ email, otherSessionsEnded: true });
    expect(await currentUser(attacker.cookie)).toBeNull();
    const account = await t.services.users.findById((owner.body as { id: string }).id);
    expect(account).toMatchObject({ firebaseUid: ownerToken.uid, emailVerified: true });
  });

  it('trims and lower-cases the token’s e-mail before any row is written: a look-alike is the same account', async () => {
    const spaced = await loginWithToken(t.baseUrl, (await emulatorIdToken(' Trail@Example.com ')).idToken);
    expect(spaced.status).toBe(200);
    expectContractAnswer('login', 200, spaced.body);
    expect(spaced.body).toMatchObject({ email: 'trail@example.com' });
    const plain = await loginWithToken(t.baseUrl, (await emulatorIdToken('trail@example.com')).idToken, {
      email: 'TRAIL@example.com',
    });
    expect(plain.status).toBe(200);
    expect((plain.body as { id: string }).id).toBe((spaced.body as { id: string }).id);
  });

  it('signs the same person in to the same account every time', async () => {
    const first = await loginWithToken(t.baseUrl, (await emulatorIdToken('same@example.com')).idToken);
    const second = await loginWithToken(t.baseUrl, (await emulatorIdToken('same@example.com')).idToken);
    expect((first.body as { id: string }).id).toBe((second.body as { id: string }).id);
  });

  it('rejects a body e-mail that disagrees with the token', async () => {
    const { idToken } = await emulatorIdToken('mallory@example.com');
    const res = await loginWithToken(t.baseUrl, idToken, { email: 'victim@example.com' });
    expect(res.status).toBe(403);
    expectContractAnswer('login', 403, res.body);
    expect(res.cookie).toBe('');
  });

  it('refuses a missing, garbage or forged token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const foreign = craftToken({
      iss: 'https://securetoken.google.com/demo-someone-else',
      aud: 'demo-someone-else',
      sub: 'x',
      user_id: 'x',
      email: 'x@example.com',
      iat: now,
      exp: now + 3600,
      auth_time: now,
      firebase: { sign_in_provider: 'google.com', identities: {} },
    });
    const noHeader = await fetch(`${t.baseUrl}/api/auth/login`, { method: 'POST' });
    expect(noHeader.status).toBe(401);
    expectErrorBody(await noHeader.json());
    for (const token of ['garbage-token-garbage-token', foreign]) {
      const res = await loginWithToken(t.baseUrl, token);
      expect(res.status, token).toBe(401);
      expectContractAnswer('login', 401, res.body);
    }
  });

  it('refuses an expired token', async () => {
    const { uid } = await emulatorIdToken('late@example.com');
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = craftToken({
      iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
      aud: TEST_PROJECT_ID,
      sub: uid,
      user_id: uid,
      email: 'late@example.com',
      email_verified: true,
      iat: past,
      exp: past + 3600,
      auth_time: past,
      firebase: { sign_in_provider: 'google.com', identities: {} },
    });
    const res = await loginWithToken(t.baseUrl, expired);
    expect(res.status).toBe(401);
    expect((res.body as { error: { message: string } }).error.message).toMatch(/expired/);
  });

  it('refuses a revoked token', async () => {
    const admin = initializeApp({ projectId: TEST_PROJECT_ID }, 'revoker');
    try {
      const { idToken, uid } = await emulatorIdToken('revoked@example.com');
      await new Promise((r) => setTimeout(r, 1100)); // revocation has one-second resolution
      await getAuth(admin).revokeRefreshTokens(uid);
      const res = await loginWithToken(t.baseUrl, idToken);
      expect(res.status).toBe(401);
      expect((res.body as { error: { message: string } }).error.message).toMatch(/revoked/);
    } finally {
      await deleteApp(admin);
    }
  });

  it('logout ends the session at once, server-side', async () => {
    const { cookie } = await loginWithToken(t.baseUrl, (await emulatorIdToken('bye@example.com')).idToken);
    const out = await fetch(`${t.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    const me = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toBeNull();
  });

  it('answers a visitor with no session as signed out (null), not as an error', async () => {
    const visitors: Record<string, string>[] = [{}, { cookie: 'morsel_session=not-a-real-session-token-at-all' }];
    for (const headers of visitors) {
      const me = await fetch(`${t.baseUrl}/api/auth/me`, { headers });
      expect(me.status).toBe(200);
      expect(await me.json()).toBeNull();
    }
  });

  it('refuses state-changing requests from another origin (CSRF)', async () => {
    const { cookie } = await loginWithToken(t.baseUrl, (await emulatorIdToken('csrf@example.com')).idToken);
    const evil = await fetch(`${t.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expectContractAnswer('logout', 403, await evil.json());
    const crossSite = await fetch(`${t.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    // The session survived both attempts; the app's own origin may log out.
    expect((await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    const own = await fetch(`${t.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie, origin: t.baseUrl } });
    expect(own.status).toBe(204);
  });

  it('serves the client configuration publicly', async () => {
    const res = await fetch(`${t.baseUrl}/api/auth/config`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expectContractAnswer('getAuthConfig', 200, body);
    expect(body).toMatchObject({ mode: 'emulator', projectId: TEST_PROJECT_ID });
  });
});

/** getCurrentUser, logout and login's body: a session on either database. */
describe.each(await testDatabases())('sessions on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const raw = (path: string, init?: RequestInit) => fetch(`${t.baseUrl}${path}`, init);

  it('answers getCurrentUser with null when signed out (not an error) and the user when signed in', async () => {
    const anonymous = await getCurrentUser({ client: t.client });
    expect(anonymous.response!.status).toBe(200);
    expect(anonymous.data).toBeNull();
    expectContractAnswer('getCurrentUser', 200, anonymous.data);

    const session = await t.signIn('me@example.com');
    const me = await getCurrentUser({ client: t.client, headers: session.headers });
    expect(me.response!.status).toBe(200);
    expect(me.data).toMatchObject({ id: session.userId, email: 'me@example.com', totalScans: 0, profileImage: null });
    expectContractAnswer('getCurrentUser', 200, me.data);
  });

  it('takes a forged or malformed session cookie for no session at all', async () => {
    for (const cookie of [
      'morsel_session=forged-token-forged-token-x',
      'morsel_session=../../etc/passwd',
      'morsel_session=',
    ]) {
      const res = await getCurrentUser({ client: t.client, headers: { Cookie: cookie } });
      expect(res.response!.status).toBe(200);
      expect(res.data).toBeNull();
      const scans = await raw('/api/scans/anything', { headers: { Cookie: cookie } });
      expect(scans.status).toBe(401);
    }
  });

  it('ends the session on logout', async () => {
    const session = await t.signIn();
    const out = await logout({ client: t.client, headers: session.headers });
    expect(out.response!.status).toBe(204);
    expect(out.response!.headers.get('set-cookie')).toMatch(/morsel_session=;/);
    const after = await getCurrentUser({ client: t.client, headers: session.headers });
    expect(after.response!.status).toBe(200);
    expect(after.data).toBeNull();
  });

  it('validates the login body against the contract', async () => {
    const res = await raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email', admin: true }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.map((d) => d.path)).toContain('body.email');
    expect(body.error.details.map((d) => d.path)).toContain('body.admin'); // not a field of the contract
  });
});
