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

/** The toast on screen: its options, a key that remounts it for the next one, and whether it is open. */
export interface ToastState extends ToastOptions {
  key: number;
  open: boolean;
}
