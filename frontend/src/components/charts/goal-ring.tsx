import { arc } from 'd3-shape';
import styles from './charts.module.css';

const STATE_FILL = {
  under: 'var(--color-brand)',
  'on-target': 'var(--tone-green-fill)',
  over: 'var(--color-over)',
} as const;

const RING_WIDTH = 14;
const FULL_TURN = 2 * Math.PI;

/**
 * A ring filled to the share of a goal reached (full, in the 'over' colour, past it), with the
 * amount in the middle, drawn clockwise from the top (the arc's geometry from d3-shape). The ring
 * is decoration: `label` says it all to assistive technology.
 */
export function GoalRing({
  ratio,
  state,
  value,
  caption,
  label,
  size = 136,
}: {
  ratio: number;
  state: keyof typeof STATE_FILL;
  value: string;
  caption: string;
  label: string;
  size?: number;
}) {
  const filled = Math.min(1, Math.max(0, ratio));
  const ring = arc<{ startAngle: number; endAngle: number }>()
    .innerRadius(size / 2 - RING_WIDTH)
    .outerRadius(size / 2)
    .cornerRadius(RING_WIDTH / 2);
  return (
    <div className={styles.ring} style={{ width: size, height: size }} role="img" aria-label={label}>
      <svg width={size} height={size} aria-hidden="true" focusable="false">
        <g transform={`translate(${size / 2} ${size / 2})`}>
          <path d={ring({ startAngle: 0, endAngle: FULL_TURN })!} fill="var(--color-track)" />
          {filled > 0 && <path d={ring({ startAngle: 0, endAngle: filled * FULL_TURN })!} fill={STATE_FILL[state]} />}
        </g>
      </svg>
      <span className={styles.ringCentre} aria-hidden="true">
        <span className={styles.ringValue}>{value}</span>
        <span className={styles.ringCaption}>{caption}</span>
      </span>
    </div>
  );
}
