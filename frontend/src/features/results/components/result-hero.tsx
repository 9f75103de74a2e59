import type { Scan } from '@/client';
import { MacroSplitChart } from '@/components/charts/macro-split-chart';
import { GradeTile } from '@/components/nutrition-dashboard/grade-tile';
import { healthOverview } from '@/components/nutrition-dashboard/nutrition-rules';
import { formatNumber } from '@/lib/format';
import { macroSplit } from '@/lib/nutrition/macro-split';
import styles from './result-screen.module.css';

/** The result at a glance: calories with their unit, the grade, and where the energy comes from. */
export function ResultHero({ scan }: { scan: Scan }) {
  const overview = scan.nutritionalInfo ? healthOverview(scan.nutritionalInfo) : null;
  // The server's totals, rounded once from the exact sums of the items: never re-added here.
  const macros = scan.totals;
  const split = macros ? macroSplit([macros]) : [];
  return (
    <section className={styles.hero} aria-label="At a glance">
      <div className={styles.heroTop}>
        <p className={styles.kcal}>
          {scan.calories === null ? (
            <span className={styles.kcalUnknown}>Calories not known</span>
          ) : (
            <>
              <span className={styles.kcalValue}>{formatNumber(scan.calories)}</span>
              <span className={styles.kcalUnit}>kcal</span>
            </>
          )}
        </p>
        {overview ? (
          <GradeTile grade={overview.grade} size="lg" />
        ) : (
          <span className={styles.noGrade}>No grade yet</span>
        )}
      </div>
      {split.length > 0 ? (
        <MacroSplitChart slices={split} />
      ) : (
        <p className={styles.kcalUnknown}>{macros ? 'No protein, carbs or fat' : 'Protein, carbs and fat not known'}</p>
      )}
    </section>
  );
}
