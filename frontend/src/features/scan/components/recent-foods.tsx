import { History } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { RecentFood } from '@/client';
import { useToast } from '@/components/toast/toast';
import { apiErrorMessage } from '@/lib/api-error';
import { deviceTimeZone } from '@/lib/log/local-date';
import { useLogFoods, useRecentFoods } from '@/lib/log/log-queries';
import { formatNumber } from '@/lib/format';
import styles from './scanner-screen.module.css';

/** At most this many recent foods are offered: one row of thumbs' reach. */
const SHOWN = 6;

/** '1 medium', '2 × 1 slice', or '150 g'. */
export const amountText = (food: Pick<RecentFood, 'portion' | 'grams'>) =>
  food.portion
    ? food.portion.quantity === 1
      ? food.portion.label
      : `${food.portion.quantity} × ${food.portion.label}`
    : `${formatNumber(food.grams)} g`;

/**
 * The foods the user logged lately, each logged again in one tap (in the amount they last had
 * it, no photo), opening the new entry. Nothing shows until there is something to offer.
 */
export function RecentFoods({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const recent = useRecentFoods(userId);
  const logFoods = useLogFoods();
  const navigate = useNavigate();
  const { toast } = useToast();
  const foods = recent.data?.foods.slice(0, SHOWN) ?? [];
  if (foods.length === 0) return null;

  const log = (food: RecentFood) =>
    logFoods.mutate(
      {
        path: { userId },
        body: {
          items: [
            food.portion
              ? { foodId: food.foodId, portion: { label: food.portion.label, quantity: food.portion.quantity } }
              : { foodId: food.foodId, grams: food.grams },
          ],
          tz: deviceTimeZone(),
        },
      },
      {
        onSuccess: (scan) => {
          toast({ title: 'Logged', description: `${scan.foodName} was added to today.` });
          navigate(`/results/${scan.id}`);
        },
        onError: (error) =>
          toast({ title: 'Could not log it', description: apiErrorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <section aria-labelledby="recent-heading" className={styles.recent}>
      <h2 id="recent-heading" className={styles.recentTitle}>
        <History size={18} aria-hidden="true" /> Log a recent food
      </h2>
      <ul className={styles.recentList}>
        {foods.map((food) => (
          <li key={food.foodId}>
            <button
              type="button"
              className={styles.recentFood}
              onClick={() => log(food)}
              disabled={disabled || logFoods.isPending}
            >
              <span className={styles.recentName}>{food.name}</span>{' '}
              <span className={styles.recentMeta}>
                {amountText(food)}
                {food.calories === null ? '' : ` · ${formatNumber(food.calories)} kcal`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
