import type { Day } from '@/client';
import { CalorieWeekChart } from '@/components/charts/calorie-week-chart';
import { MacroSplitChart } from '@/components/charts/macro-split-chart';
import { weekdayLabel } from '@/lib/log/local-date';
import { macroSplit } from '@/lib/nutrition/macro-split';
import { formatNumber } from '@/lib/format';
import { goalOf, goalProgress } from '../log-rules';
import styles from './history-screen.module.css';

const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** The last seven days: calories per day against the goal, and where the energy came from. */
export function WeekCard({ days }: { days: Day[] }) {
  const goal = goalOf(days)?.calories ?? 0;
  const logged = days.filter((day) => day.scans > 0);
  const average = logged.length ? logged.reduce((t, d) => t + d.calories, 0) / logged.length : 0;
  const split = macroSplit(logged);
  return (
    <section className={styles.card} aria-labelledby="week-heading">
      <div className={styles.cardHead}>
        <h3 id="week-heading" className={styles.cardTitle}>
          This week
        </h3>
        <span className={styles.cardNote}>
          {logged.length === 0
            ? 'Nothing logged'
            : `${logged.length} of 7 days logged · ${formatNumber(average)} kcal a day`}
        </span>
      </div>
      <CalorieWeekChart
        goal={goal}
        caption={`Calories each day of the last seven, against a goal of ${formatNumber(goal)} kcal.`}
        days={days.map((day) => ({
          label: weekdayLabel(day.date),
          name: longDay.format(new Date(`${day.date}T12:00:00Z`)),
          calories: day.calories,
          logged: day.scans > 0,
          over: goalProgress(day.calories, day.goals.calories, 'kcal').state === 'over',
        }))}
      />
      {split.length > 0 && (
        <div className={styles.split}>
          <h4 className={styles.splitTitle}>Where the energy came from</h4>
          <MacroSplitChart slices={split} />
        </div>
      )}
    </section>
  );
}
