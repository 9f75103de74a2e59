import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './frontend/src/pwa/web-manifest.ts';
import { appChunks } from './scripts/app-chunks.ts';
import { compiledMessages } from './scripts/compiled-messages.ts';
import { compressAssets } from './scripts/compress-assets.ts';
import { assertServiceWorkerHasNoUi } from './scripts/service-worker-bundle.ts';
import { VISITOR_PAGE_SCRIPTS } from './frontend/src/app/static-page-list.ts';
import { buildServerRender, prerenderPages, readBuiltClient } from './scripts/prerender-pages.ts';
import { THEME_FIRST_PAINT_SCRIPT } from './frontend/src/lib/theme/theme.ts';
import { writeScreenPages } from './scripts/screen-pages.ts';
import { SERVER_RENDER_MODULE } from './api/src/http/server-render.ts';

const apiPort = process.env.API_PORT ?? '3000';

const packageJson = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

const modelsDir = path.resolve(import.meta.dirname, process.env.MORSEL_MODELS_DIR ?? 'models');

/**
 * Dev servers (including `dev:mock`, which has no API) serve the installed on-device model
 * under /models/, as the API does in production.
 */
function serveModels(): Plugin {
  return {
    name: 'morsel-serve-models',
    configureServer(server) {
      server.middlewares.use('/models', (req, res, next) => {
        const name = path.basename(decodeURIComponent((req.url ?? '').split('?')[0]!));
        const file = path.join(modelsDir, name);
        if (!name.endsWith('.onnx') || !fs.existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        fs.createReadStream(file).pipe(res);
      });
    },
  };
}

/**
 * The installable app: the manifest, and the service worker (frontend/src/sw.ts, Workbox) with the
 * precache list of the built app shell injected. The app registers it itself (register-sw.ts), and
 * only in a production build: dev servers and `dev:mock` (whose mock service worker owns the
 * scope) run without it. Test runs leave it out entirely.
 */
const pwa = () =>
  VitePWA({
    disable: Boolean(process.env.VITEST),
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: webManifest,
    includeManifestIcons: true,
    injectManifest: {
      // The app shell: scripts, styles, the page, icons and fonts, and the landing page and Help as
      // drawn for visitors. Sample videos, the mock service worker, source maps and the pages only
      // a first visit gets (sign-in's own, the screens' drawn ones) stay out; the on-device model is
      // cached when first used.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      globIgnores: ['**/mockServiceWorker.js', 'samples/**', 'videos/**', '**/*.map', 'app/**', 'visitor/*/login.html'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    // After the pages drawn at build (drawPages, listed before this plugin), so they are precached.
    integration: { closeBundleOrder: 'post' },
  });

const alias = {
  '@': path.resolve(import.meta.dirname, 'frontend/src'),
  '@rules': path.resolve(import.meta.dirname, 'rules'),
};

// The release shown in the app: the version from package.json, the year of the build.
const define = {
  __APP_VERSION__: JSON.stringify(packageJson.version),
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};

/** The theme set before the first paint, inline at the top of every page (lib/theme). */
function themeFirstPaint(): Plugin {
  return {
    name: 'morsel-theme-first-paint',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_FIRST_PAINT_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/**
 * A step run once the client is built (Rollup's `closeBundle`, among the `post` hooks in the order
 * the plugins are listed), given the build's output folder.
 */
function afterClientBuild(name: string, run: (outDir: string) => Promise<void>, enforce?: 'post'): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    ...(enforce ? { enforce } : {}),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => run(outDir) },
  };
}

/**
 * Pages drawn at build, before the service worker's precache list is made (so the visitor pages
 * are in it): the visitor pages as static HTML for a first visit (scripts/prerender-pages.ts) and
 * the signed-in screens' first-visit pages with their first drawing (scripts/screen-pages.ts).
 */
const drawPages = () =>
  afterClientBuild('morsel-draw-pages', async (outDir) => {
    // Kept in the build's hidden folder (never served): the server draws a result with its scan
    // with it too, for that page's first visit.
    const serverRender = await buildServerRender({
      root: path.resolve(import.meta.dirname, 'frontend'),
      workDir: path.dirname(path.join(outDir, SERVER_RENDER_MODULE)),
      alias,
      define,
    });
    const client = readBuiltClient(outDir);
    await prerenderPages(outDir, serverRender, client);
    await writeScreenPages(outDir, serverRender.pages, client);
  });

/**
 * The build's last step, after the service worker is written: a check that the worker bundles no
 * UI package, then Brotli and gzip copies of every text file, the worker's too, which the server
 * sends to browsers that accept them. The PWA plugin runs
 * among the `post` plugins, so this one is one too, listed after it.
 */
const compressBuild = () =>
  afterClientBuild(
    'morsel-compress-build',
    async (outDir) => {
      assertServiceWorkerHasNoUi(outDir);
      await compressAssets(outDir);
      if (fs.existsSync(path.join(outDir, 'sw.js')) && !fs.existsSync(path.join(outDir, 'sw.js.br'))) {
        throw new Error(
          'The service worker was written after the build compressed its files: sw.js has no Brotli copy.',
        );
      }
    },
    'post',
  );

/** The frontend build. `npm run dev` proxies /api to the API; `npm run dev:mock` needs no API at all. */
export default defineConfig({
  root: 'frontend',
  publicDir: 'public',
  plugins: [
    react(),
    themeFirstPaint(),
    compiledMessages(),
    appChunks(),
    serveModels(),
    drawPages(),
    pwa(),
    compressBuild(),
  ],
  define,
  resolve: { alias },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // The manifest tells the visitor pages' prerender which files their screens and script became.
    manifest: true,
    // A lazily loaded screen's chunks are not announced one preload link each as it starts loading
    // (Vite's default): inserting ~45 links made the router's first navigation one long task, and
    // on a first visit they crowded the slow line the first paint waits on. The browser fetches a
    // chunk's imports as soon as the chunk arrives, and after the first visit the service worker
    // has them all. The pages' own <link rel="modulepreload"> (index.html) stay.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'js' ? [] : dependencies),
    },
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'frontend/index.html'),
        ...Object.fromEntries(
          VISITOR_PAGE_SCRIPTS.map((file) => [
            path.basename(file, path.extname(file)),
            path.resolve(import.meta.dirname, 'frontend', file),
          ]),
        ),
      },
    },
  },
  server: {
    port: 5173,
    // The API, and in emulator mode the Auth emulator it serves on the same origin.
    // changeOrigin stays false: the API's CSRF check compares Origin with Host.
    proxy: Object.fromEntries(
      ['/api', '/emulator', '/identitytoolkit.googleapis.com', '/securetoken.googleapis.com'].map((prefix) => [
        prefix,
        { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      ]),
    ),
  },
  preview: { port: 4173 },
});
