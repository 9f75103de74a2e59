import { CircleAlert } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorDetails } from '@/components/ui/error-details';
import { Spinner } from '@/components/ui/spinner';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { loginAlert } from '@/lib/auth/auth-errors';
import { PROVIDER_LABEL, type ProviderId } from '@/lib/auth/auth-service';
import styles from './login-view.module.css';
import { AppleIcon, FacebookIcon, GoogleIcon } from './provider-icons';

const PROVIDERS: { id: ProviderId; icon: ReactNode }[] = [
  { id: 'google', icon: <GoogleIcon /> },
  { id: 'apple', icon: <AppleIcon /> },
  { id: 'facebook', icon: <FacebookIcon /> },
];

/** A link to a legal page: the router's inside the app, a plain link where no router runs. */
export type LegalLink = ComponentType<{ to: '/terms' | '/privacy'; children: ReactNode }>;

/** A legal page's link that loads the page, for a sign-in page drawn without the app's router. */
export const DocumentLegalLink: LegalLink = ({ to, children }) => <a href={to}>{children}</a>;

export interface LoginViewProps {
  busy: AuthContextValue['busy'];
  error: Error | null;
  onSignIn: (provider: ProviderId) => void;
  legalLink: LegalLink;
}

/** The login page as the user sees it, for any state. */
export function LoginView({ busy, error, onSignIn, legalLink: LegalLink }: LoginViewProps) {
  // A cancelled sign-in is the person's choice, not an error: it shows nothing.
  const alert = error ? loginAlert(error) : null;
  return (
    <div className={styles.page}>
      <div className={styles.brand}>
        <img className={styles.logo} src="/favicon.svg" alt="" width={72} height={72} />
        <h1 className={styles.title}>Morsel</h1>
        <p className={styles.subtitle}>
          <FormattedMessage id="auth.subtitle" />
        </p>
      </div>

      <div aria-live="assertive">
        {alert ? (
          <div role="alert" className={styles.alert}>
            <CircleAlert size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
            <div className={styles.alertText}>
              <p className={styles.alertTitle}>{alert.title}</p>
              <p>{alert.action}</p>
              <ErrorDetails lines={alert.details} />
            </div>
          </div>
        ) : null}
      </div>

      <div className={styles.providers} aria-busy={busy !== null}>
        {PROVIDERS.map(({ id, icon }) => (
          <button
            key={id}
            type="button"
            className={`${styles.provider} ${styles[id]}`}
            disabled={busy !== null}
            onClick={() => onSignIn(id)}
          >
            {busy === id ? <Spinner /> : icon}
            <FormattedMessage id="auth.continueWith" values={{ provider: PROVIDER_LABEL[id] }} />
          </button>
        ))}
        <p role="status" className={busy === 'session' ? styles.status : 'visually-hidden'}>
          {busy === 'session' ? (
            <>
              <Spinner size={16} /> <FormattedMessage id="auth.signingYouIn" />
            </>
          ) : busy ? (
            <FormattedMessage id="auth.signingIn" />
          ) : null}
        </p>
      </div>

      <p className={styles.legal}>
        <FormattedMessage
          id="auth.agreement"
          values={{
            terms: (text) => <LegalLink to="/terms">{text}</LegalLink>,
            privacy: (text) => <LegalLink to="/privacy">{text}</LegalLink>,
          }}
        />
      </p>
    </div>
  );
}
