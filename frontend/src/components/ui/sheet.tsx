import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './sheet.module.css';

/**
 * A modal bottom sheet (Radix Dialog: focus trapped and restored, Escape and the close button
 * dismiss it, title and description announced) for a task on top of a screen.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  trigger,
}: {
  /** The button that opens the sheet, when it has one: focus returns to it when the sheet closes. */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet}>
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'common.close' })}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </header>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
