import { partialMatchKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { login, logout, type User } from '@/client';
import { getCurrentUserQueryKey } from '@/client/@tanstack/react-query.gen';
import { errorMessage } from './auth-errors';
import type { AuthService, ProviderId, ProviderUser } from './auth-service';
import { DRAWN_USER } from './drawn-user';
import { currentUserQueryOptions } from './current-user';
import { loadFirebaseAuthService } from './load-auth-service';
import { forgetOtherSessionsEndedHandOver, otherSessionsEndedHandedOver } from './other-sessions-notice';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn' | 'error';

export interface AuthContextValue {
  status: AuthStatus;
  /** The app user (from the API), null when signed out. */
  user: User | null;
  /** The provider whose sign-in is running, or 'session' while the server session is being created. */
  busy: ProviderId | 'session' | null;
  /** The last sign-in failure, for the login page's alert. */
  error: Error | null;
  signIn(provider: ProviderId): Promise<void>;
  signOut(): Promise<void>;
  /** Loads the identity provider now (the login page needs it; the landing page never loads it). */
  requestProvider(): void;
  /** Retries loading the user after a network failure. */
  retry(): void;
  /**
   * True after a sign-in that ended the account's other sessions (it was the first to prove the
   * account's e-mail address), until the user dismisses the notice.
   */
  otherSessionsEnded: boolean;
  dismissOtherSessionsEnded(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Drops every cached query except the current user: a different user must never see the last one's data. */
const isNotCurrentUser = (query: { queryKey: readonly unknown[] }) =>
  !partialMatchKey(query.queryKey, getCurrentUserQueryKey());

const toError = (error: unknown) =>
  error instanceof Error ? error : new Error(errorMessage(error) || 'Unknown error');
const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * The auth state machine. It starts 'loading' (asking the
 * API who is signed in), then is 'signedOut' or 'signedIn'.
 * - The server session decides who is signed in. The provider SDK (Firebase, ~45 KB and a hidden
 *   frame) loads only where it is needed: on the login page, to sign in or to finish a redirect
 *   sign-in, and at sign-out. A signed-in page never waits for it or pays for it.
 * - When the provider reports a user and the app user is missing or has a
 *   different e-mail, the app logs in to the backend with the ID token.
 * - Redirect sign-in results are checked as soon as the provider loads.
 * - Logout clears the app user and the provider user, then signs out of the provider; from then
 *   on only a sign-in the user starts signs the app in.
 */
export function AuthProvider({
  children,
  loadService = loadFirebaseAuthService,
}: {
  children: ReactNode;
  loadService?: () => Promise<AuthService>;
}) {
  const queryClient = useQueryClient();
  const me = useQuery(currentUserQueryOptions());
  const appUser = me.data ?? null;
  const [wanted, setWanted] = useState(false);
  const [service, setService] = useState<AuthService | null>(null);
  const [providerUser, setProviderUser] = useState<ProviderUser | null | undefined>(undefined);
  const [busy, setBusy] = useState<AuthContextValue['busy']>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [otherSessionsEnded, setOtherSessionsEnded] = useState(otherSessionsEndedHandedOver);
  useEffect(forgetOtherSessionsEndedHandOver, []);
  const loginTried = useRef<string | null>(null);
  // Once the user has signed out, the user the provider reports (restored as it loads to sign out,
  // or kept when its own sign-out fails) is the one leaving: only a new sign-in signs the app in.
  const signedOutByUser = useRef(false);
  const servicePromise = useRef<Promise<AuthService> | null>(null);

  const ensureService = useCallback(() => {
    servicePromise.current ??= loadService().then(
      (loaded) => {
        setService(loaded);
        return loaded;
      },
      (failure: unknown) => {
        servicePromise.current = null;
        throw failure;
      },
    );
    return servicePromise.current;
  }, [loadService]);

  const setAppUser = useCallback(
    (user: User | null) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
    [queryClient],
  );

  useEffect(() => {
    if (!wanted) return;
    ensureService().catch((failure: unknown) => setError(toError(failure)));
  }, [wanted, ensureService]);

  useEffect(() => {
    if (!service) return;
    service.checkRedirectResult().catch((failure: unknown) => setError(toError(failure)));
    return service.onUserChanged(setProviderUser);
  }, [service]);

  // Reconcile the provider's user with the app user.
  useEffect(() => {
    if (!service || signedOutByUser.current || providerUser === undefined || me.isPending) return;
    if (providerUser === null) {
      loginTried.current = null;
      return;
    }
    if (appUser && sameEmail(appUser.email, providerUser.email)) return;
    if (loginTried.current === providerUser.uid) return;
    loginTried.current = providerUser.uid;
    setBusy('session');
    void (async () => {
      try {
        const idToken = await service.getIdToken();
        const { data } = await login({
          headers: { Authorization: `Bearer ${idToken}` },
          body: {
            ...(providerUser.email ? { email: providerUser.email } : {}),
            ...(providerUser.displayName ? { name: providerUser.displayName } : {}),
            profileImage: providerUser.photoURL,
          },
          throwOnError: true,
        });
        queryClient.removeQueries({ predicate: isNotCurrentUser });
        const { otherSessionsEnded: ended, ...user } = data;
        setAppUser(user);
        setOtherSessionsEnded(ended);
        setError(null);
      } catch (failure) {
        // A backend login failure is logged, and the user stays signed out.
        console.error('Backend login failed', failure);
        setError(toError(failure));
      } finally {
        setBusy(null);
      }
    })();
  }, [service, providerUser, appUser, me.isPending, attempt, queryClient, setAppUser]);

  const signIn = useCallback(
    async (provider: ProviderId) => {
      setError(null);
      setBusy(provider);
      loginTried.current = null;
      signedOutByUser.current = false;
      setAttempt((n) => n + 1);
      try {
        const loaded = await ensureService();
        await loaded.signIn(provider);
      } catch (failure) {
        setError(toError(failure));
      } finally {
        setBusy((current) => (current === provider ? null : current));
      }
    },
    [ensureService],
  );

  const signOut = useCallback(async () => {
    signedOutByUser.current = true;
    await logout().catch(() => undefined);
    queryClient.removeQueries({ predicate: isNotCurrentUser });
    setAppUser(null);
    setProviderUser(null);
    setOtherSessionsEnded(false);
    loginTried.current = null;
    const loaded = service ?? (await ensureService().catch(() => null));
    await loaded?.signOut();
  }, [queryClient, service, ensureService, setAppUser]);

  const requestProvider = useCallback(() => setWanted(true), []);
  const dismissOtherSessionsEnded = useCallback(() => setOtherSessionsEnded(false), []);
  const value = useMemo<AuthContextValue>(
    () => ({
      status: me.isPending ? 'loading' : me.isError ? 'error' : appUser ? 'signedIn' : 'signedOut',
      user: appUser,
      busy,
      error,
      signIn,
      signOut,
      requestProvider,
      retry: () => void me.refetch(),
      otherSessionsEnded,
      dismissOtherSessionsEnded,
    }),
    [me, appUser, busy, error, signIn, signOut, requestProvider, otherSessionsEnded, dismissOtherSessionsEnded],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * The signed-in user's id, or null when no one is signed in or no <AuthProvider> is around (a
 * shared widget rendered on its own): for extras that only make sense for a signed-in user.
 */
export function useSignedInUserId(): string | null {
  const value = useContext(AuthContext);
  return value?.status === 'signedIn' ? (value.user?.id ?? null) : null;
}

const VISITOR: AuthContextValue = {
  status: 'signedOut',
  user: null,
  busy: null,
  error: null,
  signIn: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  requestProvider: () => undefined,
  retry: () => undefined,
  otherSessionsEnded: false,
  dismissOtherSessionsEnded: () => undefined,
};

/** The auth state of a visitor, for pages drawn to HTML at build, where no sign-in runs. */
export function VisitorAuth({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={VISITOR}>{children}</AuthContext.Provider>;
}

/**
 * The auth state of someone signed in whose account is not known yet, for signed-in screens drawn
 * at build in their loading state (`DRAWN_USER`, whom no drawn screen shows).
 */
export function DrawnSignedInAuth({ children }: { children: ReactNode }) {
  return (
    <AuthContext.Provider
      value={{
        ...VISITOR,
        status: 'signedIn',
        user: DRAWN_USER,
      }}
    >
      {children}
    </AuthContext.Provider>
  );
}
