import { AlertCircle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './inline-notice.module.css';

/**
 * A message that stays where the user looks, in the flow of the screen, until what it is about
 * changes: an error (announced at once, as an alert) or a notice (something is off, and what it
 * costs). Confirmations are toasts; failures and lasting limits are these.
 */
export function InlineNotice({
  tone,
  title,
  children,
  action,
  testId,
}: {
  tone: 'error' | 'notice';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  const Icon = tone === 'error' ? AlertCircle : Info;
  return (
    <div
      className={styles.notice}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'note'}
      aria-label={title}
      data-testid={testId}
    >
      <Icon className={styles.icon} size={20} aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {children ? <div className={styles.text}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
