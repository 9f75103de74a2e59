import type { ReactNode } from 'react';
import styles from './app-shell.module.css';

/** The shell's column and main as a visitor's page has them: no header, no tabs. */
export function VisitorFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.column}>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
