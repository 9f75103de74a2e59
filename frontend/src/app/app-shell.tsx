import { ChevronLeft, CircleAlert, GraduationCap, History, ScanLine, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate, type Params } from 'react-router-dom';
import { InlineNotice } from '@/components/ui/inline-notice';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnline } from '@/lib/use-online';
import { useRouteTitle } from './document-title';
import { useRevealApp } from './predrawn';
import { SessionNotice } from './session-notice';
import styles from './app-shell.module.css';

// The outbox (IndexedDB) loads once someone is signed in: a visitor's pages never need it.
const OutboxSync = lazy(() => import('@/lib/outbox/outbox-sync').then((m) => ({ default: m.OutboxSync })));

const TABS = [
  { to: '/scanner', label: 'Scan', icon: ScanLine },
  { to: '/history', label: 'History', icon: History },
  { to: '/training', label: 'Training', icon: GraduationCap },
  { to: '/profile', label: 'Profile', icon: UserRound },
] as const;

export type TabPath = (typeof TABS)[number]['to'];

export interface RouteHandle {
  /** The centred header title on this screen. */
  title?: string;
  /** The page name in the browser's title ('Scan' gives 'Scan · Morsel'), when not the header title. */
  pageTitle?: string;
  /** The tab a page pushed from another belongs to (a result to History): the tab bar marks it. */
  section?: TabPath;
  /**
   * A pushed page: the header's back control returns to the page it came from, or, opened
   * directly (a shared link, a reload), goes to `to`, which `label` names.
   */
  back?: { label: string; to: string | ((params: Params) => string) };
}

/** The mobile-width column: header (signed in, not on /login), the screen, and the tab bar (signed in). */
export function AppShell() {
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
  useRouteTitle(pageTitle === 'Morsel' ? undefined : pageTitle, location.pathname);
  useRevealApp(auth.status !== 'loading');

  if (auth.status === 'loading') return <ShellSkeleton />;
  if (auth.status === 'error') {
    return (
      <div className={styles.column}>
        <main className={styles.main}>
          <StatusMessage
            tone="error"
            icon={<CircleAlert size={28} />}
            title="Morsel can't reach its server"
            action={<RetryButton onRetry={auth.retry} />}
          >
            Check your connection and try again.
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
            <BackButton label={back.label} to={typeof back.to === 'function' ? back.to(params) : back.to} />
          ) : null}
          <h1 className={styles.title}>{title ?? 'Morsel'}</h1>
        </header>
      ) : null}
      <main id="main" className={`${styles.main} ${signedIn ? styles.withTabs : ''}`}>
        {signedIn && auth.otherSessionsEnded ? <SessionNotice onDismiss={auth.dismissOtherSessionsEnded} /> : null}
        {signInOffline ? (
          <div className={styles.offline}>
            <InlineNotice tone="notice" title="You are offline">
              <p>Signing in needs a connection. Connect to the internet, then choose how to sign in.</p>
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
    </div>
  );
}

/**
 * Back from a pushed page: to the page before it in the app when there is one (keeping its
 * scroll and state), else to its parent.
 */
function BackButton({ label, to }: { label: string; to: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': nothing in the app to go back to.
  const cameFromApp = location.key !== 'default';
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={`Back to ${label}`}
      onClick={() => (cameFromApp ? navigate(-1) : navigate(to))}
    >
      <ChevronLeft size={24} aria-hidden="true" />
      <span className={styles.backText}>{label}</span>
    </button>
  );
}

function TabBar({ section }: { section: TabPath | undefined }) {
  const { pathname } = useLocation();
  return (
    <nav className={styles.tabbar} aria-label="Main">
      <ul className={styles.tabs}>
        {TABS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={styles.tab}
              aria-current={isCurrentTab(to, pathname) ? 'page' : section === to ? 'true' : undefined}
            >
              <Icon size={22} aria-hidden="true" />
              {label}
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
  return (
    <div className={styles.column} aria-busy="true" role="status" aria-label="Loading Morsel">
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
