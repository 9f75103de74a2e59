import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import styles from './toast.module.css';

/** One toast at a time, shown for 5000 ms, dismissed by a 50 px swipe right; F8 focuses the area. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is for failures ('Scan Failed'); it is announced assertively. */
  variant?: 'default' | 'destructive';
  durationMs?: number;
}

interface ToastState extends ToastOptions {
  key: number;
  open: boolean;
}

interface ToastApi {
  /** Shows a toast, replacing the one on screen (at most one at a time). */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Radix Toast gives us the accessible behaviour (live region, F8 hotkey,
 * swipe, pause on hover/focus); this provider adds the one-at-a-time rule by
 * keeping a single current toast and remounting it under a new key.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);

  const toast = useCallback(
    (options: ToastOptions) => setCurrent((previous) => ({ ...options, key: (previous?.key ?? 0) + 1, open: true })),
    [],
  );
  const dismiss = useCallback(() => setCurrent((previous) => (previous ? { ...previous, open: false } : null)), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
        label="Notification"
      >
        {children}
        {current ? (
          <RadixToast.Root
            key={current.key}
            open={current.open}
            onOpenChange={(open) => {
              if (!open) dismiss();
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
            <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
              <X size={18} aria-hidden="true" />
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
