/**
 * The signed-in screens a first visit may open straight from a link or a reload. The build writes,
 * for each, a copy of the app page that also names the screen's scripts (`modulepreload`) and
 * styles (scripts/screen-pages.ts), so the browser fetches them beside the app's own instead of
 * once the router has asked for them, a level of imports at a time. The server sends that copy to a
 * request with a session cookie on one of `paths` (`:id` is one path segment); once the service
 * worker is installed it answers navigations itself. `module` is the screen's module as the
 * router imports it and the client build's manifest names it (paths from `frontend/`). `frame` is
 * the path whose drawing the page carries (`app/screen-frames.tsx`): the screen as the app first
 * draws it, before the user's data has come, in the page's language, shown until the app's scripts
 * have run, over which the app draws the same screen once its code has loaded; a screen whose first
 * drawing shows the user's own details (Profile) has none. This list has no React in it, so the
 * build reads it as it configures.
 */
export const SCREEN_PAGES = [
  // The signed-in home draws the scanner inside its render (a visitor gets the landing page there),
  // so a drawing of it would give way to a loading placeholder first: it has none.
  { name: 'home', paths: ['/'], module: 'src/features/scan/components/scanner-screen.tsx' },
  {
    name: 'scanner',
    paths: ['/scanner'],
    module: 'src/features/scan/components/scanner-screen.tsx',
    frame: '/scanner',
  },
  // Drawn at build as it waits for the scan's data (its placeholders), for any id; the server draws
  // the page again with the scan itself when it is the signed-in user's (`app/drawn-data.ts`).
  { name: 'result', paths: ['/results/:id'], module: 'src/app/routes/result-route.tsx', frame: '/results/drawn' },
  { name: 'result-edit', paths: ['/results/:id/edit'], module: 'src/app/routes/result-edit-route.tsx' },
  {
    name: 'history',
    paths: ['/history'],
    module: 'src/features/history/components/history-screen.tsx',
    frame: '/history',
  },
  {
    name: 'training',
    paths: ['/training'],
    module: 'src/features/training/components/training-screen.tsx',
    frame: '/training',
  },
  { name: 'profile', paths: ['/profile'], module: 'src/app/routes/profile-route.tsx' },
] as const satisfies readonly ScreenPage[];

interface ScreenPage {
  name: string;
  paths: readonly string[];
  module: string;
  frame?: string;
}
