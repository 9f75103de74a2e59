import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_END, FRAME_START, pageWithDrawing } from '../../src/http/drawn-screens';
import { SERVER_RENDER_MODULE } from '../../src/http/server-render';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';
import { identifiedScanRow } from '../support/scan-rows';

const databases = await testDatabases();

/** A drawn result page as the build writes it: the frame between its markers, the app's script. */
const builtPage = (language: string) =>
  `<!doctype html><html lang="${language}"><head><title>Morsel</title><script type="module" src="/assets/app-1.js"></script></head>` +
  `<body><div id="root"><div data-drawn-frame inert>${FRAME_START}<main>BUILT FRAME</main>${FRAME_END}</div></div></body></html>`;

/**
 * The build's render of the screens, standing in for the real one (which the frontend's tests and
 * the end-to-end journeys draw with): it says what it was asked to draw (the path, the language,
 * the browser's languages and the account's mass unit), and fails on request.
 */
const RENDER_MODULE = `
export async function renderScreenFrame(path, language, data, device) {
  if (path.includes('explodes')) throw new Error('the render failed');
  return '<main data-path="' + path + '" data-language="' + language + '" data-device="' + device.join(' ') +
    '" data-mass="' + data.displayPreferences.massUnit + '"><h2>' + data.scans.map((scan) => scan.foodName).join() + '</h2></main>';
}
// Escapes '<' as the real one does; the real escaping is tested with the frontend's drawn-data.ts.
export function drawnDataScript(data) {
  return '<script type="application/json" id="morsel-drawn-data">' + JSON.stringify(data).replaceAll('<', '\\\\u003c') + '</script>';
}
`;

/** A GET with exactly these headers, decoded by its Content-Encoding. */
function get(url: string, headers: http.OutgoingHttpHeaders) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

