import { CircleAlert, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FoodSearchResult } from '@/client';
import { FavouriteStar } from '@/components/shortcuts/favourite-star';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useSignedInUserId } from '@/lib/auth/auth-context';
import { useFoodSearch } from '@/lib/foods/search-foods';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import styles from './food-picker.module.css';

/** Typing pauses this long before the search is sent. */
export const SEARCH_DELAY_MS = 250;
/** A food the user names themselves is at most this long (the server's limit). */
const MAX_NAME_LENGTH = 120;

/**
 * A sheet for choosing a food from the database: search as you type, pick a result (a signed-in
 * user can also star one, beside it). With
 * `onPickName`, a food the database lacks can be added by its name (its nutrition is then unknown).
 */
export function FoodPicker({
  open,
  onOpenChange,
  title,
  description,
  onPick,
  onPickName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Said under the title (by default: search the food database and pick the food). */
  description?: string;
  onPick: (food: FoodSearchResult) => void;
  onPickName?: (name: string) => void;
}) {
  const intl = useIntl();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description ?? intl.formatMessage({ id: 'items.picker.description' })}
    >
      {/* Mounted only while open, so each opening starts with an empty search. */}
      {open ? (
        <FoodSearch
          onPick={(food) => {
            onPick(food);
            onOpenChange(false);
          }}
          onPickName={
            onPickName
              ? (name) => {
                  onPickName(name);
                  onOpenChange(false);
                }
              : undefined
          }
        />
      ) : null}
    </Sheet>
  );
}

function FoodSearch({
  onPick,
  onPickName,
}: {
  onPick: (food: FoodSearchResult) => void;
  onPickName: ((name: string) => void) | undefined;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const inputId = useId();
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const results = useFoodSearch(query);
  const typed = text.trim();
  // A signed-in user can star a result (in its usual portion) without picking it.
  const userId = useSignedInUserId();

  return (
    <div className={styles.body}>
      <div className={styles.field} role="search">
        <Search size={18} aria-hidden="true" className={styles.fieldIcon} />
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage id="items.foodName" />
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage({ id: 'items.picker.placeholder' })}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          // The sheet opens to type into: focus goes straight to the search field.
          autoFocus
        />
      </div>

      <div className={styles.results} aria-live="polite" aria-busy={results.isFetching}>
        {query === '' ? (
          <p className={styles.hint}>
            <FormattedMessage id="items.picker.typeToSearch" />
          </p>
        ) : results.isError ? (
          <div className={styles.error} role="alert">
            <CircleAlert size={20} aria-hidden="true" />
            <p>
              <FormattedMessage id="items.picker.failed" />
            </p>
            <RetryButton onRetry={() => void results.refetch()} />
          </div>
        ) : results.isPending ? (
          <div role="status" aria-label={intl.formatMessage({ id: 'items.searching' })} className={styles.list}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={52} radius={12} />
            ))}
          </div>
        ) : results.data.foods.length === 0 ? (
          <p className={styles.hint} role="status">
            <FormattedMessage id="items.noMatch" values={{ query }} />
          </p>
        ) : (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'items.picker.found' })}>
            {results.data.foods.map((food) => (
              <li key={food.id} className={styles.row}>
                <button type="button" className={styles.result} onClick={() => onPick(food)}>
                  <span className={styles.name}>{food.name}</span>
                  <span className={styles.meta}>{[food.brand, food.type].filter(Boolean).join(' · ')}</span>
                </button>
                {userId ? (
                  <FavouriteStar userId={userId} food={{ foodId: food.id, name: food.name }} className={styles.star} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>

      {onPickName && typed !== '' ? (
        <Button variant="secondary" block onClick={() => onPickName(typed.slice(0, MAX_NAME_LENGTH))}>
          <Plus size={18} aria-hidden="true" />
          <span className={styles.nameAction}>
            <FormattedMessage id="items.picker.addOwn" values={{ name: typed }} />
          </span>
        </Button>
      ) : null}
    </div>
  );
}
