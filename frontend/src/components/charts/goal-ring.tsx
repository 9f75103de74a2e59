import { PolarAngleAxis, RadialBar, RadialBarChart } from 'recharts';
import styles from './charts.module.css';

const STATE_FILL = {
  under: 'var(--color-brand)',
  'on-target': 'var(--tone-green-fill)',
  over: 'var(--color-over)',
} as const;

/**
 * A ring filled to the share of a goal reached (full, in the 'over' colour, past it), with the
 * amount in the middle. The ring is decoration: `label` says it all to assistive technology.
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
  const data = [{ name: 'eaten', value: Math.min(1, Math.max(0, ratio)) * 100, fill: STATE_FILL[state] }];
  return (
    <div className={styles.ring} style={{ width: size, height: size }} role="img" aria-label={label}>
      <RadialBarChart
        width={size}
        height={size}
        data={data}
        innerRadius={size / 2 - 14}
        outerRadius={size / 2}
        startAngle={90}
        endAngle={-270}
        accessibilityLayer={false}
        aria-hidden="true"
      >
        <PolarAngleAxis type="number" domain={[0, 100]} tick={false} axisLine={false} />
        <RadialBar
          dataKey="value"
          background={{ fill: 'var(--color-track)' }}
          cornerRadius={7}
          isAnimationActive={false}
        />
      </RadialBarChart>
      <span className={styles.ringCentre} aria-hidden="true">
        <span className={styles.ringValue}>{value}</span>
        <span className={styles.ringCaption}>{caption}</span>
      </span>
    </div>
  );
}
