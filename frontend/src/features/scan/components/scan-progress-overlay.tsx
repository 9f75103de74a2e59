import { Check, ScanSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SCAN_STAGES, stageStatus, uploadPercent, type ScanProgress } from '../scan-progress';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useFormat } from '@/lib/i18n/locale-provider';
import styles from './scan-progress-overlay.module.css';

/**
 * The full-screen scan progress overlay, titled 'Analyzing Food': the stages the scan really goes
 * through, the current one named; the bar shows the upload's real percentage while the photo is
 * sent, and is indeterminate (no invented percentage) while the photo is prepared and while the
 * server works. It stays up until the scan is answered.
 */
export function ScanProgressOverlay({ open, progress }: { open: boolean; progress: ScanProgress }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  const format = useFormat();

  useEffect(() => {
    if (open) dialogRef.current?.focus();
  }, [open]);

  if (!open) return null;
  const stage = progress.stage;
  const current = SCAN_STAGES.find((s) => s.stage === stage)!;
  const percent = uploadPercent(progress);
  const currentLabel = intl.formatMessage({ id: current.label });
  const percentText = percent === null ? null : format.percent(percent);
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
          <FormattedMessage id="scan.progress.title" />
        </h2>
        <p id="scan-progress-detail" className={styles.detail} role="status">
          <FormattedMessage id={current.detail} />
        </p>
        <ProgressBar
          label={intl.formatMessage({ id: 'scan.progress.label' })}
          value={percent}
          valueText={
            percentText === null
              ? currentLabel
              : intl.formatMessage({ id: 'scan.progress.valueText' }, { stage: currentLabel, percent: percentText })
          }
        />
        <ol className={styles.stages} aria-label={intl.formatMessage({ id: 'scan.progress.stages' })}>
          {SCAN_STAGES.map((s) => {
            const status = stageStatus(s.stage, stage);
            return (
              <li
                key={s.stage}
                className={styles.stage}
                data-status={status}
                aria-current={status === 'current' ? 'step' : undefined}
              >
                <span className={styles.marker} aria-hidden="true">
                  {status === 'done' ? <Check size={14} /> : null}
                </span>
                <FormattedMessage id={s.label} />
                {s.stage === 'uploading' && percentText !== null ? (
                  <span className={styles.percent} aria-hidden="true">
                    {percentText}
                  </span>
                ) : null}
                {status === 'done' ? (
                  <span className="visually-hidden">
                    {' '}
                    <FormattedMessage id="scan.progress.done" />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
