import { FormattedMessage, useIntl } from 'react-intl';
import type { Day } from '@/client';
import { CalorieWeekChart } from '@/components/charts/calorie-week-chart';
import { MacroSplitChart } from '@/components/charts/macro-split-chart';
import { useFormat, useLocaleSettings } from '@/lib/i18n/locale-provider';
import { longDayLabel, weekdayLabel } from '@/lib/log/local-date';
import { macroSplit } from '@/lib/nutrition/macro-split';
import { goalOf, isOver } from '../log-rules';
import styles from './history-screen.module.css';

/** The last seven days: energy per day against the goal, and where the energy came from. */
export function WeekCard({ days }: { days: Day[] }) {
  const intl = useIntl();
  const format = useFormat();
  const { locale } = useLocaleSettings();
  const goal = goalOf(days)?.calories ?? 0;
  const logged = days.filter((day) => day.scans > 0);
  const average = logged.length ? logged.reduce((t, d) => t + d.calories, 0) / logged.length : 0;
  const split = macroSplit(logged);
  return (
    <section className={styles.card} aria-labelledby="week-heading">
      <div className={styles.cardHead}>
        <h3 id="week-heading" className={styles.cardTitle}>
          <FormattedMessage id="history.week.title" />
        </h3>
        <span className={styles.cardNote}>
          {logged.length === 0 ? (
            <FormattedMessage id="history.week.nothing" />
          ) : (
            <FormattedMessage
              id="history.week.logged"
              values={{ count: logged.length, average: format.energy(average) }}
            />
          )}
        </span>
      </div>
      <CalorieWeekChart
        goal={goal}
        caption={intl.formatMessage({ id: 'history.week.caption' }, { goal: format.energy(goal) })}
        days={days.map((day) => ({
          label: weekdayLabel(day.date, locale),
          name: longDayLabel(day.date, locale),
          calories: day.calories,
          logged: day.scans > 0,
          over: isOver(day.calories, day.goals.calories),
        }))}
      />
      {split.length > 0 && (
        <div className={styles.split}>
          <h4 className={styles.splitTitle}>
            <FormattedMessage id="history.week.split" />
          </h4>
          <MacroSplitChart slices={split} />
        </div>
      )}
    </section>
  );
}
