import { Pie, PieChart } from 'recharts';
import styles from './charts.module.css';

export interface MacroSlice {
  key: 'protein' | 'carbs' | 'fat';
  label: string;
  grams: number;
  percent: number;
}

const FILL = { protein: 'var(--color-protein)', carbs: 'var(--color-carbs)', fat: 'var(--color-fat)' } as const;

/** The share of energy from protein, carbs and fat as a donut, with a legend that carries the figures. */
export function MacroSplitChart({ slices }: { slices: MacroSlice[] }) {
  const data = slices.map((slice) => ({ name: slice.label, value: slice.percent, fill: FILL[slice.key] }));
  return (
    <div className={styles.split}>
      <PieChart width={88} height={88} accessibilityLayer={false} aria-hidden="true">
        <Pie
          data={data}
          dataKey="value"
          innerRadius={26}
          outerRadius={42}
          startAngle={90}
          endAngle={-270}
          stroke="var(--color-surface)"
          isAnimationActive={false}
          rootTabIndex={-1}
        />
      </PieChart>
      <ul className={styles.legend}>
        {slices.map((slice) => (
          <li key={slice.key}>
            <span className={styles.swatch} style={{ background: FILL[slice.key] }} aria-hidden="true" />
            <span className={styles.legendLabel}>{slice.label}</span>{' '}
            <span className={styles.legendValue}>
              {slice.percent} % · {slice.grams} g
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
