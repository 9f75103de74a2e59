import { Repeat2, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScanItem } from '@/client';
import { ItemAmountFields } from '@/components/item-rows/item-amount-fields';
import { Button } from '@/components/ui/button';
import { useFoodNutrition } from '@/lib/foods/get-food-nutrition';
import { useFormat } from '@/lib/i18n/locale-provider';
import type { ItemAmount, ItemRow } from '@/lib/scans/item-rows';
import { SOURCE_MESSAGE } from '../correction-rules';
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
  const intl = useIntl();
  const format = useFormat();
  const nutrition = useFoodNutrition(item.foodId ?? '', item.foodId !== null);
  const portions = nutrition.data?.nutrition?.portions ?? [];

  return (
    <fieldset className={styles.item}>
      <legend className={styles.itemName}>{item.name}</legend>
      <p className={styles.itemFacts}>
        <span>
          {computed
            ? computed.calories === null
              ? intl.formatMessage({ id: 'results.editor.nutritionUnknown' })
              : format.energy(computed.calories)
            : '…'}
        </span>
        <span className={styles.source}>
          <FormattedMessage id={item.foodId === null ? SOURCE_MESSAGE.user : SOURCE_MESSAGE.database} />
        </span>
      </p>
      <ItemAmountFields amount={item.amount} portions={item.foodId === null ? null : portions} onChange={onAmount} />
      <div className={styles.itemActions}>
        <Button variant="secondary" onClick={onChangeFood}>
          <Repeat2 size={16} aria-hidden="true" />
          <FormattedMessage id="results.editor.changeFood" />
        </Button>
        {canRemove ? (
          <Button
            variant="secondary"
            onClick={onRemove}
            aria-label={intl.formatMessage({ id: 'results.editor.removeFood' }, { name: item.name })}
          >
            <Trash2 size={16} aria-hidden="true" />
            <FormattedMessage id="items.remove" />
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
