import fs from 'node:fs';
import path from 'node:path';

/**
 * The signed-in screens' first-visit pages the build writes (`app/<screen>.html`: the app page
 * that also names the screen's scripts and styles, so they load beside the app's own) and the
 * index of the paths each answers, under the build's folder.
 */
export const SCREEN_PAGES_INDEX = 'app/screens.json';

/** One entry of the index: a page and the paths it answers, `:id` standing for one path segment. */
export interface ScreenPageIndexEntry {
  paths: string[];
  file: string;
}

/**
 * A function from a path to the screen page that answers it, or null; read once from the build's
 * index. A build without the pages answers every path with null.
 */
export function screenPages(distDir: string): (route: string) => string | null {
  const indexFile = path.join(distDir, SCREEN_PAGES_INDEX);
  if (!fs.existsSync(indexFile)) return () => null;
  const entries = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as ScreenPageIndexEntry[];
  const patterns = entries.flatMap(({ paths, file }) =>
    paths.map((pattern) => ({ match: new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}/?$`), file })),
  );
  return (route) => {
    const found = patterns.find(({ match }) => match.test(route));
    return found && fs.existsSync(path.join(distDir, found.file)) ? found.file : null;
  };
}
