import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ToastOptions, ToastState } from './toast-model';

export { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastOptions } from './toast-model';

interface ToastApi {
  /** Shows a toast, replacing the one on screen (at most one at a time). */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ToastView = lazy(() => import('./toast-view'));

/**
 * One toast at a time: the provider keeps a single current toast and remounts it under a new key.
 * The view (Radix Toast) is a chunk of its own, fetched once the page has loaded, so the first
 * screen never waits for it and a toast never waits for the network.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);

  const toast = useCallback(
    (options: ToastOptions) => setCurrent((previous) => ({ ...options, key: (previous?.key ?? 0) + 1, open: true })),
    [],
  );
  const dismiss = useCallback(() => setCurrent((previous) => (previous ? { ...previous, open: false } : null)), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  useEffect(() => {
    const fetchView = () => void import('./toast-view');
    if (document.readyState === 'complete') return fetchView();
    window.addEventListener('load', fetchView, { once: true });
    return () => window.removeEventListener('load', fetchView);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ToastView current={current} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
