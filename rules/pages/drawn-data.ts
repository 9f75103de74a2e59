import type { DisplayPreferences, Scan } from '../contract';

/**
 * The user's own data a signed-in screen is drawn with on the server for one request (a result
 * with its scan), sent in the page beside the drawing so that the app's first render draws the
 * same screen from it, in the same language and units, instead of a loading placeholder. The
 * server writes it (`api/src/http/drawn-screens.ts`), the app reads it (`app/drawn-data.ts`).
 */
export interface DrawnData {
  userId: string;
  /** The account's language and units, which the drawing's figures are written in. */
  displayPreferences: DisplayPreferences;
  scans: Scan[];
}
