import { Repeat2, Trash2 } from 'lucide-react';
import type { ScanItem } from '@/client';
import { ItemAmountFields } from '@/components/item-rows/item-amount-fields';
import { Button } from '@/components/ui/button';
import { useFoodNutrition } from '@/lib/foods/get-food-nutrition';
import type { ItemAmount, ItemRow } from '@/lib/scans/item-rows';
import { SOURCE_TEXT } from '../correction-rules';
import styles from './scan-editor.module.css';

/** One food of the meal being edited: its amount in one of its portions or in grams, change or remove it. */
export function ItemEditor({
  item,
  computed,
  canRemove,
  onAmount,
  onChangeFood,
  onRemove,
}: {
  item: ItemRow;
  computed: ScanItem | null;
  canRemove: boolean;
  onAmount: (amount: ItemAmount) => void;
  onChangeFood: () => void;
  onRemove: () => void;
}) {
  const nutrition = useFoodNutrition(item.foodId ?? '', item.foodId !== null);
  const portions = nutrition.data?.nutrition?.portions ?? [];

  return (
    <fieldset className={styles.item}>
      <legend className={styles.itemName}>{item.name}</legend>
      <p className={styles.itemFacts}>
        <span>
          {computed ? (computed.calories === null ? 'Nutrition not known' : `${computed.calories} kcal`) : '…'}
        </span>
        <span className={styles.source}>{item.foodId === null ? SOURCE_TEXT.user : SOURCE_TEXT.database}</span>
      </p>
      <ItemAmountFields amount={item.amount} portions={item.foodId === null ? null : portions} onChange={onAmount} />
      <div className={styles.itemActions}>
        <Button variant="secondary" onClick={onChangeFood}>
          <Repeat2 size={16} aria-hidden="true" />
          Change food
        </Button>
        {canRemove ? (
          <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${item.name}`}>
            <Trash2 size={16} aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
