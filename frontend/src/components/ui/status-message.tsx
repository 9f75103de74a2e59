import type { ReactNode } from 'react';
import styles from './status-message.module.css';

/**
 * A centred empty, error or info state: icon, title, explanation and an optional action. A
 * failed load offers `<RetryButton>` (secondary, 'Try again'), the same on every screen.
 */
export function StatusMessage({
  icon,
  title,
  children,
  action,
  tone = 'neutral',
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div
      className={`${styles.box} ${tone === 'error' ? styles.error : ''}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {children ? <p className={styles.body}>{children}</p> : null}
      {action}
    </div>
  );
}
