import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styles from './disclosure.module.css';

/**
 * A titled section the user opens and closes (Radix Collapsible: a button with aria-expanded). The
 * content stays in the page while closed, `hidden`, so a page drawn once as static HTML carries
 * it and `enhanceStaticDisclosures` can open it with no React.
 */
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
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root className={styles.root} open={open} onOpenChange={setOpen} data-disclosure="">
      <Collapsible.Trigger className={styles.trigger}>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
        <span className={styles.title}>{title}</span>
        <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.content} forceMount hidden={!open}>
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
