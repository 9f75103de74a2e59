import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { User } from '@/client';
import { useAuth } from '@/lib/auth/auth-context';

/** Signed-in screens: visitors are sent to /login. (Guards render after the shell has resolved the user.) */
export function SignedInOnly({ children }: { children: (user: User) => ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children(user)}</>;
}

/** /login: a signed-in user is sent to / at once. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  return useAuth().user ? <Navigate to="/" replace /> : <>{children}</>;
}

/** The same path shows different screens to signed-in users and visitors (/ is scanner or landing). */
export function BySession({ signedIn, signedOut }: { signedIn: (user: User) => ReactNode; signedOut: ReactNode }) {
  const { user } = useAuth();
  return <>{user ? signedIn(user) : signedOut}</>;
}
