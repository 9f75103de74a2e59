import { FormattedMessage, useIntl } from 'react-intl';
import type { Day } from '@/client';
import { GoalRing } from '@/components/charts/goal-ring';
import { useFormat } from '@/lib/i18n/locale-provider';
import { goalProgress } from '../log-rules';
import styles from './history-screen.module.css';

const MACROS = [
  { key: 'protein', label: 'common.nutrient.protein' },
  { key: 'carbs', label: 'common.nutrient.carbs' },
  { key: 'fat', label: 'common.nutrient.fat' },
] as const;

/** Today against the goals: energy as a ring, protein, carbs and fat as bars. */
export function TodayCard({ day }: { day: Day }) {
  const intl = useIntl();
  const format = useFormat();
  const grams = (value: number) => `${format.number(value)} g`;
  const calories = goalProgress(day.calories, day.goals.calories, intl, format.energy);
  const eaten = format.number(format.energyValue(day.calories));
  const goal = format.energy(day.goals.calories);
  return (
    <section className={styles.card} aria-label={intl.formatMessage({ id: 'history.today.label' })}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          <FormattedMessage id="history.day.today" />
        </h3>
        <span className={styles.cardNote}>
          <FormattedMessage id="common.entries" values={{ count: day.scans }} />
        </span>
      </div>
      <div className={styles.today}>
        <GoalRing
          ratio={calories.ratio}
          state={calories.state}
          value={eaten}
          caption={intl.formatMessage({ id: 'history.today.ofGoal' }, { goal })}
          label={intl.formatMessage({ id: 'history.today.ring' }, { eaten, goal, progress: calories.text })}
        />
        <div className={styles.todaySide}>
          <p className={styles[`state-${calories.state}`]}>{calories.text}</p>
          <ul className={styles.macros}>
            {MACROS.map(({ key, label }) => {
              const progress = goalProgress(day[key], day.goals[key], intl, grams);
              const name = intl.formatMessage({ id: label });
              return (
                <li key={key} className={styles.macro}>
                  <span className={styles.macroHead}>
                    <span className={styles.macroName}>{name}</span>
                    <span className={styles.macroFigures}>
                      {format.number(day[key])} / {grams(day.goals[key])}
                    </span>
                  </span>
                  <span
                    role="meter"
                    aria-label={name}
                    aria-valuemin={0}
                    aria-valuemax={day.goals[key]}
                    aria-valuenow={Math.min(day[key], day.goals[key])}
                    aria-valuetext={intl.formatMessage(
                      { id: 'history.today.macro' },
                      { eaten: format.number(day[key]), goal: grams(day.goals[key]), progress: progress.text },
                    )}
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
