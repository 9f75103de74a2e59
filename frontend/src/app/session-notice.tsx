import { ShieldCheck, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './session-notice.module.css';

/**
 * Said once, after the sign-in that proved the account's e-mail address: the account was made from
 * a sign-in that had not verified it, so every other device signed in to it was signed out.
 */
export function SessionNotice({ onDismiss }: { onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <section className={styles.notice} role="status" aria-labelledby="session-notice-title">
      <ShieldCheck className={styles.icon} size={22} aria-hidden="true" />
      <div className={styles.text}>
        <h2 id="session-notice-title" className={styles.title}>
          <FormattedMessage id="app.sessionNotice.title" />
        </h2>
        <p className={styles.body}>
          <FormattedMessage id="app.sessionNotice.body" />
        </p>
      </div>
      <button
        type="button"
        className={styles.dismiss}
        onClick={onDismiss}
        aria-label={intl.formatMessage({ id: 'app.sessionNotice.dismiss' })}
      >
        <X size={20} aria-hidden="true" />
      </button>
    </section>
  );
}
