import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { FirstVisitLogin } from '@/features/auth/components/first-visit-login';
import { HelpScreen } from '@/features/help/components/help-screen';
import { LandingPage } from '@/features/landing/components/landing-page';
import { VisitorAuth } from '@/lib/auth/auth-context';
import { loadMessages, makeIntl, type MessageId } from '@/lib/i18n/intl';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { FixedLocaleProvider } from '@/lib/i18n/locale-provider';
import { documentTitle } from './document-title';
import { VisitorFrame } from './visitor-frame';

/**
 * The pages a visitor's first visit gets as HTML drawn once at build (scripts/prerender-pages.ts):
 * what the app shows a visitor at those paths. `component` is the screen's module and `script` the
 * page's one script, as the client build's manifest names them. The landing page and Help are all
 * there is (`static-page-boot.ts`, no React). Sign-in needs React and the identity provider's SDK
 * but not the app: `login-page-boot.tsx` takes over the drawn page (`hydrates`), which stays inert
 * until then, and opens the app once signed in. Each page is drawn once per language the app
 * speaks (`LANGUAGES`), with that language's title and `<html lang>`.
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
    component: 'src/features/auth/components/first-visit-login.tsx',
    title: 'app.route.signIn',
    script: 'src/login-page-boot.tsx',
    hydrates: true,
  },
] as const satisfies readonly {
  path: string;
  component: string;
  title: MessageId | undefined;
  script: string;
  hydrates: boolean;
}[];

export { LANGUAGES };

export type StaticPagePath = (typeof STATIC_PAGES)[number]['path'];

const SCREENS: Record<StaticPagePath, () => ReactNode> = {
  '/': () => <LandingPage />,
  '/help': () => <HelpScreen />,
  '/login': () => <FirstVisitLogin onSignedIn={() => undefined} />,
};

/**
 * A page as the app shows it to a visitor in a language (the shell's column and main, no header or
 * tabs), and its title.
 */
export async function renderStaticPage(
  path: StaticPagePath,
  language: Language,
): Promise<{ markup: string; title: string }> {
  const page = STATIC_PAGES.find((candidate) => candidate.path === path)!;
  const intl = makeIntl(language, await loadMessages(language));
  const screen = (
    <VisitorAuth>
      <FixedLocaleProvider language={language}>
        <VisitorFrame>{SCREENS[path]()}</VisitorFrame>
      </FixedLocaleProvider>
    </VisitorAuth>
  );
  // A page its script takes over is drawn as React hydrates it (text nodes kept apart) and with no
  // router, as it runs with none; the static pages' links are the router's.
  const markup = page.hydrates
    ? renderToString(screen)
    : renderToStaticMarkup(<StaticRouter location={path}>{screen}</StaticRouter>);
  return { markup, title: documentTitle(page.title && intl.formatMessage({ id: page.title }), intl) };
}
