import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import serve from 'koa-static';

/**
 * Serves the built frontend, with index.html for every other GET so that
 * client-side routes (/history, /results/abc) survive a reload. /api paths
 * never reach this.
 */
export function staticFrontend(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const assets = serve(distDir, { index: false, maxage: 0, gzip: true, brotli: true });
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    await assets(ctx, async () => undefined);
    if (ctx.body != null || ctx.status !== 404) {
      // Hashed build assets never change; cache them for a year.
      if (ctx.path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      return;
    }
    if (path.extname(ctx.path)) return next(); // a missing file, not a route
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The frontend is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(indexFile);
  };
}
