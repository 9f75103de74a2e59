/**
 * Draws the pages a visitor's first visit gets (the landing page, Help, sign-in) to static HTML at
 * build, once per language the app speaks: what the server sends to `/`, `/help` and `/login` when
 * no session cookie comes (`visitor/<language>/*.html`, picked by the browser's Accept-Language).
 * Each is its React screen rendered to HTML in that language (a server-side build of
 * `app/static-pages.tsx`), the styles it needs and one script: `static-page-boot.ts` for the
 * landing page and Help, which need none of the app's JavaScript, and `login-page-boot.tsx` for
 * sign-in, which takes the drawn page over with only what signing in needs. Run by the Vite build
 * after the client build has written its manifest. The same server-side build draws the signed-in
 * screens for their first-visit pages (`screen-pages.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Manifest } from 'vite';
import { visitorPageFile } from '../rules/pages/visitor-pages.ts';
import { STATIC_PAGES } from '../frontend/src/app/static-page-list.ts';
import type { ScreenRenderer } from '../api/src/http/server-render.ts';

/** What the server-side build of `app/static-pages.tsx` exports (the server uses its screen drawing too). */
export interface StaticPagesModule extends ScreenRenderer {
  LANGUAGES: readonly string[];
  renderStaticPage(path: string, language: string): Promise<{ markup: string; title: string }>;
}

export interface ServerRenderOptions {
  /** The Vite root (`frontend/`). */
  root: string;
  /** Where the server-side build goes (emptied first). */
  workDir: string;
  alias: AliasOptions;
  define: Record<string, string>;
}

/** The server-side build of `app/static-pages.tsx`, loaded. */
export interface ServerRender {
  pages: StaticPagesModule;
}

/** Builds the app's screens for drawing on the server (at build) and loads them. */
export async function buildServerRender({ root, workDir, alias, define }: ServerRenderOptions): Promise<ServerRender> {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // The client build has the public files; this build is only scripts.
    publicDir: false,
    resolve: { alias },
    define,
    build: {
      ssr: 'src/app/static-pages.tsx',
      outDir: workDir,
      emptyOutDir: true,
      sourcemap: false,
      // The visitor pages import screens the route table loads lazily; this build is never sent to
      // a browser, so how it splits them does not matter.
      rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
    },
  });
  const pages = (await import(pathToFileURL(path.join(workDir, 'static-pages.js')).href)) as StaticPagesModule;
  return { pages };
}

/** What the build steps after the client build read of it. */
export interface BuiltClient {
  manifest: Manifest;
  /** The built app page. */
  indexHtml: string;
  /** Every script of the client build, as text: where a class made only of `composes` is named. */
  scripts: string;
}

/** Reads the client build's manifest, app page and scripts (once, for every step that needs them). */
export function readBuiltClient(outDir: string): BuiltClient {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return {
    manifest,
    indexHtml: fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'),
    scripts: Object.values(manifest)
      .map((chunk) => fs.readFileSync(path.join(outDir, chunk.file), 'utf8'))
      .join('\n'),
  };
}

/**
 * Stops the build when drawn markup uses a class the client build does not know (in the page's
 * styles, or its scripts' class maps, for a class made only of `composes`): the server-side build
 * names CSS-module classes as the client build does, and if they drifted the page would show
 * unstyled.
 */
export function assertKnownClasses(what: string, markup: string, css: string, clientScripts: string) {
  const unknown = [...classNamesIn(markup)].filter(
    (name) => !css.includes(`.${name}`) && !clientScripts.includes(name),
  );
  if (unknown.length > 0) throw new Error(`${what} uses classes the app's build does not have: ${unknown.join(', ')}`);
}

/** A language's messages, as the client build's manifest names the module (`lib/i18n/intl.ts` loads it). */
const messagesModule = (language: string) => `src/lib/i18n/messages/${language}/index.ts`;

/** Every stylesheet a manifest entry needs: its own and its static imports', in load order. */
export function stylesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}`);
  return [...(chunk.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen)), ...(chunk.css ?? [])];
}

/** The scripts an entry imports statically (its chunks), to preload beside it. */
export function importedScripts(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  return (manifest[key]?.imports ?? []).flatMap((imported) => {
    if (seen.has(imported)) return [];
    seen.add(imported);
    return [manifest[imported]!.file, ...importedScripts(manifest, imported, seen)];
  });
}

/** The class names the markup uses, except the icon library's own (`lucide`, `lucide-*`), which carry no styles. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list!.split(/\s+/)) if (name && !name.startsWith('lucide')) names.add(name);
  }
  return names;
}

/**
 * The built app page turned into a static page: its language, title, the drawn markup in the root,
 * the page's stylesheets and its one script with the chunks it imports; the app's own scripts,
 * preloads and styles go. A page its script takes over (`hydrates`) keeps its root inert until
 * then, so nothing on it looks ready before it is.
 */
export function composeStaticPage(
  indexHtml: string,
  {
    language,
    title,
    markup,
    styles,
    script,
    preloads,
    hydrates,
  }: {
    language: string;
    title: string;
    markup: string;
    styles: string[];
    script: string;
    preloads: string[];
    hydrates: boolean;
  },
): string {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (!/<html[^>]*\slang="[^"]*"/.test(indexHtml)) throw new Error('index.html has no <html lang>');
  const head = [
    `<script type="module" crossorigin src="/${script}"></script>`,
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
  ];
  return indexHtml
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(/(<html[^>]*\slang=")[^"]*"/, `$1${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root"${hydrates ? ' inert' : ''}>${markup}</div>`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function prerenderPages(
  outDir: string,
  { pages }: ServerRender,
  { manifest, indexHtml, scripts: clientScripts }: BuiltClient = readBuiltClient(outDir),
): Promise<void> {
  for (const page of STATIC_PAGES) {
    const script = manifest[page.script]?.file;
    if (!script) throw new Error(`The build's manifest has no ${page.script}`);
    const preloads = importedScripts(manifest, page.script);
    // A page its script takes over needs that script's styles; a static one the app's and its screen's.
    const styles = page.hydrates
      ? stylesOf(manifest, page.script)
      : [...new Set([...stylesOf(manifest, 'index.html'), ...stylesOf(manifest, page.component)])];
    const css = styles.map((file) => fs.readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    for (const language of pages.LANGUAGES) {
      const { markup, title } = await pages.renderStaticPage(page.path, language);
      assertKnownClasses(page.path, markup, css, clientScripts);

      const name = visitorPageFile(page.path, language) ?? `(no file for ${page.path} in ${language})`;
      const file = path.join(outDir, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // A page its script takes over draws with its language's messages: fetched beside the script,
      // not after it (English is in the script itself).
      const messages = page.hydrates ? manifest[messagesModule(language)]?.file : undefined;
      fs.writeFileSync(
        file,
        composeStaticPage(indexHtml, {
          language,
          title,
          markup,
          styles,
          script,
          preloads: messages ? [...preloads, messages] : preloads,
          hydrates: page.hydrates,
        }),
      );
    }
  }
}
