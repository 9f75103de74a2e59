import { Star } from 'lucide-react';
import { useState } from 'react';
import type { ScanItem } from '@/client';
import { apiErrorMessage } from '@/lib/api-error';
import { choiceOf, useFavouriteFoods, useStarFood } from '@/lib/shortcuts/shortcut-queries';
import styles from './meal-items.module.css';

/**
 * A star beside a food of the database: starred, it is one tap away on the scanner, in this
 * amount. A failure is said under the food until the next tap.
 */
export function FavouriteStar({ userId, item }: { userId: string; item: ScanItem & { foodId: string } }) {
  const favourites = useFavouriteFoods(userId);
  const { star, unstar, pending } = useStarFood(userId);
  const [problem, setProblem] = useState<string | null>(null);
  const starred = favourites.data?.foods.some((food) => food.foodId === item.foodId) ?? false;

  const toggle = async () => {
    setProblem(null);
    try {
      await (starred ? unstar(item.foodId) : star(item.foodId, choiceOf(item)));
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.star}
        aria-pressed={starred}
        aria-label={starred ? `Remove ${item.name} from favourites` : `Add ${item.name} to favourites`}
        disabled={pending || favourites.isPending}
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
