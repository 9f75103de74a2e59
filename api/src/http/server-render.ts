import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrawnData } from '../../../rules/pages/drawn-data';

/**
 * The build's server-side render of the app's screens, under the built frontend's folder. The folder
 * is hidden (a leading dot), so the static file server never sends it.
 */
export const SERVER_RENDER_MODULE = '.server/static-pages.js';

/**
 * What the server uses of the render: a screen drawn in a language, with the user's data and the
 * browser's languages (its `Accept-Language` tags: the region picks units the account leaves to the
 * device), and that data as a page's JSON block.
 */
export interface ScreenRenderer {
  renderScreenFrame(path: string, language: string, data?: DrawnData, device?: readonly string[]): Promise<string>;
  drawnDataScript(data: DrawnData): string;
}

/**
 * A loader of the build's render of the screens: the module once loaded (on first use, not as the
 * server starts), or null for a build without one (a frontend built before the render was kept).
 */
export function serverRender(distDir: string): () => Promise<ScreenRenderer | null> {
  const file = path.join(distDir, SERVER_RENDER_MODULE);
  let loading: Promise<ScreenRenderer | null> | undefined;
  return () =>
    (loading ??= fs.existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ScreenRenderer>).catch((error: unknown) => {
          loading = undefined; // tried again on the next request
          throw error;
        })
      : Promise.resolve(null));
}
