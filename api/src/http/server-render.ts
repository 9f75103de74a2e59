import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DisplayPreferences, Scan } from '../generated/types.gen';

/**
 * The build's server-side render of the app's screens, under the built frontend's folder. The folder
 * is hidden (a leading dot), so the static file server never sends it.
 */
export const SERVER_RENDER_MODULE = '.server/static-pages.js';

/**
 * The user's own data a screen is drawn with for one request; the page carries it beside the
 * drawing, and the app's first render draws from it (the frontend's `app/drawn-data.ts`).
 */
export interface DrawnData {
  userId: string;
  /** The account's language and units, which the drawing's figures are written in, as the app's are. */
  displayPreferences: DisplayPreferences;
  scans: Scan[];
}

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
