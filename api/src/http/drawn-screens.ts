import type { Logger } from '../logger';
import type { DisplayPreferences, Language } from '../generated/types.gen';
import type { DrawnData } from '../../../rules/pages/drawn-data';
import type { ScreenRenderer } from './server-render';
import type { SessionResolver } from './session';

/** Where a drawn page's frame starts and ends (the build marks it), so a request's drawing can replace it. */
export const FRAME_START = '<!--frame-->';
export const FRAME_END = '<!--/frame-->';

/**
 * A screen drawn for one request: its markup, the page's block of the data it was drawn with, and
 * the language it was drawn in (the page's, unless the account chose another).
 */
export interface ScreenDrawing {
  frame: string;
  dataScript: string;
  language: Language;
}

/**
 * Draws a signed-in screen's first visit with the user's own data (a result with its scan), in the
 * account's language, else the page's (`pageLanguage`, picked from the browser's), with the
 * browser's language tags (`device`, most wanted first), or answers null: the build's drawing is
 * sent then.
 */
export type DrawScreen = (
  route: string,
  pageLanguage: Language,
  sessionToken: string,
  device: readonly string[],
) => Promise<ScreenDrawing | null>;

/** The screens drawn with a user's own data, and that data. */
export interface ScreenData {
  /** Whether a path's screen is drawn with the user's data: asked first, before any read. */
  draws(route: string): boolean;
  /** The data a path's screen is drawn with for a user, or null when it has none to draw with. */
  read(route: string, language: Language, userId: string): Promise<Pick<DrawnData, 'scans'> | null>;
}

/**
 * A `DrawScreen` from who the session is, the screens' data, the account's display preferences
 * (the drawing is in the account's language and units, as the app will be) and the build's render.
 * Nothing here fails a page: an unknown session, no data, a build without the render, or an error
 * while drawing (logged) all leave the build's drawing in place.
 */
export function drawnScreens({
  sessions,
  dataFor,
  displayPreferences,
  renderer,
  logger,
}: {
  sessions: SessionResolver;
  dataFor: ScreenData;
  displayPreferences: (userId: string) => Promise<DisplayPreferences>;
  renderer: () => Promise<ScreenRenderer | null>;
  logger: Logger;
}): DrawScreen {
  return async (route, pageLanguage, sessionToken, device) => {
    // Most signed-in screens have no such drawing: their navigations read nothing here.
    if (!dataFor.draws(route)) return null;
    try {
      const user = await sessions.resolve(sessionToken);
      if (!user) return null;
      const preferences = await displayPreferences(user.id);
      const language = preferences.language ?? pageLanguage;
      const screenData = await dataFor.read(route, language, user.id);
      const render = screenData && (await renderer());
      if (!screenData || !render) return null;
      const data: DrawnData = { userId: user.id, displayPreferences: preferences, ...screenData };
      return {
        frame: await render.renderScreenFrame(route, language, data, device),
        dataScript: render.drawnDataScript(data),
        language,
      };
    } catch (error) {
      logger.warn({ err: { message: (error as Error).message }, route }, 'drawing a screen failed; sent as built');
      return null;
    }
  };
}

/**
 * A drawn page with a request's drawing in place of the build's frame and the data block at the end
 * of its body; null when the page has no marked frame.
 */
export function pageWithDrawing(page: string, { frame, dataScript }: ScreenDrawing): string | null {
  const start = page.indexOf(FRAME_START);
  const end = page.indexOf(FRAME_END, start);
  const bodyEnd = page.lastIndexOf('</body>');
  if (start < 0 || end < 0 || bodyEnd < end) return null;
  return [
    page.slice(0, start + FRAME_START.length),
    frame,
    page.slice(end, bodyEnd),
    `${dataScript}\n`,
    page.slice(bodyEnd),
  ].join('');
}
