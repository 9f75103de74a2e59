import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LoginPage } from '@/features/auth/components/login-page';
import { HelpScreen } from '@/features/help/components/help-screen';
import { LandingPage } from '@/features/landing/components/landing-page';
import { VisitorAuth } from '@/lib/auth/auth-context';
import { loadMessages, makeIntl, type MessageId } from '@/lib/i18n/intl';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { FixedLocaleProvider } from '@/lib/i18n/locale-provider';
import { documentTitle } from './document-title';
import styles from './app-shell.module.css';

/**
 * The pages a visitor's first visit gets as HTML drawn once at build (scripts/prerender-pages.ts):
 * what the app shows a visitor at those paths. `component` is the screen's module, as the client
 * build's manifest names it, whose styles the page links. A page with `app: false` is all there is
 * (no React); one with `app: true` needs the app (sign-in), so its drawing shows, inert, until the
 * app has drawn the same screen (app/predrawn.ts). Each page is drawn once per language the app
 * speaks (`LANGUAGES`), with that language's title and `<html lang>`.
 */
export const STATIC_PAGES = [
  { path: '/', component: 'src/features/landing/components/landing-page.tsx', title: undefined, app: false },
  { path: '/help', component: 'src/features/help/components/help-screen.tsx', title: 'app.route.help', app: false },
  { path: '/login', component: 'src/features/auth/components/login-page.tsx', title: 'app.route.signIn', app: true },
] as const satisfies readonly { path: string; component: string; title: MessageId | undefined; app: boolean }[];

export { LANGUAGES };

export type StaticPagePath = (typeof STATIC_PAGES)[number]['path'];

const SCREENS: Record<StaticPagePath, () => ReactNode> = {
  '/': () => <LandingPage />,
  '/help': () => <HelpScreen />,
  '/login': () => <LoginPage />,
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
  const markup = renderToStaticMarkup(
    <StaticRouter location={path}>
      <VisitorAuth>
        <FixedLocaleProvider language={language}>
          <div className={styles.column}>
            <main id="main" className={styles.main}>
              {SCREENS[path]()}
            </main>
          </div>
        </FixedLocaleProvider>
      </VisitorAuth>
    </StaticRouter>,
  );
  return { markup, title: documentTitle(page.title && intl.formatMessage({ id: page.title }), intl) };
}
