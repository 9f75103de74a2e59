/**
 * Writes the signed-in screens' first-visit pages (`frontend/src/app/screen-page-list.ts`): for
 * each screen, `app/<name>.html`, the built app page that also names the screen's scripts
 * (`modulepreload`) and links its styles, and asks for the signed-in user at once; and
 * `app/screens.json`, the paths each page answers, which the server reads. Run by the Vite build
 * after the client build has written its manifest.
 *
 * Without them a first visit fetches a screen's code only once the app's own has run and its
 * router has asked for the screen, and the first paint waits for that and for who is signed in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { SCREEN_PAGES } from '../frontend/src/app/screen-page-list.ts';
import { SCREEN_PAGES_INDEX, type ScreenPageIndexEntry } from '../api/src/http/screen-pages.ts';
import { importedScripts, stylesOf } from './prerender-pages.ts';

/**
 * Who is signed in, asked by the page as it arrives: the app asks `GET /api/auth/me` (same URL,
 * with cookies) as it starts, and the browser answers that from this request.
 */
const CURRENT_USER_PRELOAD = '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">';

/** A screen's scripts and styles beyond those the app page already loads, in load order. */
export function screenAssets(manifest: Manifest, module: string): { scripts: string[]; styles: string[] } {
  const chunk = manifest[module];
  if (!chunk?.isDynamicEntry) throw new Error(`The build's manifest has no lazily loaded screen ${module}`);
  const appScripts = new Set([manifest['index.html']!.file, ...importedScripts(manifest, 'index.html')]);
  const appStyles = new Set(stylesOf(manifest, 'index.html'));
  return {
    scripts: [chunk.file, ...importedScripts(manifest, module)].filter((file) => !appScripts.has(file)),
    styles: stylesOf(manifest, module).filter((file) => !appStyles.has(file)),
  };
}

/**
 * The app page with the user asked for, `scripts` announced and `styles` linked, after the page's
 * own links (so the app's entry and styles keep their place at the head of the queue).
 */
export function composeScreenPage(indexHtml: string, { scripts, styles }: { scripts: string[]; styles: string[] }) {
  if (!indexHtml.includes('</head>')) throw new Error('The built app page has no </head>');
  const links = [
    CURRENT_USER_PRELOAD,
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return indexHtml.replace('</head>', `${links.map((link) => `${link}\n  `).join('')}</head>`);
}

export function writeScreenPages(outDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  fs.mkdirSync(path.join(outDir, 'app'), { recursive: true });
  const index: ScreenPageIndexEntry[] = SCREEN_PAGES.map((page) => {
    const file = `app/${page.name}.html`;
    fs.writeFileSync(path.join(outDir, file), composeScreenPage(indexHtml, screenAssets(manifest, page.module)));
    return { paths: [...page.paths], file };
  });
  fs.writeFileSync(path.join(outDir, SCREEN_PAGES_INDEX), JSON.stringify(index, null, 2));
}
