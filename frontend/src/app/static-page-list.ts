import type { MessageId } from '@/lib/i18n/intl';

/**
 * The pages a visitor's first visit gets as HTML drawn once at build (scripts/prerender-pages.ts):
 * what the app shows a visitor at those paths. `script` is the page's one script and `component`
 * the screen's module, as the client build's manifest names them. The landing page and Help are
 * all there is (`static-page-boot.ts`, no React), with the app's styles and their screen's. Sign-in
 * needs React and the identity provider's SDK but not the app: `login-page-boot.tsx` takes over the
 * drawn page (`hydrates`), which stays inert until then, has its script's styles, and opens the
 * app once signed in. Each page is drawn once per language the app speaks, with that language's
 * title and `<html lang>`. This list has no React in it, so the build reads it as it configures.
 */
export const STATIC_PAGES = [
  {
    path: '/',
    component: 'src/features/landing/components/landing-page.tsx',
    title: undefined,
    script: 'src/static-page-boot.ts',
    hydrates: false,
  },
  {
    path: '/help',
    component: 'src/features/help/components/help-screen.tsx',
    title: 'app.route.help',
    script: 'src/static-page-boot.ts',
    hydrates: false,
  },
  {
    path: '/login',
    title: 'app.route.signIn',
    script: 'src/login-page-boot.tsx',
    hydrates: true,
  },
] as const satisfies readonly ({ path: string; title: MessageId | undefined; script: string } & (
  { hydrates: false; component: string } | { hydrates: true }
))[];

export type StaticPagePath = (typeof STATIC_PAGES)[number]['path'];

/** The visitor pages' scripts (paths from `frontend/`): each an entry of the client build. */
export const VISITOR_PAGE_SCRIPTS = [...new Set(STATIC_PAGES.map((page) => page.script))];
