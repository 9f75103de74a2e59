import { Bar, BarChart, CartesianGrid, ReferenceLine, XAxis, YAxis } from 'recharts';
import styles from './charts.module.css';
import { useWidth } from './use-width';

export interface CalorieBar {
  /** Axis label, 'Mon'. */
  label: string;
  /** What a screen reader hears for the day, 'Monday 23 November'. */
  name: string;
  calories: number;
  logged: boolean;
  over: boolean;
}

const kcal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Calories per day as bars with the goal as a dashed line. The SVG is for the eye; the same
 * figures are in a table for assistive technology (and for anyone who wants the numbers).
 */
export function CalorieWeekChart({ days, goal, caption }: { days: CalorieBar[]; goal: number; caption: string }) {
  const { ref, width } = useWidth<HTMLDivElement>(320);
  const data = days.map((day) => ({
    ...day,
    fill: day.over ? 'var(--color-over)' : 'var(--color-brand)',
  }));
  const top = Math.max(goal, ...days.map((d) => d.calories)) * 1.1;
  return (
    <figure className={styles.figure}>
      <div ref={ref} className={styles.chart} aria-hidden="true">
        <BarChart
          width={width}
          height={180}
          data={data}
          margin={{ top: 16, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
          tabIndex={-1}
        >
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            tick={{ fill: 'var(--color-text-muted)', fontSize: 12 }}
          />
          <YAxis
            width={48}
            domain={[0, Math.ceil(top / 100) * 100]}
            tickLine={false}
            axisLine={false}
            tick={{ fill: 'var(--color-text-muted)', fontSize: 12 }}
            tickFormatter={(n: number) => kcal.format(n)}
          />
          <Bar dataKey="calories" radius={[4, 4, 0, 0]} isAnimationActive={false} maxBarSize={28} />
          <ReferenceLine
            y={goal}
            stroke="var(--color-text)"
            strokeDasharray="4 4"
            label={{
              value: `Goal ${kcal.format(goal)}`,
              position: 'insideTopRight',
              fill: 'var(--color-text)',
              fontSize: 12,
            }}
          />
        </BarChart>
      </div>
      <figcaption className="visually-hidden">{caption}</figcaption>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Calories (kcal)</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.name}>
              <th scope="row">{day.name}</th>
              <td>
                {day.logged ? `${kcal.format(day.calories)}${day.over ? ', over the goal' : ''}` : 'Nothing logged'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
