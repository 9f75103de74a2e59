import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyLanEnvironment,
  ensureLanCertificate,
  isLanMode,
  lanAddresses,
  lanBanner,
} from '../../../src/lan/lan-mode';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-lan-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const iface = (address: string, internal = false): os.NetworkInterfaceInfo =>
  ({
    address,
    family: 'IPv4',
    internal,
    netmask: '255.255.255.0',
    mac: '00:00:00:00:00:00',
    cidr: null,
  }) as os.NetworkInterfaceInfo;

describe('network mode', () => {
  it('is turned on by --lan, listens on every interface and allows sign-in from the network', () => {
    expect(isLanMode(['node', 'server.ts', '--lan'])).toBe(true);
    expect(isLanMode(['node', 'server.ts'])).toBe(false);
    const env: NodeJS.ProcessEnv = {};
    applyLanEnvironment(env);
    expect(env).toEqual({ HOST: '0.0.0.0', ALLOW_NETWORK_SIGN_IN: 'true' });
    const chosen: NodeJS.ProcessEnv = { HOST: '192.168.1.20' };
    applyLanEnvironment(chosen);
    expect(chosen.HOST).toBe('192.168.1.20');
  });

  it('lists this machine’s network addresses, private ones first, never loopback', () => {
    expect(
      lanAddresses({ lo: [iface('127.0.0.1', true)], eth0: [iface('203.0.113.9')], wlan0: [iface('192.168.1.20')] }),
    ).toEqual(['192.168.1.20', '203.0.113.9']);
  });

  it('makes a certificate for localhost and each address once, keeps it, and makes a new one when the address changes', async () => {
    const dataDir = tempDir();
    const first = await ensureLanCertificate(dataDir, ['192.168.1.20']);
    expect(first.created).toBe(true);
    const x509 = new crypto.X509Certificate(first.cert);
    expect(x509.checkIP('192.168.1.20')).toBe('192.168.1.20');
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(fs.statSync(path.join(dataDir, 'lan-tls/key.pem')).mode & 0o777).toBe(0o600);

    const again = await ensureLanCertificate(dataDir, ['192.168.1.20']);
    expect(again).toMatchObject({ created: false, fingerprint: first.fingerprint });

    const moved = await ensureLanCertificate(dataDir, ['10.0.0.7']);
    expect(moved.created).toBe(true);
    expect(new crypto.X509Certificate(moved.cert).checkIP('10.0.0.7')).toBe('10.0.0.7');

    // Close to expiry: renewed.
    const later = new Date(Date.now() + 340 * 24 * 60 * 60 * 1000);
    expect((await ensureLanCertificate(dataDir, ['10.0.0.7'], later)).created).toBe(true);
  });

  it('serves HTTPS with that certificate (checked against it, on loopback)', async () => {
    const certificate = await ensureLanCertificate(tempDir(), []);
    const server = https.createServer({ key: certificate.key, cert: certificate.cert }, (_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        https
          .get({ host: '127.0.0.1', port, path: '/', ca: certificate.cert }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      expect(body).toBe('ok');
    } finally {
      server.close();
    }
  });

  it('prints the address, a QR code of it, the fingerprint and the sign-in warning', async () => {
    const certificate = await ensureLanCertificate(tempDir(), ['192.168.1.20']);
    const banner = await lanBanner(3000, ['192.168.1.20'], certificate, 'emulator');
    expect(banner).toContain('https://192.168.1.20:3000');
    expect(banner).toContain('▄'); // the QR code's blocks
    expect(banner).toContain(certificate.fingerprint);
    expect(banner).toMatch(/can sign in as anyone/);
    expect(await lanBanner(3000, ['192.168.1.20'], certificate, 'firebase')).not.toMatch(/sign in as anyone/);
    expect(await lanBanner(3000, [], certificate, 'emulator')).toMatch(/no network address/);
  });
});
