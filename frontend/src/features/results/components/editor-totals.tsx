import { FormattedMessage, useIntl } from 'react-intl';
import type { Scan } from '@/client';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/i18n/locale-provider';
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
  const intl = useIntl();
  const format = useFormat();
  const macros = scan?.totals ?? null;
  const grade = scan?.grade ?? null;
  return (
    <section className={styles.totals} aria-labelledby="totals-heading" aria-live="polite" aria-busy={pending}>
      <h3 id="totals-heading" className={styles.totalsTitle}>
        <FormattedMessage id="results.editor.totals" /> {pending ? <Spinner size={14} /> : null}
      </h3>
      {error && !pending ? (
        <p className={styles.problem}>{correctionFailure(error, intl)}</p>
      ) : !hasItems ? (
        <p className={styles.hint}>
          <FormattedMessage id="results.editor.totalsHint" />
        </p>
      ) : scan ? (
        <dl className={styles.totalsList}>
          <div>
            <dt>
              <FormattedMessage id="common.nutrient.calories" />
            </dt>
            <dd>{format.energy(scan.calories)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="common.nutrient.protein" />
            </dt>
            <dd>{format.grams(macros?.protein)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="common.nutrient.carbs" />
            </dt>
            <dd>{format.grams(macros?.carbs)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="common.nutrient.fat" />
            </dt>
            <dd>{format.grams(macros?.fat)}</dd>
          </div>
          {grade ? (
            <div>
              <dt>
                <FormattedMessage id="results.editor.grade" />
              </dt>
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
