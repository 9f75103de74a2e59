import { FormattedMessage, useIntl } from 'react-intl';
import type { Scan } from '@/client';
import { MacroSplitChart } from '@/components/charts/macro-split-chart';
import { GradeTile } from '@/components/nutrition-dashboard/grade-tile';
import { healthOverview } from '@/components/nutrition-dashboard/nutrition-rules';
import { useFormat } from '@/lib/i18n/locale-provider';
import { macroSplit } from '@/lib/nutrition/macro-split';
import styles from './result-screen.module.css';

/** The result at a glance: calories with their unit, the grade, and where the energy comes from. */
export function ResultHero({ scan }: { scan: Scan }) {
  const intl = useIntl();
  const format = useFormat();
  const overview = scan.nutritionalInfo ? healthOverview(scan.nutritionalInfo) : null;
  // The server's totals, rounded once from the exact sums of the items: never re-added here.
  const macros = scan.totals;
  const split = macros ? macroSplit([macros]) : [];
  return (
    <section className={styles.hero} aria-label={intl.formatMessage({ id: 'results.hero.label' })}>
      <div className={styles.heroTop}>
        <p className={styles.kcal}>
          {scan.calories === null ? (
            <span className={styles.kcalUnknown}>
              <FormattedMessage id="results.hero.energyUnknown" />
            </span>
          ) : (
            <>
              <span className={styles.kcalValue}>{format.number(format.energyValue(scan.calories))}</span>
              <span className={styles.kcalUnit}>{format.units.energy}</span>
            </>
          )}
        </p>
        {overview ? (
          <GradeTile grade={overview.grade} size="lg" />
        ) : (
          <span className={styles.noGrade}>
            <FormattedMessage id="results.hero.noGrade" />
          </span>
        )}
      </div>
      {split.length > 0 ? (
        <MacroSplitChart slices={split} />
      ) : (
        <p className={styles.kcalUnknown}>
          <FormattedMessage id={macros ? 'results.hero.noMacros' : 'results.hero.macrosUnknown'} />
        </p>
      )}
    </section>
  );
}
