import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LandingPage } from '@/features/landing/components/landing-page';
import styles from './app-shell.module.css';

/**
 * The landing page as a visitor sees it in the app (the shell's column and main, no header or
 * tabs), drawn to HTML once at build. The server sends it to a first visit with no session, so
 * that visit shows the page before, and without, any of the app's JavaScript.
 */
export function renderStaticLanding(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <div className={styles.column}>
        <main id="main" className={styles.main}>
          <LandingPage />
        </main>
      </div>
    </StaticRouter>,
  );
}
