import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Manifest } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { composeScreenPage, screenAssets, writeScreenPages } from '../../../scripts/screen-pages';
import { SCREEN_PAGES } from '../../../frontend/src/app/screen-page-list';
import { DRAWN_USER } from '../../../frontend/src/lib/auth/drawn-user';
import { SCREEN_PAGES_INDEX, screenPages } from '../../src/http/screen-pages';

/** The app's entry with its chunks and styles, and a screen that shares one chunk with it. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_common.js'], css: ['assets/index-1.css'] },
  '_common.js': { file: 'assets/common-2.js', css: ['assets/common-2.css'] },
  'src/history.tsx': {
    file: 'assets/history-3.js',
    isDynamicEntry: true,
    imports: ['_common.js', '_screens.js'],
    css: ['assets/history-3.css'],
  },
  '_screens.js': { file: 'assets/screens-4.js', imports: ['_tiny.js'], css: ['assets/screens-4.css'] },
  '_tiny.js': { file: 'assets/screens-5.js' },
};

const indexHtml = `<!doctype html><html lang="en"><head><title>Morsel</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/common-2.js">
    <link rel="stylesheet" crossorigin href="/assets/common-2.css">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head><body><div id="root"></div></body></html>`;

describe("the signed-in screens' first-visit pages made at build", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("names the screen's scripts and styles beyond the app page's own, every import level deep", () => {
    expect(screenAssets(manifest, 'src/history.tsx')).toEqual({
      scripts: ['assets/history-3.js', 'assets/screens-4.js', 'assets/screens-5.js'],
      styles: ['assets/screens-4.css', 'assets/history-3.css'],
    });
    expect(() => screenAssets(manifest, 'src/missing.tsx')).toThrow(/no lazily loaded screen src\/missing\.tsx/);
    // The app's own entry is no screen.
    expect(() => screenAssets(manifest, 'index.html')).toThrow(/no lazily loaded screen/);
  });

  it("adds the user's preload, the screen's scripts and styles after the page's own links", () => {
    const page = composeScreenPage(indexHtml, screenAssets(manifest, 'src/history.tsx'));
    const head = page.slice(0, page.indexOf('</head>'));
    const order = [
      '/assets/index-1.js',
      '/assets/index-1.css',
      'rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials"',
      'rel="modulepreload" crossorigin href="/assets/history-3.js"',
      'rel="modulepreload" crossorigin href="/assets/screens-5.js"',
      'rel="stylesheet" crossorigin href="/assets/screens-4.css"',
      'rel="stylesheet" crossorigin href="/assets/history-3.css"',
    ].map((text) => head.indexOf(text));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Nothing else of the page changes.
    const headEnd = indexHtml.indexOf('</head>');
    expect(page.startsWith(indexHtml.slice(0, headEnd))).toBe(true);
    expect(page.endsWith(indexHtml.slice(headEnd))).toBe(true);
    expect(() => composeScreenPage('<html><body></body></html>', { scripts: [], styles: [] })).toThrow(/no <\/head>/);
  });

  it('puts a drawn frame into the root, inert, in the language it was drawn in', () => {
    const assets = screenAssets(manifest, 'src/history.tsx');
    const page = composeScreenPage(indexHtml, { ...assets, frame: { language: 'de', markup: '<h2>Verlauf</h2>' } });
    expect(page).toContain('<html lang="de">');
    expect(page).toContain(
      '<div id="root"><div data-drawn-frame inert><!--frame--><h2>Verlauf</h2><!--/frame--></div></div>',
    );
    // The scripts and styles are those of the undrawn page; the scripts, which the drawing's first
    // paint does not wait for, are fetched at low priority.
    const undrawn = composeScreenPage(indexHtml, assets);
    expect(page.slice(0, page.indexOf('</head>'))).toBe(
      undrawn
        .slice(0, undrawn.indexOf('</head>'))
        .replace('lang="en"', 'lang="de"')
        .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        ),
    );
    expect(page.match(/fetchpriority="low"/g)).toHaveLength(5);
    expect(undrawn).not.toContain('fetchpriority');
    expect(() =>
      composeScreenPage(indexHtml.replace('<div id="root"></div>', '<div id="root">x</div>'), {
        ...assets,
        frame: { language: 'de', markup: '' },
      }),
    ).toThrow(/no empty #root/);
  });

  /** A built folder with the app page, the manifest, and every file it names (empty). */
  const builtFolder = () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-screens-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
    // A manifest in which every listed screen is a lazily loaded chunk of its own.
    const built: Manifest = { ...manifest };
    SCREEN_PAGES.forEach((page, i) => {
      built[page.module] = { file: `assets/${page.name}-${i}.js`, isDynamicEntry: true, imports: ['_common.js'] };
    });
    fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(built));
    for (const chunk of Object.values(built)) {
      for (const file of [chunk.file, ...(chunk.css ?? [])]) fs.writeFileSync(path.join(dir, file), '');
    }
    return { dir, built };
  };
  /** Draws a screen as the server-side build would, with a class the app's styles have. */
  const drawing = {
    LANGUAGES: ['en', 'de'],
    renderScreenFrame: (screenPath: string, language: string) =>
      Promise.resolve(`<h2 class="_heading_1">${language} ${screenPath}</h2>`),
  };

  it('writes a page per screen, drawn ones per language, and the index the server reads', async () => {
    const { dir: folder, built } = builtFolder();
    fs.writeFileSync(path.join(folder, 'assets/common-2.css'), '._heading_1 { font-weight: 700 }');
    await writeScreenPages(folder, drawing);

    const index = JSON.parse(fs.readFileSync(path.join(folder, SCREEN_PAGES_INDEX), 'utf8')) as unknown[];
    expect(index).toHaveLength(SCREEN_PAGES.length);
    const history = fs.readFileSync(path.join(folder, 'app/history.html'), 'utf8');
    expect(history).toContain(`href="/${built['src/features/history/components/history-screen.tsx']!.file}"`);
    // The app's own chunk is announced once, by the app page.
    expect(history.split('/assets/common-2.js').length - 1).toBe(1);
    const drawnHistory = fs.readFileSync(path.join(folder, 'app/de/history.html'), 'utf8');
    expect(drawnHistory).toContain(
      '<div data-drawn-frame inert><!--frame--><h2 class="_heading_1">de /history</h2><!--/frame--></div>',
    );
    // Profile shows the user's own details as it first draws: it is never drawn at build.
    expect(fs.existsSync(path.join(folder, 'app/en/profile.html'))).toBe(false);

    const pageFor = screenPages(folder, 'en');
    expect(pageFor('/history', ['de'])).toEqual({ file: 'app/de/history.html', drawnIn: 'de' });
    expect(pageFor('/history/', ['fr', 'de'])).toEqual({ file: 'app/de/history.html', drawnIn: 'de' });
    // A language the build did not draw in: the fallback's drawing.
    expect(pageFor('/history', ['fr'])).toEqual({ file: 'app/en/history.html', drawnIn: 'en' });
    expect(pageFor('/scanner', [])).toEqual({ file: 'app/en/scanner.html', drawnIn: 'en' });
    expect(pageFor('/training', ['de'])).toEqual({ file: 'app/de/training.html', drawnIn: 'de' });
    // A result is drawn waiting for its scan, whatever its id.
    expect(pageFor('/results/3f2a-77', ['de'])).toEqual({ file: 'app/de/result.html', drawnIn: 'de' });
    // The home, a result's edit page and Profile have no drawing: their page is the same in every language.
    expect(pageFor('/', ['de'])).toEqual({ file: 'app/home.html', drawnIn: null });
    expect(pageFor('/results/3f2a-77/edit', ['en'])).toEqual({ file: 'app/result-edit.html', drawnIn: null });
    expect(pageFor('/profile', ['de'])).toEqual({ file: 'app/profile.html', drawnIn: null });
    for (const other of ['/results', '/results/a/b', '/historyx', '/help', '/login', '/labs']) {
      expect(pageFor(other, ['en']), other).toBeNull();
    }
  });

  it('stops the build when a drawing uses a class the app does not have, or shows the drawn user', async () => {
    const { dir: folder } = builtFolder();
    await expect(writeScreenPages(folder, drawing)).rejects.toThrow(
      /uses classes the app's build does not have: _heading_1/,
    );
    fs.writeFileSync(path.join(folder, 'assets/common-2.css'), '._heading_1 { font-weight: 700 }');
    await expect(
      writeScreenPages(folder, {
        ...drawing,
        renderScreenFrame: () => Promise.resolve(`<a href="/u/${DRAWN_USER.id}">`),
      }),
    ).rejects.toThrow(/shows the drawn user's id/);
  });

  it('answers every path with null for a build without the pages', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-screens-'));
    expect(screenPages(dir, 'en')('/history', ['en'])).toBeNull();
  });
});
