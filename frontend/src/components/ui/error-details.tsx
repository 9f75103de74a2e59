import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import styles from './error-details.module.css';

/**
 * The technical side of an error (codes, the server's answer), closed by default behind a
 * 'Details' button, for someone helping the user; the error's own sentence stays plain.
 */
export function ErrorDetails({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Collapsible.Root className={styles.root}>
      <Collapsible.Trigger className={styles.trigger}>
        <FormattedMessage id="app.errorDetails.toggle" />
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.content}>
        <p className={styles.hint}>
          <FormattedMessage id="app.errorDetails.hint" />
        </p>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line}>
              <code>{line}</code>
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
