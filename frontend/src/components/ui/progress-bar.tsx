import styles from './progress-bar.module.css';

/**
 * A bar filled to `value` per cent (0–100), with that figure for assistive technology; with
 * `value` null it is indeterminate: no figure, and a sweep shows that work goes on. `grade` ('A'–'E')
 * colours the fill on the grade scale; otherwise it is the brand colour.
 */
export function ProgressBar({
  label,
  value,
  valueText,
  grade,
}: {
  label: string;
  value: number | null;
  /** What the bar's state reads as, when the figure alone does not say it ('Uploading: 42 %'). */
  valueText?: string;
  grade?: string;
}) {
  if (value === null) {
    return (
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuetext={valueText}>
        <span className={styles.sweep} />
      </div>
    );
  }
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <span className={styles.fill} data-grade={grade} style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
    </div>
  );
}
