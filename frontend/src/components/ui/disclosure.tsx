import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './disclosure.module.css';

/** A titled section the user opens and closes (Radix Collapsible: a button with aria-expanded/controls). */
export function Disclosure({
  title,
  icon,
  defaultOpen = false,
  children,
}: {
  title: ReactNode;
  icon?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <Collapsible.Root className={styles.root} defaultOpen={defaultOpen}>
      <Collapsible.Trigger className={styles.trigger}>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
        <span className={styles.title}>{title}</span>
        <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.content}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
