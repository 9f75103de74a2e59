import type { Scan } from '@/client';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatGrams, formatKcal } from '@/lib/format';
import { correctionFailure } from '../use-correct-scan';
import styles from './scan-editor.module.css';

/** The meal's totals as the edited rows would make them, computed by the server (nothing saved). */
export function EditorTotals({
  scan,
  pending,
  error,
  hasItems,
}: {
  scan: Scan | null;
  pending: boolean;
  error: unknown;
  hasItems: boolean;
}) {
  const macros = scan?.totals ?? null;
  const grade = scan?.grade ?? null;
  return (
    <section className={styles.totals} aria-labelledby="totals-heading" aria-live="polite" aria-busy={pending}>
      <h3 id="totals-heading" className={styles.totalsTitle}>
        Totals {pending ? <Spinner size={14} /> : null}
      </h3>
      {error && !pending ? (
        <p className={styles.problem}>{correctionFailure(error)}</p>
      ) : !hasItems ? (
        <p className={styles.hint}>Add a food to see the totals.</p>
      ) : scan ? (
        <dl className={styles.totalsList}>
          <div>
            <dt>Calories</dt>
            <dd>{formatKcal(scan.calories)}</dd>
          </div>
          <div>
            <dt>Protein</dt>
            <dd>{formatGrams(macros?.protein)}</dd>
          </div>
          <div>
            <dt>Carbs</dt>
            <dd>{formatGrams(macros?.carbs)}</dd>
          </div>
          <div>
            <dt>Fat</dt>
            <dd>{formatGrams(macros?.fat)}</dd>
          </div>
          {grade ? (
            <div>
              <dt>Grade</dt>
              <dd>{grade}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <Skeleton height={48} radius={8} />
      )}
    </section>
  );
}
