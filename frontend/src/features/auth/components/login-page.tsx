import styles from '@/components/ui/hero-page.module.css';

/** /login. The provider buttons arrive with the sign-in release; until then this page says so. */
export function LoginPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Morsel</h1>
      <p className={styles.lead}>Smart food analysis</p>
      <p role="note">Sign-in with Google, Apple or Facebook is coming in the next release.</p>
    </div>
  );
}
