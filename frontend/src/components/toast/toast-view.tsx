import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastState } from './toast-model';
import styles from './toast.module.css';

/**
 * The toast on screen and its region, drawn with Radix Toast (live region, F8 hotkey, swipe,
 * pause on hover and focus). Loaded with the first toast, so a page that shows none never
 * downloads it.
 */
export default function ToastView({ current, onDismiss }: { current: ToastState; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={intl.formatMessage({ id: 'app.toast.region' })}
    >
      <RadixToast.Root
        key={current.key}
        open={current.open}
        onOpenChange={(open) => {
          if (!open) onDismiss();
        }}
        duration={current.durationMs ?? TOAST_DURATION_MS}
        type={current.variant === 'destructive' ? 'foreground' : 'background'}
        className={`${styles.toast} ${current.variant === 'destructive' ? styles.destructive : ''}`}
        data-variant={current.variant ?? 'default'}
      >
        <span className={styles.icon} aria-hidden="true">
          {current.variant === 'destructive' ? <CircleAlert size={22} /> : <CircleCheck size={22} />}
        </span>
        <div className={styles.text}>
          <RadixToast.Title className={styles.title}>{current.title}</RadixToast.Title>
          {current.description ? (
            <RadixToast.Description className={styles.description}>{current.description}</RadixToast.Description>
          ) : null}
        </div>
        <RadixToast.Close className={styles.close} aria-label={intl.formatMessage({ id: 'app.toast.dismiss' })}>
          <X size={18} aria-hidden="true" />
        </RadixToast.Close>
      </RadixToast.Root>
      {/* Radix puts the hotkey's name where '{hotkey}' stands. */}
      <RadixToast.Viewport
        className={styles.viewport}
        label={intl.formatMessage({ id: 'app.toast.viewport' }, { hotkey: '{hotkey}' })}
      />
    </RadixToast.Provider>
  );
}
