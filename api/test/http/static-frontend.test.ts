import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../../scripts/compress-assets';
import { staticFrontend } from '../../src/http/static-frontend';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent on the wire (still encoded). */
  wire: Buffer;
  /** The body once decoded by its Content-Encoding. */
  body: string;
}

/** A request with exactly the Accept-Encoding given (fetch would add its own and decode the answer). */
function get(
  baseUrl: string,
  urlPath: string,
  acceptEncoding?: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${urlPath}`,
      { headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, body: decoded.toString('utf8') });
        });
      },
    );
    request.on('error', reject);
  });
}

/** Compresses a built folder as the build does, and serves it as the server does. */
async function serveBuilt(dir: string): Promise<{ server: http.Server; baseUrl: string }> {
  await compressAssets(dir);
  const app = new Koa();
  app.use(staticFrontend(dir));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the built frontend over HTTP: compressed copies by negotiation', () => {
  let dir: string;
  let server: http.Server;
  let baseUrl: string;
  // Large and repetitive enough that both encodings shrink it well.
  const script = `export const foods = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `food ${i}` })))};\n`;
  const page = `<!doctype html><html><head><title>Morsel</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
  const visitorPage = (heading: string, language = 'en') =>
    `<!doctype html><html lang="${language}"><head><title>Morsel</title><script type="module" src="/assets/static-page-boot-4d5e6f.js"></script></head><body><div id="root"><h1>${heading}</h1></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
  const landing = visitorPage('Welcome to Morsel');
  const help = visitorPage('Help &amp; Support');
  const germanLanding = visitorPage('Willkommen bei Morsel', 'de');
  const spanishLanding = visitorPage('Te damos la bienvenida a Morsel', 'es');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    for (const language of ['en', 'de', 'es']) fs.mkdirSync(path.join(dir, 'visitor', language), { recursive: true });
    fs.writeFileSync(path.join(dir, 'visitor/en/index.html'), landing);
    fs.writeFileSync(path.join(dir, 'visitor/en/help.html'), help);
    fs.writeFileSync(path.join(dir, 'visitor/de/index.html'), germanLanding);
    fs.writeFileSync(path.join(dir, 'visitor/es/index.html'), spanishLanding);
    fs.writeFileSync(path.join(dir, 'assets/app-1a2b3c.js'), script);
    fs.writeFileSync(path.join(dir, 'assets/tiny-9f8e7d.js'), 'x');
    fs.writeFileSync(path.join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
    // The build's hidden folders: its manifest, and its server-side render of the screens.
    fs.mkdirSync(path.join(dir, '.server'));
    fs.writeFileSync(path.join(dir, '.server/static-pages.js'), script);
    ({ server, baseUrl } = await serveBuilt(dir));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes a Brotli and a gzip copy of each text file that decode to the file, and none of images or files too small to gain', () => {
    const file = path.join(dir, 'assets/app-1a2b3c.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/tiny-9f8e7d.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/tiny-9f8e7d.js.gz'))).toBe(false);
  });

  it('neither compresses nor sends the files of a hidden folder', async () => {
    expect(fs.readdirSync(path.join(dir, '.server'))).toEqual(['static-pages.js']);
    for (const urlPath of ['/.server/static-pages.js', '/%2Eserver/static-pages.js']) {
      const answer = await get(baseUrl, urlPath, 'br');
      expect(answer.status, urlPath).toBe(404);
      expect(answer.body, urlPath).not.toContain('food 1');
    }
  });

  it('sends Brotli to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise', async () => {
    const brotli = await get(baseUrl, '/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.body).toBe(script);
    expect(brotli.wire.length).toBeLessThan(script.length / 3);

    const gzip = await get(baseUrl, '/assets/app-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe(script);

    const plain = await get(baseUrl, '/assets/app-1a2b3c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.toString()).toBe(script);

    const none = await get(baseUrl, '/assets/app-1a2b3c.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.wire.toString()).toBe(script);
  });

  it('says every answer varies by Accept-Encoding, and keeps the caching headers', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await get(baseUrl, '/assets/app-1a2b3c.js', encoding);
      expect(asset.headers.vary).toMatch(/Accept-Encoding/i);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const tiny = await get(baseUrl, '/assets/tiny-9f8e7d.js', encoding);
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it('answers a client-side route with the page, negotiated, and never cached without asking', async () => {
    for (const route of ['/', '/history', '/results/abc?from=history']) {
      const brotli = await get(baseUrl, route, 'br', { cookie: 'morsel_session=abc' });
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/text\/html/);
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotli.headers['cache-control']).toBe('no-cache');
      expect(brotli.body).toBe(page);
    }
    const plain = await get(baseUrl, '/history', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.toString()).toBe(page);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('answers / and /help with their static pages when no session cookie comes, and says they vary by cookie', async () => {
    for (const encoding of ['br', 'identity']) {
      const visitor = await get(baseUrl, '/', encoding, { cookie: 'morsel-theme=dark' });
      expect(visitor.status).toBe(200);
      expect(visitor.headers['content-type']).toMatch(/text\/html/);
      expect(visitor.body).toBe(landing);
      expect(visitor.headers.vary).toMatch(/Accept-Encoding/i);
      expect(visitor.headers.vary).toMatch(/Accept-Language/i);
      expect(visitor.headers.vary).toMatch(/Cookie/i);
      expect(visitor.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(baseUrl, '/', 'br', { cookie: 'morsel_session=abc' })).headers.vary).toMatch(/Cookie/i);
    expect((await get(baseUrl, '/help', 'br')).body).toBe(help);
    const signedInHelp = await get(baseUrl, '/help', 'br', { cookie: 'morsel_session=abc' });
    expect(signedInHelp.body).toBe(page);
    expect(signedInHelp.headers.vary).toMatch(/Cookie/i);
    // A route with no static copy is the app, for visitors too, and does not vary by cookie.
    const login = await get(baseUrl, '/login', 'br');
    expect(login.body).toBe(page);
    expect(login.headers.vary).not.toMatch(/Cookie/i);
    expect(login.headers.vary).not.toMatch(/Accept-Language/i);
    expect((await get(baseUrl, '/results/abc', 'br')).body).toBe(page);
  });

  it('answers a visitor in the first language of Accept-Language the build drew, else in English', async () => {
    const landingIn = async (acceptLanguage: string) =>
      (await get(baseUrl, '/', 'br', { 'accept-language': acceptLanguage })).body;
    expect(await landingIn('de-DE,de;q=0.9,en;q=0.8')).toBe(germanLanding);
    expect(await landingIn('fr-FR, es;q=0.7, de;q=0.5')).toBe(spanishLanding);
    expect(await landingIn('en-GB,de;q=0.9')).toBe(landing);
    expect(await landingIn('fr, it;q=0.8')).toBe(landing);
    // Help was drawn in English only here: a German visitor gets the English page rather than none.
    expect((await get(baseUrl, '/help', 'br', { 'accept-language': 'de' })).body).toBe(help);
    // Signed in, the app, whatever the language.
    const signedIn = await get(baseUrl, '/', 'br', { 'accept-language': 'de', cookie: 'morsel_session=abc' });
    expect(signedIn.body).toBe(page);
    expect(signedIn.headers.vary).toMatch(/Accept-Language/i);
  });

  it('never answers a compressed copy for a missing file', async () => {
    const missing = await get(baseUrl, '/assets/gone-000000.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});

describe("the built frontend over HTTP: a signed-in screen's first-visit page", () => {
  let dir: string;
  let server: http.Server;
  let baseUrl: string;
  const padding = '<!-- padding -->'.repeat(40);
  const page = `<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body>${padding}</body></html>`;
  const screenPage = (screen: string) =>
    `<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script><link rel="modulepreload" href="/assets/${screen}-2.js"></head><body>${padding}</body></html>`;
  const drawnPage = (language: string) =>
    `<!doctype html><html lang="${language}"><head></head><body><div id="root"><div data-drawn-frame inert>${language}</div></div>${padding}</body></html>`;
  const signedIn = { cookie: 'morsel_session=abc' };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-web-'));
    fs.mkdirSync(path.join(dir, 'app'));
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    for (const screen of ['scanner', 'history', 'result']) {
      fs.writeFileSync(path.join(dir, `app/${screen}.html`), screenPage(screen));
    }
    // History is drawn in English and German.
    for (const language of ['en', 'de']) {
      fs.mkdirSync(path.join(dir, `app/${language}`));
      fs.writeFileSync(path.join(dir, `app/${language}/history.html`), drawnPage(language));
    }
    // The index also names a page this build did not write: its path is answered with the app page.
    fs.writeFileSync(
      path.join(dir, 'app/screens.json'),
      JSON.stringify([
        { paths: ['/', '/scanner'], file: 'app/scanner.html' },
        {
          paths: ['/history'],
          file: 'app/history.html',
          drawn: { en: 'app/en/history.html', de: 'app/de/history.html', es: 'app/es/history.html' },
        },
        { paths: ['/results/:id'], file: 'app/result.html' },
        { paths: ['/results/:id/edit'], file: 'app/result-edit.html' },
      ]),
    );
    ({ server, baseUrl } = await serveBuilt(dir));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers a session's request for a screen with that screen's page, negotiated, varying by cookie", async () => {
    for (const [route, screen] of [
      ['/', 'scanner'],
      ['/scanner', 'scanner'],
      ['/results/3f2a?from=history', 'result'],
    ] as const) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await get(baseUrl, route, encoding, signedIn);
        expect(answer.status, route).toBe(200);
        expect(answer.headers['content-type']).toMatch(/text\/html/);
        expect(answer.body, `${route} ${encoding}`).toBe(screenPage(screen));
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
        expect(answer.headers.vary).toMatch(/Cookie/i);
        expect(answer.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it("answers a drawn screen in the first of the browser's languages it was drawn in, varying by language", async () => {
    for (const [acceptLanguage, language] of [
      ['de-AT,de;q=0.9,en;q=0.8', 'de'],
      // Spanish is in the index, but this build did not write its page: the next language.
      ['es-ES,en;q=0.5', 'en'],
      ['fr-FR', 'en'],
      [undefined, 'en'],
    ] as const) {
      for (const encoding of ['br', 'identity']) {
        const answer = await get(baseUrl, '/history', encoding, {
          ...signedIn,
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        });
        expect(answer.status).toBe(200);
        expect(answer.body, `${acceptLanguage} ${encoding}`).toBe(drawnPage(language));
        expect(answer.headers.vary).toMatch(/Accept-Language/i);
        expect(answer.headers.vary).toMatch(/Cookie/i);
        expect(answer.headers['cache-control']).toBe('no-cache');
      }
    }
    // A screen with no drawing does not vary by language.
    expect((await get(baseUrl, '/scanner', 'br', signedIn)).headers.vary).not.toMatch(/Accept-Language/i);
  });

  it('answers a visitor, a path with no page written and any other route with the app page', async () => {
    const visitor = await get(baseUrl, '/history', 'br');
    expect(visitor.body).toBe(page);
    expect(visitor.headers.vary).toMatch(/Cookie/i);
    expect((await get(baseUrl, '/results/3f2a/edit', 'br', signedIn)).body).toBe(page);
    const profile = await get(baseUrl, '/profile', 'br', signedIn);
    expect(profile.body).toBe(page);
    expect(profile.headers.vary).not.toMatch(/Cookie/i);
    // The pages' own files are not addresses of the app's routes.
    expect((await get(baseUrl, '/results/3f2a/more', 'br', signedIn)).body).toBe(page);
  });
});
