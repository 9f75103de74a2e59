import type { Day } from '@/client';
import { GoalRing } from '@/components/charts/goal-ring';
import { formatNumber } from '@/lib/format';
import { goalProgress } from '../log-rules';
import styles from './history-screen.module.css';

const MACROS = [
  { key: 'protein', label: 'Protein' },
  { key: 'carbs', label: 'Carbs' },
  { key: 'fat', label: 'Fat' },
] as const;

/** Today against the goals: calories as a ring, protein, carbs and fat as bars. */
export function TodayCard({ day }: { day: Day }) {
  const calories = goalProgress(day.calories, day.goals.calories, 'kcal');
  return (
    <section className={styles.card} aria-label="Today against your goals">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>Today</h3>
        <span className={styles.cardNote}>{day.scans === 1 ? '1 entry' : `${day.scans} entries`}</span>
      </div>
      <div className={styles.today}>
        <GoalRing
          ratio={calories.ratio}
          state={calories.state}
          value={formatNumber(day.calories)}
          caption={`of ${formatNumber(day.goals.calories)} kcal`}
          label={`${formatNumber(day.calories)} of ${formatNumber(day.goals.calories)} kcal eaten today: ${calories.text}.`}
        />
        <div className={styles.todaySide}>
          <p className={styles[`state-${calories.state}`]}>{calories.text}</p>
          <ul className={styles.macros}>
            {MACROS.map(({ key, label }) => {
              const progress = goalProgress(day[key], day.goals[key], 'g');
              return (
                <li key={key} className={styles.macro}>
                  <span className={styles.macroHead}>
                    <span>{label}</span>
                    <span className={styles.macroFigures}>
                      {formatNumber(day[key])} / {formatNumber(day.goals[key])} g
                    </span>
                  </span>
                  <span
                    role="meter"
                    aria-label={label}
                    aria-valuemin={0}
                    aria-valuemax={day.goals[key]}
                    aria-valuenow={Math.min(day[key], day.goals[key])}
                    aria-valuetext={`${formatNumber(day[key])} of ${formatNumber(day.goals[key])} g, ${progress.text}`}
                    className={styles.bar}
                  >
                    <span
                      className={`${styles.barFill} ${styles[`fill-${key}`]} ${progress.state === 'over' ? styles.barOver : ''}`}
                      style={{ width: `${Math.min(1, progress.ratio) * 100}%` }}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