describe.each(databases)("a result's first visit drawn with its scan, on %s", (kind) => {
  let t: TestServer;
  let dir: string;
  let owner: Awaited<ReturnType<TestServer['signIn']>>;
  let other: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-drawn-'));
    fs.mkdirSync(path.join(dir, 'app/en'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'app/de'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'app/es'), { recursive: true });
    fs.mkdirSync(path.dirname(path.join(dir, SERVER_RENDER_MODULE)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dir, 'app/result.html'), builtPage('en'));
    fs.writeFileSync(path.join(dir, 'app/en/result.html'), builtPage('en'));
    fs.writeFileSync(path.join(dir, 'app/de/result.html'), builtPage('de'));
    fs.writeFileSync(path.join(dir, 'app/es/result.html'), builtPage('es'));
    fs.writeFileSync(
      path.join(dir, 'app/screens.json'),
      JSON.stringify([
        {
          paths: ['/results/:id'],
          file: 'app/result.html',
          drawn: { en: 'app/en/result.html', de: 'app/de/result.html', es: 'app/es/result.html' },
        },
      ]),
    );
    fs.writeFileSync(path.join(dir, SERVER_RENDER_MODULE), RENDER_MODULE);
    t = await startTestServer(kind, { env: { WEB_DIST_DIR: dir } });
    owner = await t.signIn('owner@example.com');
    other = await t.signIn('other@example.com');
    for (const [id, foodName] of [
      ['scan-pancakes', 'Pancakes </script><b>$& $1'],
      ['scan-explodes', 'Toast'],
    ] as const) {
      await t.services.scans.save(
        identifiedScanRow({
          id,
          userId: owner.userId,
          foodName,
          confidence: 75,
          calories: 420,
          protein: 9,
          carbs: 60,
          fat: 14,
          ingredients: [],
          allergens: [],
          nutritionalInfo: null,
          createdAt: new Date('2026-01-01T10:00:00Z'),
        }),
      );
    }
  });
  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const page = (urlPath: string, headers: http.OutgoingHttpHeaders = {}) => get(`${t.baseUrl}${urlPath}`, headers);

  it("draws the owner's scan into the page, in the page's language, with the data beside it, for this browser only", async () => {
    const choices = { language: null, energyUnit: null, massUnit: 'oz', volumeUnit: null, bodyUnits: null } as const;
    await t.services.displayPreferences.save(owner.userId, choices);
    const answer = await page('/results/scan-pancakes', { Cookie: owner.cookie, 'Accept-Language': 'de-AT, en;q=0.5' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.vary).toEqual(expect.stringContaining('Cookie'));
    expect(answer.headers.vary).toEqual(expect.stringContaining('Accept-Language'));
    expect(answer.headers.vary).toEqual(expect.stringContaining('Accept-Encoding'));
    expect(answer.body).toContain('<html lang="de">');
    // Drawn with the browser's languages (their regions pick the units the account leaves to the
    // device) and the account's own choice of units.
    expect(answer.body).toContain(
      'data-path="/results/scan-pancakes" data-language="de" data-device="de-at en" data-mass="oz"',
    );
    expect(answer.body).not.toContain('BUILT FRAME');
    // The data block sits at the end of the body, with the scan as the API answers it to the owner.
    const block = /<script type="application\/json" id="morsel-drawn-data">(.*)<\/script>\n<\/body>/.exec(answer.body);
    const data = JSON.parse(block![1]!) as {
      userId: string;
      displayPreferences: unknown;
      scans: { id: string; foodName: string; userId: string }[];
    };
    expect(data.userId).toBe(owner.userId);
    expect(data.displayPreferences).toEqual(choices);
    expect(data.scans.map(({ id, userId }) => ({ id, userId }))).toEqual([
      { id: 'scan-pancakes', userId: owner.userId },
    ]);
    // The user's own text is taken as it is: no replacement pattern of it is expanded.
    expect(data.scans[0]!.foodName).toBe('Pancakes </script><b>$& $1');
  });

  it("draws in the language the account chose, in that language's page, whatever the browser asks for", async () => {
    const before = await t.services.displayPreferences.get(owner.userId);
    await t.services.displayPreferences.save(owner.userId, { ...before, language: 'es' });
    try {
      const answer = await page('/results/scan-pancakes', { Cookie: owner.cookie, 'Accept-Language': 'de-AT' });
      expect(answer.body).toContain('<html lang="es">');
      expect(answer.body).toContain('data-path="/results/scan-pancakes" data-language="es" data-device="de-at"');
    } finally {
      await t.services.displayPreferences.save(owner.userId, before);
    }
  });

  it('sends the drawn page in the encoding the browser takes, each decoding to the same page', async () => {
    const bodies = new Map<string, string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await page('/results/scan-pancakes', { Cookie: owner.cookie, 'Accept-Encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      bodies.set(encoding, answer.body);
    }
    expect(new Set(bodies.values()).size).toBe(1);
    expect(bodies.get('br')).toContain('data-language="en"');
  });

  it("sends the build's drawing for someone else's scan, a missing one, an unknown session, and a failed render", async () => {
    for (const [urlPath, cookie] of [
      ['/results/scan-pancakes', other.cookie],
      ['/results/no-such-scan', owner.cookie],
      ['/results/scan-pancakes', 'morsel_session=not-a-session'],
      ['/results/scan-explodes', owner.cookie],
    ] as const) {
      const answer = await page(urlPath, { Cookie: cookie });
      expect(answer.status, urlPath).toBe(200);
      expect(answer.body, urlPath).toContain('BUILT FRAME');
      expect(answer.body, urlPath).not.toContain('morsel-drawn-data');
      expect(answer.body, urlPath).not.toContain('Pancakes');
      expect(answer.headers['cache-control'], urlPath).toBe('no-cache');
    }
  });
});

describe('a drawing put into a built page', () => {
  const drawing = {
    frame: '<main>mine $&</main>',
    dataScript: '<script type="application/json">{"a":"$1"}</script>',
    language: 'en' as const,
  };

  it('replaces the frame between its markers and adds the data at the end of the body', () => {
    const drawn = pageWithDrawing(builtPage('en'), drawing)!;
    expect(drawn).toContain(`${FRAME_START}<main>mine $&</main>${FRAME_END}`);
    expect(drawn).not.toContain('BUILT FRAME');
    expect(drawn).toMatch(/<script type="application\/json">\{"a":"\$1"\}<\/script>\n<\/body><\/html>$/);
  });

  it('answers null for a page with no marked frame', () => {
    expect(pageWithDrawing('<html><body><div id="root"></div></body></html>', drawing)).toBeNull();
  });
});
