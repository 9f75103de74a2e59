/**
 * How the client build cuts the app into scripts, for a first visit on a slow phone line. Each
 * script is a request of its own, and over HTTP/1.1 a browser asks at most six at a time, so a
 * first visit pays a round trip for every handful of files. Rolldown's default cuts a chunk for
 * every set of screens that shares some modules: a signed-in screen came to ~35 files, fetched
 * four import levels deep. This plugin groups them by who loads them instead, in this order
 * (Rolldown takes a captured module's imports into its group, so the first group wins them):
 *
 * - `boot`: what the visitor pages' script (`static-page-boot.ts`, a few KB) shares with the
 *   others (the theme, the service worker's registration, Vite's preload helper), so a visitor's
 *   page never loads more than that;
 * - `common`: what the sign-in page (`login-page-boot.tsx`) shares with the app (React, the query
 *   client, the messages, the API client), one file for both;
 * - `app`: the rest of the app's start-up (`main.tsx`'s static imports: the router, the shell);
 * - `screens`: code two or more lazily loaded screens share, grouped by the screens that load it,
 *   with groups under 60 KB (before minifying) merged into a neighbour, so a screen is its own
 *   chunk and a few shared ones, all one import away. Merged groups may import each other, so
 *   modules run in source order (`strictExecutionOrder`), not in the order of their chunks.
 *
 * The modules each entry imports statically are read from the module graph once it is built.
 * The files a first visit runs nearly all of also get V8's compile hint (below).
 */
import type { Plugin } from 'vite';
import { SCREEN_PAGES } from '../frontend/src/app/screen-page-list.ts';

/** Entries, by the end of their path under `frontend/`. */
const SIGN_IN_ENTRY = '/src/login-page-boot.tsx';
const VISITOR_ENTRY = '/src/static-page-boot.ts';
const APP_ENTRY = '/src/main.tsx';

/** Shared screen groups smaller than this (bytes, before minifying) merge into a neighbour. */
const SCREEN_GROUP_MERGE_BYTES = 60_000;

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read a comment): every
 * function of the file is compiled as the file streams in, on a background thread, instead of on
 * the main thread when first called. Only for the files a first visit runs nearly all of.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const GROUPS = ['boot', 'common', 'app'];

/** Whether a first visit runs most of a chunk: an entry, a group, or a screen a link opens. */
export const startsUp = (chunk: { name: string; isEntry: boolean; facadeModuleId: string | null }) =>
  chunk.isEntry ||
  GROUPS.includes(chunk.name) ||
  chunk.name.startsWith('screens~') ||
  SCREEN_PAGES.some((page) => chunk.facadeModuleId?.endsWith(`/frontend/${page.module}`));

/** A source map's text with its code one line further down (a line put at the top of the file). */
export function shiftedSourceMap(source: string | Uint8Array): string {
  const map = JSON.parse(typeof source === 'string' ? source : new TextDecoder().decode(source)) as {
    mappings: string;
  };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

export function appChunks(): Plugin {
  let signIn = new Set<string>();
  let visitor = new Set<string>();
  let app = new Set<string>();
  const isVisitor = (id: string) => visitor.has(id);
  return {
    name: 'morsel-app-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            // Merging small screen groups can make two chunks import each other (a group's module
            // imports one of the neighbour it merged into, and that neighbour imports back), and a
            // chunk's top-level code then ran before the chunk it calls into had (a built result
            // page threw 'is not a function'). Rolldown then runs every module in source order
            // whatever the chunks, for ~4% more script.
            strictExecutionOrder: true,
            codeSplitting: {
              groups: [
                // First, so the other groups (which take their modules' imports along) cannot: Vite's
                // preload helper would otherwise pull the sign-in page's chunk into a visitor's.
                { name: 'boot', test: isVisitor, minShareCount: 2, priority: 4 },
                { name: 'common', test: (id) => signIn.has(id) && !isVisitor(id), minShareCount: 2, priority: 3 },
                { name: 'app', test: (id) => app.has(id) && !signIn.has(id) && !isVisitor(id), priority: 2 },
                {
                  name: 'screens',
                  test: (id) => !app.has(id) && !signIn.has(id) && !isVisitor(id),
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: SCREEN_GROUP_MERGE_BYTES,
                  priority: 1,
                },
              ],
            },
            // A shared screen group is named after every screen that loads it; its files are not.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('screens~') ? 'assets/screens-[hash].js' : 'assets/[name]-[hash].js',
            assetFileNames: (asset) =>
              asset.names.some((name) => name.startsWith('screens~'))
                ? 'assets/screens-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
          },
        },
      },
    }),
    // Last, after minifying (which would drop the comment) and after Vite has put its own lines at
    // the top; the source map moves down the one line. The bundler has already made the map's file
    // by then (an asset beside the chunk), so that file is what moves.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !startsUp(chunk)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = shiftedSourceMap(mapFile.source);
        }
      },
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** The modules an entry imports statically, directly or through others (itself excluded). */
      const staticImports = (suffix: string) => {
        const entry = ids.find((id) => id.endsWith(suffix));
        if (!entry) throw new Error(`The build has no entry ${suffix}`);
        const seen = new Set<string>();
        const todo = [...(this.getModuleInfo(entry)?.importedIds ?? [])];
        while (todo.length > 0) {
          const id = todo.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      signIn = staticImports(SIGN_IN_ENTRY);
      visitor = staticImports(VISITOR_ENTRY);
      app = staticImports(APP_ENTRY);
    },
  };
}
