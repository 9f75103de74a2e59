import fs from 'node:fs';
import path from 'node:path';

/**
 * The signed-in screens' first-visit pages the build writes (`app/<screen>.html`: the app page
 * that also names the screen's scripts and styles, so they load beside the app's own; for the
 * screens listed with a frame also `app/<language>/<screen>.html`, which carries the screen's first
 * drawing in that language) and the index of the paths each answers, under the build's folder.
 */
export const SCREEN_PAGES_INDEX = 'app/screens.json';

/**
 * One entry of the index: a page and the paths it answers, `:id` standing for one path segment;
 * `drawn`, the page's copies with the screen drawn, by language.
 */
export interface ScreenPageIndexEntry {
  paths: string[];
  file: string;
  drawn?: Record<string, string>;
}

/** The page that answers a path, and the language it is drawn in when it was chosen by the browser's languages. */
export interface ScreenPageMatch {
  file: string;
  drawnIn: string | null;
}

/**
 * A function from a path and the browser's languages (most wanted first) to the screen page that
 * answers it, or null; read once from the build's index, with the files it names that exist. A
 * screen drawn in languages gets the first of `languages` it was drawn in, else
 * `fallbackLanguage`'s, else its undrawn page. A build without the pages answers every path with
 * null.
 */
export function screenPages(
  distDir: string,
  fallbackLanguage: string,
): (route: string, languages: readonly string[]) => ScreenPageMatch | null {
  const indexFile = path.join(distDir, SCREEN_PAGES_INDEX);
  if (!fs.existsSync(indexFile)) return () => null;
  const entries = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as ScreenPageIndexEntry[];
  // Which of the named files the build wrote is looked up once here, not on every request.
  const written = (file: string) => fs.existsSync(path.join(distDir, file));
  const patterns = entries.flatMap(({ paths, file, drawn = {} }) => {
    const page = {
      file: written(file) ? file : null,
      drawn: new Map(Object.entries(drawn).filter(([, drawnFile]) => written(drawnFile))),
    };
    return paths.map((pattern) => ({ match: new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}/?$`), page }));
  });
  return (route, languages) => {
    const page = patterns.find(({ match }) => match.test(route))?.page;
    if (!page) return null;
    const drawnIn = [...languages, fallbackLanguage].find((language) => page.drawn.has(language));
    if (drawnIn) return { file: page.drawn.get(drawnIn)!, drawnIn };
    return page.file ? { file: page.file, drawnIn: null } : null;
  };
}
