import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { LoginView, type LegalLink } from './login-view';

const RouterLegalLink: LegalLink = ({ to, children }) => <Link to={to}>{children}</Link>;

/** /login: signs in through the auth service; the route guard sends a signed-in user to /. */
export function LoginPage() {
  const auth = useAuth();
  const { requestProvider } = auth;
  useEffect(() => requestProvider(), [requestProvider]);
  return (
    <LoginView
      busy={auth.busy}
      error={auth.error}
      onSignIn={(provider) => void auth.signIn(provider)}
      legalLink={RouterLegalLink}
    />
  );
}
