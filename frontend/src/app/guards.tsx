import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { User } from '@/client';
import { useCurrentUser } from '@/features/auth/api/current-user';

/**
 * The user the shell already loaded. Guards render only after the shell has
 * resolved the current-user query, so `data` is settled here.
 */
export function useSessionUser(): User | null {
  return useCurrentUser().data ?? null;
}

/** Signed-in screens: visitors are sent to /login. */
export function SignedInOnly({ children }: { children: (user: User) => ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children(user)}</>;
}

/** /login: a signed-in user is sent to / at once. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  return useSessionUser() ? <Navigate to="/" replace /> : <>{children}</>;
}

/** The same path shows different screens to signed-in users and visitors (/ is scanner or landing). */
export function BySession({ signedIn, signedOut }: { signedIn: (user: User) => ReactNode; signedOut: ReactNode }) {
  const user = useSessionUser();
  return <>{user ? signedIn(user) : signedOut}</>;
}
