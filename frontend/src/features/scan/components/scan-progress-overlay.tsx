import { ScanSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useScanProgress } from '../scan-progress';
import styles from './scan-progress-overlay.module.css';

/**
 * The full-screen scan progress overlay, titled 'Analyzing Food'. The bar follows the
 * scan-progress ticker; if it has filled and settled while the scan is still being processed,
 * the overlay stays up (closing it would show an idle scanner mid-request) and says so.
 */
export function ScanProgressOverlay({ open, random }: { open: boolean; random?: () => number }) {
  const { progress, settled } = useScanProgress(open, random);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) dialogRef.current?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <div
      ref={dialogRef}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby="scan-progress-title"
      aria-describedby="scan-progress-detail"
      tabIndex={-1}
    >
      <div className={styles.panel}>
        <span className={styles.icon} aria-hidden="true">
          <ScanSearch size={36} />
        </span>
        <h2 id="scan-progress-title" className={styles.title}>
          Analyzing Food
        </h2>
        <p id="scan-progress-detail" className={styles.detail}>
          {settled ? 'Almost there. Finishing the nutrition analysis…' : 'Identifying ingredients and nutrition…'}
        </p>
        <div
          className={styles.track}
          role="progressbar"
          aria-label="Scan progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span className={styles.fill} style={{ width: `${progress}%` }} />
        </div>
        <p className={styles.percent} aria-hidden="true">
          {progress}%
        </p>
      </div>
    </div>
  );
}
