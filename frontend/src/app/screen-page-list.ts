/**
 * The signed-in screens a first visit may open straight from a link or a reload. The build writes,
 * for each, a copy of the app page that also names the screen's scripts (`modulepreload`) and
 * styles (scripts/screen-pages.ts), so the browser fetches them beside the app's own instead of
 * once the router has asked for them, a level of imports at a time. The server sends that copy to a
 * request with a session cookie on one of `paths` (`:id` is one path segment); once the service
 * worker is installed it answers navigations itself. `module` is the screen's module as the
 * router imports it and the client build's manifest names it (paths from `frontend/`). This list
 * has no React in it, so the build reads it as it configures.
 */
export const SCREEN_PAGES = [
  { name: 'scanner', paths: ['/', '/scanner'], module: 'src/features/scan/components/scanner-screen.tsx' },
  { name: 'result', paths: ['/results/:id'], module: 'src/app/routes/result-route.tsx' },
  { name: 'result-edit', paths: ['/results/:id/edit'], module: 'src/app/routes/result-edit-route.tsx' },
  { name: 'history', paths: ['/history'], module: 'src/features/history/components/history-screen.tsx' },
  { name: 'training', paths: ['/training'], module: 'src/features/training/components/training-screen.tsx' },
  { name: 'profile', paths: ['/profile'], module: 'src/app/routes/profile-route.tsx' },
] as const satisfies readonly { name: string; paths: readonly string[]; module: string }[];
