import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { DocumentLegalLink, LoginView } from './login-view';

/**
 * Sign-in as a visitor's first visit gets it: a page of its own, drawn at build and brought to life
 * by `login-page-boot.tsx` with only what signing in needs (no router, no screens). Once the server
 * session exists it hands over to the app (`onSignedIn`), and says it is signing you in until the
 * app has opened.
 */
export function FirstVisitLogin({ onSignedIn }: { onSignedIn: (otherSessionsEnded: boolean) => void }) {
  const auth = useAuth();
  const { requestProvider, status, otherSessionsEnded } = auth;
  useEffect(() => requestProvider(), [requestProvider]);
  useEffect(() => {
    if (status === 'signedIn') onSignedIn(otherSessionsEnded);
  }, [status, otherSessionsEnded, onSignedIn]);
  return (
    <LoginView
      busy={status === 'signedIn' ? 'session' : auth.busy}
      error={auth.error}
      onSignIn={(provider) => void auth.signIn(provider)}
      legalLink={DocumentLegalLink}
    />
  );
}
