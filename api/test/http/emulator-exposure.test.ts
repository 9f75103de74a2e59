import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { isSignInFlowRequest } from '../../src/http/auth-emulator-proxy';
import { startBanner } from '../../src/start-banner';
import { expectErrorBody } from '../support/contract-assertions';
import { TEST_PROJECT_ID, testEmulatorHost } from '../support/auth-emulator';
import { emulatorIdToken, startTestServer, testServerEnv, type TestServer } from '../support/harness';
import { freePort } from '../support/server-process';

/**
 * The embedded Auth emulator lets anyone who reaches it mint a token for any address, so: the
 * server stays on this machine unless ALLOW_NETWORK_SIGN_IN=true, and the app's own port forwards
 * only what the browser's sign-in flow needs, never the emulator's admin APIs.
 */
describe('where the server listens with the Auth emulator', () => {
  const emulatorEnv = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it('is 127.0.0.1 by default, every interface only when the network is allowed explicitly', () => {
    expect(loadConfig(emulatorEnv).listenAddress).toBe('127.0.0.1');
    expect(loadConfig(emulatorEnv).allowNetworkSignIn).toBe(false);
    const open = loadConfig({ ...emulatorEnv, ALLOW_NETWORK_SIGN_IN: 'true' });
    expect(open.listenAddress).toBe('0.0.0.0');
    expect(open.allowNetworkSignIn).toBe(true);
    expect(loadConfig({ ...emulatorEnv, ALLOW_NETWORK_SIGN_IN: 'true', HOST: '192.168.1.5' }).listenAddress).toBe(
      '192.168.1.5',
    );
  });

  it('refuses a HOST beyond this machine without the setting, naming it', () => {
    expect(() => loadConfig({ ...emulatorEnv, HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...emulatorEnv, HOST: '0.0.0.0' })).toThrow('ALLOW_NETWORK_SIGN_IN=true');
    expect(loadConfig({ ...emulatorEnv, HOST: 'localhost' }).listenAddress).toBe('localhost');
  });

  it('with real Firebase keeps listening everywhere by default', () => {
    const config = loadConfig({
      FIREBASE_API_KEY: `AIza${'x'.repeat(35)}`,
      FIREBASE_PROJECT_ID: 'morsel-prod',
    });
    expect(config.listenAddress).toBe('0.0.0.0');
  });

  it('says in the start-up banner how to open it to a network, and warns when it is open', () => {
    const closed = startBanner(loadConfig(emulatorEnv));
    expect(closed).toContain('http://127.0.0.1:3000');
    expect(closed).toContain('ALLOW_NETWORK_SIGN_IN=true');
    const open = startBanner(loadConfig({ ...emulatorEnv, ALLOW_NETWORK_SIGN_IN: 'true' }));
    expect(open).toContain('ANYONE ON THIS NETWORK CAN SIGN IN AS ANY USER');
  });

  it('a started server answers on 127.0.0.1 and not on the machine’s network addresses', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-listen-'));
    const port = await freePort();
    const env: Record<string, string | undefined> = {
      ...process.env,
      ...testServerEnv(dataDir, 'error'),
      PORT: String(port),
    };
    delete env.HOST;
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      for (let i = 0; i < 160 && !stdout.includes('Morsel is running'); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(stdout).toContain(`Morsel is running at http://127.0.0.1:${port}`);
      expect(stdout).toContain('ALLOW_NETWORK_SIGN_IN=true');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      const external = Object.values(os.networkInterfaces())
        .flat()
        .filter((address) => address && address.family === 'IPv4' && !address.internal)
        .map((address) => address!.address);
      for (const address of external) {
        await expect(fetch(`http://${address}:${port}/api/health`)).rejects.toThrow();
      }
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the sign-in emulator through the app', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const viaApp = (pathAndQuery: string, init: RequestInit = {}) => fetch(`${t.baseUrl}${pathAndQuery}`, init);
  const direct = (pathAndQuery: string, init: RequestInit = {}) =>
    fetch(`http://${testEmulatorHost()}${pathAndQuery}`, init);
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const owner = { authorization: 'Bearer owner' };
  const project = `/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}`;

  it('answers 404, in the Error shape, for every admin API the emulator itself would serve', async () => {
    await emulatorIdToken('victim@example.com');
    // The emulator itself lists every account to `Bearer owner`: the proof that the app must not forward it.
    const leak = await direct(`${project}/accounts:query`, json({ returnUserInfo: true }, owner));
    expect(leak.status).toBe(200);
    expect(JSON.stringify(await leak.json())).toContain('victim@example.com');

    const attacks: Array<[string, RequestInit]> = [
      [`${project}/accounts:query`, json({ returnUserInfo: true }, owner)],
      [`${project}/accounts:query`, json({ returnUserInfo: true })],
      [`${project}/accounts:batchGet?maxResults=100`, { headers: owner }],
      [`${project}/accounts:delete`, json({ localId: 'x' }, owner)],
      [`${project}/accounts:batchDelete`, json({ localIds: ['x'], force: true }, owner)],
      [`${project}/accounts`, json({ email: 'new@example.com' }, owner)],
      ['/identitytoolkit.googleapis.com/v1/accounts:lookup', json({ localId: ['x'] }, owner)],
      ['/identitytoolkit.googleapis.com/v1/accounts:update', json({ localId: 'x', email: 'a@b.c' }, owner)],
      ['/identitytoolkit.googleapis.com/v1/accounts:delete?key=k', json({ localId: 'x' })],
      ['/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k', json({ email: 'a@b.c', password: 'secret1' })],
      ['/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=k', json({ token: 'x' })],
      [`/emulator/v1/projects/${TEST_PROJECT_ID}/accounts`, { method: 'DELETE' }],
      [`/emulator/v1/projects/${TEST_PROJECT_ID}/config`, {}],
      [`/emulator/v1/projects/${TEST_PROJECT_ID}/oobCodes`, {}],
      ['/emulator/openapi.json', {}],
      ['/emulator/action?mode=resetPassword', {}],
      // Tells whether an address has an account: the popup never asks.
      ['/identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key=k', json({ identifier: 'victim@example.com' })],
      ['/identitytoolkit.googleapis.com/v2/projects/x/config', { headers: owner }],
    ];
    for (const [target, init] of attacks) {
      const res = await viaApp(target, init);
      expect(res.status, `${init.method ?? 'GET'} ${target}`).toBe(404);
      expectErrorBody(await res.json());
    }
  });

  it('forwards what the browser sign-in popup needs, without the emulator’s x-powered-by', async () => {
    const handler = await viaApp('/emulator/auth/handler?apiKey=demo-api-key&providerId=google.com');
    expect(handler.status).toBe(200);
    expect(handler.headers.get('content-type')).toContain('text/html');
    expect(handler.headers.get('x-powered-by')).toBeNull();
    expect(await handler.text()).not.toContain('https://unpkg.com'); // rewritten for offline use
    const iframe = await viaApp('/emulator/auth/iframe?apiKey=demo-api-key&appName=%5BDEFAULT%5D');
    expect(iframe.status).toBe(200);

    const claims = { sub: 'popup-user', email: 'popup@example.com', email_verified: true };
    const signIn = await viaApp(
      '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key',
      json({
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: t.baseUrl,
        returnSecureToken: true,
      }),
    );
    expect(signIn.status).toBe(200);
    const { idToken, refreshToken } = (await signIn.json()) as { idToken: string; refreshToken: string };

    const lookup = await viaApp(
      '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key',
      json({ idToken }),
    );
    expect(lookup.status).toBe(200);
    expect(JSON.stringify(await lookup.json())).toContain('popup@example.com');

    const refresh = await viaApp('/securetoken.googleapis.com/v1/token?key=demo-api-key', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
    });
    expect(refresh.status).toBe(200);
  });

  it('decides by method, exact path and the absence of an Authorization header', () => {
    expect(isSignInFlowRequest('GET', '/emulator/auth/handler', undefined)).toBe(true);
    expect(isSignInFlowRequest('HEAD', '/emulator/auth/handler', undefined)).toBe(true);
    expect(isSignInFlowRequest('POST', '/emulator/auth/handler', undefined)).toBe(false);
    expect(isSignInFlowRequest('GET', '/emulator/auth/handler/../../v1/projects', undefined)).toBe(false);
    expect(isSignInFlowRequest('POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp', undefined)).toBe(
      true,
    );
    expect(
      isSignInFlowRequest('POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp', 'Bearer owner'),
    ).toBe(false);
    expect(isSignInFlowRequest('POST', '/identitytoolkit.googleapis.com/v1/accounts:query', undefined)).toBe(false);
  });
});
