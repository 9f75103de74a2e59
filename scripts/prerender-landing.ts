/**
 * Draws the landing page to `landing.html` at build: the page the server sends a first visit to
 * `/` with no session. It is the React component rendered once to HTML (a server-side build of
 * `app/static-landing.tsx`), the styles the app loads for it, and one small script
 * (`landing-boot.ts`); none of the app's other JavaScript. Run by the Vite build after the client
 * build has written its manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Manifest } from 'vite';

export const LANDING_FILE = 'landing.html';
/** The page's component and script, as the client build's manifest names them (paths from `frontend/`). */
const LANDING_COMPONENT = 'src/features/landing/components/landing-page.tsx';
export const LANDING_BOOT = 'src/landing-boot.ts';

export interface PrerenderOptions {
  /** The Vite root (`frontend/`). */
  root: string;
  /** The client build's folder (`dist/web`). */
  outDir: string;
  /** Where the server-side build goes (thrown away after). */
  workDir: string;
  alias: AliasOptions;
  define: Record<string, string>;
}

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
 * The built app page turned into the landing page: the drawn markup in the root, the landing's
 * stylesheets, the boot script, and none of the app's scripts or preloads.
 */
export function composeLandingPage(
  indexHtml: string,
  { markup, styles, script, preloads }: { markup: string; styles: string[]; script: string; preloads: string[] },
): string {
  const withoutAppScripts = indexHtml
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  const head = [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
    `<script type="module" crossorigin src="/${script}"></script>`,
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
  ].join('\n    ');
  if (!withoutAppScripts.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return withoutAppScripts
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

export async function prerenderLanding({ root, outDir, workDir, alias, define }: PrerenderOptions): Promise<void> {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias },
    define,
    build: { ssr: 'src/app/static-landing.tsx', outDir: workDir, emptyOutDir: true, sourcemap: false },
  });
  const { renderStaticLanding } = (await import(pathToFileURL(path.join(workDir, 'static-landing.js')).href)) as {
    renderStaticLanding: () => string;
  };
  const markup = renderStaticLanding();

  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const styles = [...new Set([...stylesOf(manifest, 'index.html'), ...stylesOf(manifest, LANDING_COMPONENT)])];
  const script = manifest[LANDING_BOOT]?.file;
  if (!script) throw new Error(`The build's manifest has no ${LANDING_BOOT}`);

  // The server-side build names CSS-module classes as the client build does; a class missing
  // from the styles would mean they drifted, and the page would show unstyled.
  const css = styles.map((file) => fs.readFileSync(path.join(outDir, file), 'utf8')).join('\n');
  const unstyled = [...classNamesIn(markup)].filter((name) => !css.includes(`.${name}`));
  if (unstyled.length > 0) throw new Error(`The landing page uses classes no stylesheet has: ${unstyled.join(', ')}`);

  const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  fs.writeFileSync(
    path.join(outDir, LANDING_FILE),
    composeLandingPage(indexHtml, { markup, styles, script, preloads: importedScripts(manifest, LANDING_BOOT) }),
  );
  fs.rmSync(workDir, { recursive: true, force: true });
}
