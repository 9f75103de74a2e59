import { Pencil } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { Scan } from '@/client';
import { FavouriteStar } from '@/components/shortcuts/favourite-star';
import { ButtonLink } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/locale-provider';
import { choiceOf } from '@/lib/shortcuts/shortcut-queries';
import { amountText, SOURCE_MESSAGE } from '../correction-rules';
import styles from './meal-items.module.css';

/**
 * 'What's in it': each food with its amount, its calories and where its numbers come from; Edit
 * changes them, and a star keeps a food of the database one tap away on the scanner.
 */
export function MealItems({ scan }: { scan: Scan }) {
  const format = useFormat();
  return (
    <section className={styles.card} aria-labelledby="items-heading">
      <div className={styles.header}>
        <h2 id="items-heading" className={styles.title}>
          <FormattedMessage id="results.items.title" />
        </h2>
        <ButtonLink variant="secondary" to={`/results/${scan.id}/edit`} className={styles.edit}>
          <Pencil size={16} aria-hidden="true" />
          <FormattedMessage id="common.edit" />
        </ButtonLink>
      </div>
      <ul className={styles.items}>
        {scan.items.map((item, i) => (
          <li key={`${item.foodId ?? item.name}-${i}`} className={styles.item}>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.calories}>{format.energy(item.calories)}</span>
            <span className={styles.amount}>{amountText(item, format)}</span>
            <span className={styles.source}>
              <FormattedMessage id={SOURCE_MESSAGE[item.source]} />
            </span>
            {item.foodId !== null ? (
              <FavouriteStar
                userId={scan.userId}
                food={{ foodId: item.foodId, name: item.name }}
                amount={choiceOf(item)}
                className={styles.star}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {scan.note ? (
        <p className={styles.note}>
          <span className={styles.noteLabel}>
            <FormattedMessage id="results.note" />
          </span>{' '}
          {scan.note}
        </p>
      ) : null}
    </section>
  );
}
