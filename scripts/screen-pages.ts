/**
 * Writes the signed-in screens' first-visit pages (`frontend/src/app/screen-page-list.ts`): for
 * each screen, `app/<name>.html`, the built app page that also names the screen's scripts
 * (`modulepreload`) and links its styles, and asks for the signed-in user at once; for a screen
 * with a frame, one copy per language, `app/<language>/<name>.html`, that also carries the screen
 * as the app first draws it (its header, headings, placeholders and tab bar), inert, until the
 * app's scripts draw it over; and `app/screens.json`, the paths each page answers, which the
 * server reads. Run by the Vite build after the client build has written its manifest.
 *
 * Without them a first visit fetches a screen's code only once the app's own has run and its
 * router has asked for the screen, and nothing shows until then and until who is signed in is known.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { SCREEN_PAGES } from '../frontend/src/app/screen-page-list.ts';
import { DRAWN_USER } from '../frontend/src/lib/auth/drawn-user.ts';
import { SCREEN_PAGES_INDEX, type ScreenPageIndexEntry } from '../api/src/http/screen-pages.ts';
import { FRAME_END, FRAME_START } from '../api/src/http/drawn-screens.ts';
import {
  assertKnownClasses,
  importedScripts,
  readBuiltClient,
  stylesOf,
  type BuiltClient,
  type StaticPagesModule,
} from './prerender-pages.ts';

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

/** A screen drawn at build, in a language: what the page shows until the app draws over it. */
export interface ScreenFrame {
  language: string;
  markup: string;
}

/**
 * The app page with the user asked for, `scripts` announced and `styles` linked, after the page's
 * own links (so the app's entry and styles keep their place at the head of the queue); with a
 * frame, the page is in the frame's language and its root holds the frame, inert (nothing on it
 * works before the app does) and marked `data-drawn-frame` for the app's start-up; the frame's
 * markup sits between two comments, where the server puts a request's own drawing instead.
 *
 * A drawn page's first paint needs only the page and its styles, so its scripts are fetched at low
 * priority (`fetchpriority="low"`): on a slow line the styles the first paint waits for no longer
 * share it with the app's scripts, and Lighthouse's simulation, which counts every high-priority
 * script fetched before the first paint as holding it up, measures the page as it shows.
 */
export function composeScreenPage(
  indexHtml: string,
  { scripts, styles, frame }: { scripts: string[]; styles: string[]; frame?: ScreenFrame },
) {
  if (!indexHtml.includes('</head>')) throw new Error('The built app page has no </head>');
  const links = [
    CURRENT_USER_PRELOAD,
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  const page = indexHtml.replace('</head>', `${links.map((link) => `${link}\n  `).join('')}</head>`);
  if (!frame) return page;
  if (!page.includes('<div id="root"></div>')) throw new Error('The built app page has no empty #root');
  if (!/<html[^>]*\slang="[^"]*"/.test(page)) throw new Error('The built app page has no <html lang>');
  return page
    .replace(/(<html[^>]*\slang=")[^"]*"/, `$1${frame.language}"`)
    .replaceAll(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"><div data-drawn-frame inert>${FRAME_START}${frame.markup}${FRAME_END}</div></div>`,
    );
}

/** The file of a screen's page drawn in a language. */
const drawnPageFile = (name: string, language: string) => `app/${language}/${name}.html`;

export async function writeScreenPages(
  outDir: string,
  pages: Pick<StaticPagesModule, 'LANGUAGES' | 'renderScreenFrame'>,
  { manifest, indexHtml, scripts: clientScripts }: BuiltClient = readBuiltClient(outDir),
) {
  const appStyles = stylesOf(manifest, 'index.html');
  const index: ScreenPageIndexEntry[] = [];
  fs.mkdirSync(path.join(outDir, 'app'), { recursive: true });
  for (const page of SCREEN_PAGES) {
    const assets = screenAssets(manifest, page.module);
    const file = `app/${page.name}.html`;
    fs.writeFileSync(path.join(outDir, file), composeScreenPage(indexHtml, assets));
    const entry: ScreenPageIndexEntry = { paths: [...page.paths], file };
    if ('frame' in page) {
      const css = [...appStyles, ...assets.styles]
        .map((style) => fs.readFileSync(path.join(outDir, style), 'utf8'))
        .join('\n');
      entry.drawn = {};
      for (const language of pages.LANGUAGES) {
        const markup = await pages.renderScreenFrame(page.frame, language);
        if (markup.includes(DRAWN_USER.id)) throw new Error(`${page.frame}'s frame shows the drawn user's id`);
        assertKnownClasses(`${page.frame}'s frame`, markup, css, clientScripts);
        const drawnFile = drawnPageFile(page.name, language);
        fs.mkdirSync(path.dirname(path.join(outDir, drawnFile)), { recursive: true });
        fs.writeFileSync(
          path.join(outDir, drawnFile),
          composeScreenPage(indexHtml, { ...assets, frame: { language, markup } }),
        );
        entry.drawn[language] = drawnFile;
      }
    }
    index.push(entry);
  }
  fs.writeFileSync(path.join(outDir, SCREEN_PAGES_INDEX), JSON.stringify(index, null, 2));
}
