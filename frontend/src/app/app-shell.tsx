import { ChevronLeft, CircleAlert, GraduationCap, History, ScanLine, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, type Params } from 'react-router-dom';
import { InlineNotice } from '@/components/ui/inline-notice';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { useAuth } from '@/lib/auth/auth-context';
import type { MessageId } from '@/lib/i18n/intl';
import { useOnline } from '@/lib/use-online';
import { useRouteTitle } from './document-title';
import { SessionNotice } from './session-notice';
import styles from './app-shell.module.css';

// The outbox (IndexedDB) loads once someone is signed in: a visitor's pages never need it.
const OutboxSync = lazy(() => import('@/lib/outbox/outbox-sync').then((m) => ({ default: m.OutboxSync })));

const TABS = [
  { to: '/scanner', label: 'app.route.scan', icon: ScanLine },
  { to: '/history', label: 'app.route.history', icon: History },
  { to: '/training', label: 'app.route.training', icon: GraduationCap },
  { to: '/profile', label: 'app.route.profile', icon: UserRound },
] as const satisfies readonly { to: string; label: MessageId; icon: unknown }[];

export type TabPath = (typeof TABS)[number]['to'];

export interface RouteHandle {
  /** The centred header title on this screen (a message, so it reads in the user's language). */
  title?: MessageId;
  /**
   * The page name in the browser's title ('Scan' gives 'Scan · Morsel'), when not the header title;
   * the brand's own name ('app.brand') gives just 'Morsel'.
   */
  pageTitle?: MessageId;
  /** The tab a page pushed from another belongs to (a result to History): the tab bar marks it. */
  section?: TabPath;
  /**
   * A pushed page: the header's back control returns to the page it came from, or, opened
   * directly (a shared link, a reload), goes to `to`, which `label` names.
   */
  back?: { label: MessageId; to: string | ((params: Params) => string) };
}

/** The mobile-width column: header (signed in, not on /login), the screen, and the tab bar (signed in). */
export function AppShell() {
  const intl = useIntl();
  const auth = useAuth();
  const online = useOnline();
  const location = useLocation();
  const matches = useMatches();
  const handles = [...matches].reverse().map((m) => m.handle as RouteHandle | undefined);
  const title = handles.map((h) => h?.title).find(Boolean);
  const section = handles.map((h) => h?.section).find(Boolean);
  const back = handles.map((h) => h?.back).find(Boolean);
  const params = matches.at(-1)?.params ?? {};
  const pageTitle = handles.map((h) => h?.pageTitle ?? h?.title).find(Boolean);
  useRouteTitle(
    pageTitle === undefined || pageTitle === 'app.brand' ? undefined : intl.formatMessage({ id: pageTitle }),
    location.pathname,
  );

  if (auth.status === 'loading') return <ShellSkeleton />;
  if (auth.status === 'error') {
    return (
      <div className={styles.column}>
        <main className={styles.main}>
          <StatusMessage
            tone="error"
            icon={<CircleAlert size={28} />}
            title={intl.formatMessage({ id: 'app.shell.serverUnreachable' })}
            action={<RetryButton onRetry={auth.retry} />}
          >
            <FormattedMessage id="common.checkConnection" />
          </StatusMessage>
        </main>
      </div>
    );
  }

  const signedIn = auth.status === 'signedIn';
  const showHeader = signedIn && location.pathname !== '/login';
  const signInOffline = !signedIn && !online && location.pathname === '/login';
  return (
    <div className={styles.column}>
      {showHeader ? (
        <header className={styles.header}>
          {back ? (
            <BackButton
              label={intl.formatMessage({ id: back.label })}
              to={typeof back.to === 'function' ? back.to(params) : back.to}
            />
          ) : null}
          <h1 className={styles.title}>{intl.formatMessage({ id: title ?? 'app.brand' })}</h1>
        </header>
      ) : null}
      <main id="main" className={`${styles.main} ${signedIn ? styles.withTabs : ''}`}>
        {signedIn && auth.otherSessionsEnded ? <SessionNotice onDismiss={auth.dismissOtherSessionsEnded} /> : null}
        {signInOffline ? (
          <div className={styles.offline}>
            <InlineNotice tone="notice" title={intl.formatMessage({ id: 'app.shell.offlineTitle' })}>
              <p>
                <FormattedMessage id="app.shell.offlineSignIn" />
              </p>
            </InlineNotice>
          </div>
        ) : null}
        <Outlet />
      </main>
      {signedIn ? <TabBar section={section} /> : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <OutboxSync />
        </Suspense>
      ) : null}
      {/* A new page opens at its top (a result after logging, not where the scanner was scrolled
          to); back and forward return to where the page was left. */}
      <ScrollRestoration />
    </div>
  );
}

/**
 * Back from a pushed page: to the page before it in the app when there is one (keeping its
 * scroll and state), else to its parent.
 */
function BackButton({ label, to }: { label: string; to: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': nothing in the app to go back to.
  const cameFromApp = location.key !== 'default';
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={intl.formatMessage({ id: 'app.shell.backTo' }, { place: label })}
      onClick={() => (cameFromApp ? navigate(-1) : navigate(to))}
    >
      <ChevronLeft size={24} aria-hidden="true" />
      <span className={styles.backText}>{label}</span>
    </button>
  );
}

function TabBar({ section }: { section: TabPath | undefined }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <nav className={styles.tabbar} aria-label={intl.formatMessage({ id: 'app.shell.mainNavigation' })}>
      <ul className={styles.tabs}>
        {TABS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={styles.tab}
              aria-current={isCurrentTab(to, pathname) ? 'page' : section === to ? 'true' : undefined}
            >
              <Icon size={22} aria-hidden="true" />
              <FormattedMessage id={label} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A tab is current on its own path and below it; Scan is also current on / (the signed-in home). */
const isCurrentTab = (to: string, pathname: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || (to === '/scanner' && pathname === '/');

/** Shown while we learn whether the visitor is signed in. */
export function ShellSkeleton() {
  const intl = useIntl();
  return (
    <div
      className={styles.column}
      aria-busy="true"
      role="status"
      aria-label={intl.formatMessage({ id: 'app.shell.loading' })}
    >
      <div className={styles.skeletonPage}>
        <Skeleton height={32} width="50%" style={{ margin: '0 auto' }} />
        <Skeleton height={240} radius={16} />
        <Skeleton height={20} width="80%" />
        <Skeleton height={20} width="65%" />
        <Skeleton height={48} radius={999} />
      </div>
    </div>
  );
}
