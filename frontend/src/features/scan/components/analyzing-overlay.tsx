import { ScanSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useAnalysisProgress } from '../analysis-progress';
import styles from './analyzing-overlay.module.css';

/**
 * The full-screen 'Analyzing Food' overlay. The bar follows the spec's ticker;
 * if it has filled and settled while the photo is still being analysed, the
 * overlay stays up (closing it would show an idle scanner mid-request) and
 * says so.
 */
export function AnalyzingOverlay({ open, random }: { open: boolean; random?: () => number }) {
  const { progress, settled } = useAnalysisProgress(open, random);
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
      aria-labelledby="analyzing-title"
      aria-describedby="analyzing-detail"
      tabIndex={-1}
    >
      <div className={styles.panel}>
        <span className={styles.icon} aria-hidden="true">
          <ScanSearch size={36} />
        </span>
        <h2 id="analyzing-title" className={styles.title}>
          Analyzing Food
        </h2>
        <p id="analyzing-detail" className={styles.detail}>
          {settled ? 'Almost there. Finishing the nutrition analysis…' : 'Identifying ingredients and nutrition…'}
        </p>
        <div
          className={styles.track}
          role="progressbar"
          aria-label="Analysis progress"
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
