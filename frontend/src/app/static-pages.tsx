import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { FirstVisitLogin } from '@/features/auth/components/first-visit-login';
import { HelpScreen } from '@/features/help/components/help-screen';
import { LandingPage } from '@/features/landing/components/landing-page';
import { VisitorAuth } from '@/lib/auth/auth-context';
import { loadMessages, makeIntl } from '@/lib/i18n/intl';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { FixedLocaleProvider } from '@/lib/i18n/locale-provider';
import { documentTitle } from './document-title';
import { STATIC_PAGES, type StaticPagePath } from './static-page-list';
import { VisitorFrame } from './visitor-frame';

export { LANGUAGES };

/** Each visitor page's screen (the list of pages, their scripts and titles: `static-page-list.ts`). */
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

export { renderScreenFrame } from './screen-frames';
export { drawnDataScript } from './drawn-data';
