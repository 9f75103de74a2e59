import { ButtonLink } from '@/components/ui/button';
import styles from '@/components/ui/hero-page.module.css';

/** The signed-out front door. */
export function LandingPage() {
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Morsel</p>
      <h1 className={styles.heading}>Welcome to Morsel</h1>
      <p className={styles.lead}>Discover what's in your food with just a photo</p>
      <ButtonLink to="/login" block>
        Start Food Analysis
      </ButtonLink>
    </div>
  );
}
