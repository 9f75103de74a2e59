import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/data-source';
import { ensureLanCertificate } from '../../src/lan/lan-mode';
import { createLogger } from '../../src/logger';
import { emulatorIdToken, testServerEnv } from '../support/harness';

/** Network mode serves HTTPS with a certificate of its own making, outside production. */
describe('the app over HTTPS in network mode (development)', () => {
  let server: https.Server;
  let dataDir: string;
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-lan-'));
    const config = loadConfig({ ...testServerEnv(dataDir, 'silent'), NODE_ENV: 'development' });
    const dataSource = await openDatabase(config.database);
    const { app, services } = createApp({ dataSource, config, logger: createLogger('silent') });
    const certificate = await ensureLanCertificate(dataDir, ['127.0.0.1']);
    server = https.createServer({ key: certificate.key, cert: certificate.cert }, app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    close = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.identity.close();
      await services.recognizer.close();
      await dataSource.destroy();
    };
  });
  afterAll(async () => {
    await close?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request over TLS that accepts the self-made certificate, as the phone does once told to. */
  const post = (urlPath: string, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      const req = https.request(
        { host: '127.0.0.1', port, path: urlPath, method: 'POST', headers, rejectUnauthorized: false },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('marks the session cookie Secure, and sends no HSTS for a self-made certificate on an address', async () => {
    const { idToken } = await emulatorIdToken('lan-phone@example.com');
    const res = await post(
      '/api/auth/login',
      { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      '{}',
    );
    expect(res.status).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/morsel_session=/);
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/httponly/i);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
