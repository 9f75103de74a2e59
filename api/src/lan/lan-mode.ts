import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { generate } from 'selfsigned';

/**
 * Network mode (`npm start -- --lan`): the app served over HTTPS on the local network, so a phone
 * on the same Wi-Fi can open it and use its camera (browsers allow the camera only on HTTPS or
 * localhost). The certificate is made on first run and kept in the data folder; the phone shows a
 * warning for it once, since no authority signed it.
 */

/** The command-line switch that turns network mode on. */
export const LAN_FLAG = '--lan';

export const isLanMode = (argv: readonly string[]) => argv.includes(LAN_FLAG);

/**
 * What network mode needs from the environment: listen on every interface, and let the sign-in
 * emulator take sign-ins from other machines. A HOST the user chose is kept.
 */
export function applyLanEnvironment(env: NodeJS.ProcessEnv) {
  env.HOST ??= '0.0.0.0';
  env.ALLOW_NETWORK_SIGN_IN = 'true';
}

/** This machine's IPv4 addresses on its networks (not loopback), private ranges first. */
export function lanAddresses(interfaces = os.networkInterfaces()): string[] {
  const addresses = Object.values(interfaces)
    .flat()
    .filter((i): i is os.NetworkInterfaceInfo => Boolean(i) && i!.family === 'IPv4' && !i!.internal)
    .map((i) => i.address);
  const isPrivate = (a: string) => /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(a);
  return [...new Set(addresses)].sort((a, b) => Number(isPrivate(b)) - Number(isPrivate(a)));
}

export interface LanCertificate {
  key: string;
  cert: string;
  /** The names and addresses the certificate is good for. */
  hosts: string[];
  /** SHA-256 fingerprint, for checking what the phone's warning shows. */
  fingerprint: string;
  created: boolean;
}

const VALID_DAYS = 365;
const RENEW_BEFORE_MS = 30 * 24 * 60 * 60 * 1000;
const isIp = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');

/**
 * The certificate in `<dataDir>/lan-tls/`, made when missing, when it expires within 30 days, or
 * when the machine's addresses changed (a phone refuses a certificate not made for the address).
 */
export async function ensureLanCertificate(
  dataDir: string,
  addresses: string[],
  now = new Date(),
): Promise<LanCertificate> {
  const dir = path.join(dataDir, 'lan-tls');
  const files = { key: path.join(dir, 'key.pem'), cert: path.join(dir, 'cert.pem') };
  const hosts = ['localhost', '127.0.0.1', ...addresses.filter((a) => a !== '127.0.0.1')];

  if (fs.existsSync(files.key) && fs.existsSync(files.cert)) {
    const cert = fs.readFileSync(files.cert, 'utf8');
    const x509 = new crypto.X509Certificate(cert);
    const coversHosts = hosts.every((host) => (isIp(host) ? x509.checkIP(host) : x509.checkHost(host)));
    const fresh = new Date(x509.validTo).getTime() - now.getTime() > RENEW_BEFORE_MS;
    if (coversHosts && fresh) {
      return { key: fs.readFileSync(files.key, 'utf8'), cert, hosts, fingerprint: x509.fingerprint256, created: false };
    }
  }

  const generated = await generate([{ name: 'commonName', value: 'Morsel on this network' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: hosts.map((host) =>
          isIp(host) ? { type: 7 as const, ip: host } : { type: 2 as const, value: host },
        ),
      },
    ],
  });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(files.key, generated.private, { mode: 0o600 });
  fs.writeFileSync(files.cert, generated.cert);
  const fingerprint = new crypto.X509Certificate(generated.cert).fingerprint256;
  return { key: generated.private, cert: generated.cert, hosts, fingerprint, created: true };
}

/** What the terminal shows in network mode: where to open the app, a QR code of it, and the risk. */
export async function lanBanner(
  port: number,
  addresses: string[],
  certificate: LanCertificate,
  signIn: 'emulator' | 'firebase',
): Promise<string> {
  const urls = addresses.map((address) => `https://${address}:${port}`);
  const lines = ['', `  Morsel is running on your network over HTTPS (port ${port}).`, ''];
  if (urls.length === 0) {
    lines.push('  This machine has no network address right now: connect it to Wi-Fi and start again.', '');
  } else {
    lines.push('  On your phone (same Wi-Fi), open:', ...urls.map((url) => `    ${url}`), '');
    lines.push('  or scan this with the phone camera:', '');
    const qr = await QRCode.toString(urls[0]!, { type: 'terminal', small: true, errorCorrectionLevel: 'M' });
    lines.push(
      ...qr
        .trimEnd()
        .split('\n')
        .map((line) => `  ${line}`),
      '',
    );
  }
  lines.push(
    `  On this machine: https://localhost:${port}`,
    '',
    '  The certificate was made on this machine' +
      (certificate.created ? ' just now' : '') +
      ', so the phone warns about it once: choose to continue',
    '  (Advanced → Proceed, or Show Details → visit this website). Its SHA-256 fingerprint:',
    `    ${certificate.fingerprint}`,
    '',
  );
  if (signIn === 'emulator') {
    lines.push(
      '  WARNING: sign-in uses the built-in emulator. Anyone on this network who opens the address',
      "  can sign in as anyone, with any e-mail address, and see that account's scans.",
      '  Use network mode only on a network you trust, and stop it (Ctrl+C) when you are done.',
      '',
    );
  } else {
    lines.push('  With Firebase sign-in, add the address above to Authentication → Authorized domains.', '');
  }
  return lines.join('\n');
}
