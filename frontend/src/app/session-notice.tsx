import { ShieldCheck, X } from 'lucide-react';
import styles from './session-notice.module.css';

/**
 * Said once, after the sign-in that proved the account's e-mail address: the account was made from
 * a sign-in that had not verified it, so every other device signed in to it was signed out.
 */
export function SessionNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <section className={styles.notice} role="status" aria-labelledby="session-notice-title">
      <ShieldCheck className={styles.icon} size={22} aria-hidden="true" />
      <div className={styles.text}>
        <h2 id="session-notice-title" className={styles.title}>
          Other devices were signed out
        </h2>
        <p className={styles.body}>
          This is the first sign-in that confirmed your e-mail address, so for your safety every other device signed in
          to this account was signed out. If one of them was yours, just sign in there again.
        </p>
      </div>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss">
        <X size={20} aria-hidden="true" />
      </button>
    </section>
  );
}
