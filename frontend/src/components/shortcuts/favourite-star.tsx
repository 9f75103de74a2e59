import { Star } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ScanItemChoice } from '@/client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFavouriteFoods, useStarFood } from '@/lib/shortcuts/shortcut-queries';
import styles from './favourite-star.module.css';

/**
 * A star beside a food of the database: starred, it is one tap away on the scanner, in `amount`
 * (else its first household portion). A failure is said under it until the next tap.
 */
export function FavouriteStar({
  userId,
  food,
  amount = null,
  className,
}: {
  userId: string;
  food: { foodId: string; name: string };
  amount?: ScanItemChoice | null;
  /** Where the star sits in its parent's layout. */
  className?: string;
}) {
  const intl = useIntl();
  const favourites = useFavouriteFoods(userId);
  const { star, unstar, pending } = useStarFood(userId);
  const [problem, setProblem] = useState<string | null>(null);
  const starred = favourites.data?.foods.some((starredFood) => starredFood.foodId === food.foodId) ?? false;

  const busy = pending || favourites.isPending;
  const toggle = async () => {
    // Kept focusable while busy (aria-disabled): a second tap then does nothing.
    if (busy) return;
    setProblem(null);
    try {
      await (starred ? unstar(food.foodId) : star(food.foodId, amount));
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  };

  return (
    <>
      <button
        type="button"
        className={className ? `${styles.star} ${className}` : styles.star}
        aria-pressed={starred}
        aria-label={intl.formatMessage({ id: 'items.favourite' }, { name: food.name })}
        aria-disabled={busy}
        onClick={() => void toggle()}
      >
        <Star size={20} aria-hidden="true" fill={starred ? 'currentColor' : 'none'} />
      </button>
      {problem ? (
        <p className={styles.starProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
