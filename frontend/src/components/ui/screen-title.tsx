import type { ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * Heading levels of a public screen. Signed in, the app header already holds the page's h1,
 * so the screen's title is an h2 and its sections h3; signed out there is no header, so one level up.
 */
export function useHeadingLevels() {
  const signedIn = !!useAuth().user;
  return signedIn ? ({ Title: 'h2', Section: 'h3' } as const) : ({ Title: 'h1', Section: 'h2' } as const);
}

/** A public screen's own title at the right level. */
export function ScreenTitle({ className, children }: { className?: string; children: ReactNode }) {
  const { Title } = useHeadingLevels();
  return <Title className={className}>{children}</Title>;
}
