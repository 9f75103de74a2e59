import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config';
import { builtInlineScriptHashes, securityHeaders } from '../../src/http/security-headers';

const firebase: AppConfig['auth'] = {
  mode: 'firebase',
  projectId: 'morsel-prod',
  apiKey: 'AIza-test',
  authDomain: 'morsel-prod.firebaseapp.com',
  appId: null,
};

async function headersFor(config: Pick<AppConfig, 'auth' | 'env'>, inlineScriptHashes: string[] = []) {
  const app = new Koa();
  app.use(securityHeaders(config, inlineScriptHashes));
  app.use((ctx) => {
    ctx.body = '<!doctype html><title>Morsel</title>';
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return res.headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it('in production with real Firebase: HSTS, HTTPS upgrades, and only the sign-in origins Firebase needs', async () => {
    const headers = await headersFor({ env: 'production', auth: firebase });
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://apis.google.com;");
    expect(csp).toContain("frame-src 'self' https://morsel-prod.firebaseapp.com;");
    expect(csp).toContain('https://identitytoolkit.googleapis.com https://securetoken.googleapis.com');
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('in development: no HSTS (plain http on localhost) and no third-party origins at all', async () => {
    const headers = await headersFor({
      env: 'development',
      auth: { ...firebase, mode: 'emulator', emulatorHost: '127.0.0.1:9099', autostart: false, appId: null },
    });
    expect(headers.get('strict-transport-security')).toBeNull();
    const csp = headers.get('content-security-policy')!;
    expect(csp).not.toContain('https://apis.google.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("allows the built page's own inline scripts by their hashes, and no other inline script", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-csp-'));
    try {
      const theme = "document.documentElement.dataset.theme='dark'";
      fs.writeFileSync(
        path.join(dir, 'index.html'),
        `<!doctype html><html><head><script>${theme}</script><script type="module" crossorigin src="/assets/app.js"></script></head><body></body></html>`,
      );
      const hashes = builtInlineScriptHashes(dir);
      expect(hashes).toEqual([`'sha256-${crypto.createHash('sha256').update(theme).digest('base64')}'`]);
      const csp = (await headersFor({ env: 'production', auth: firebase }, hashes)).get('content-security-policy')!;
      expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashes[0]} https://apis.google.com;`);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // No build, no inline scripts allowed.
      expect(builtInlineScriptHashes(path.join(dir, 'missing'))).toEqual([]);
      expect(builtInlineScriptHashes(null)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
