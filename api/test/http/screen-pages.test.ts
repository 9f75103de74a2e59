import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Manifest } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { composeScreenPage, screenAssets, writeScreenPages } from '../../../scripts/screen-pages';
import { SCREEN_PAGES } from '../../../frontend/src/app/screen-page-list';
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

  it('writes a page per screen and the index the server reads, which answers their paths only', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-screens-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
    // A manifest in which every listed screen is a lazily loaded chunk of its own.
    const built: Manifest = { ...manifest };
    SCREEN_PAGES.forEach((page, i) => {
      built[page.module] = { file: `assets/${page.name}-${i}.js`, isDynamicEntry: true, imports: ['_common.js'] };
    });
    fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(built));
    writeScreenPages(dir);

    const index = JSON.parse(fs.readFileSync(path.join(dir, SCREEN_PAGES_INDEX), 'utf8')) as unknown[];
    expect(index).toHaveLength(SCREEN_PAGES.length);
    const history = fs.readFileSync(path.join(dir, 'app/history.html'), 'utf8');
    expect(history).toContain(`href="/${built['src/features/history/components/history-screen.tsx']!.file}"`);
    // The app's own chunk is announced once, by the app page.
    expect(history.split('/assets/common-2.js').length - 1).toBe(1);

    const pageFor = screenPages(dir);
    expect(pageFor('/history')).toBe('app/history.html');
    expect(pageFor('/history/')).toBe('app/history.html');
    expect(pageFor('/')).toBe('app/scanner.html');
    expect(pageFor('/scanner')).toBe('app/scanner.html');
    expect(pageFor('/results/3f2a-77')).toBe('app/result.html');
    expect(pageFor('/results/3f2a-77/edit')).toBe('app/result-edit.html');
    for (const other of ['/results', '/results/a/b', '/historyx', '/help', '/login', '/labs']) {
      expect(pageFor(other), other).toBeNull();
    }
  });

  it('answers every path with null for a build without the pages', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-screens-'));
    expect(screenPages(dir)('/history')).toBeNull();
  });
});
