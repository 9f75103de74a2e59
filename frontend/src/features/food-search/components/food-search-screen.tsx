import { CircleAlert, Database, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { FoodSearchResult, TrainingCategory } from '@/client';
import { FavouriteStar } from '@/components/shortcuts/favourite-star';
import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useFoodNutrition } from '@/lib/foods/get-food-nutrition';
import { useFoodSearch } from '@/lib/foods/search-foods';
import { useFormat } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/intl';
import { NOVA_LABELS, type NovaGroup } from '@rules/nutrition/nova';
import { TRAINING_CATEGORY_NAMES } from '@rules/training/categories';
import styles from './food-search-screen.module.css';

const NOVA_MESSAGES: Record<NovaGroup, MessageId> = {
  1: 'items.search.nova1',
  2: 'items.search.nova2',
  3: 'items.search.nova3',
  4: 'items.search.nova4',
};

/** A food's processing level (the database's NOVA group, named in English) in the reader's language. */
function processingText(level: string, intl: IntlShape): string {
  const group = ([1, 2, 3, 4] as const).find((key) => NOVA_LABELS[key] === level);
  return group ? intl.formatMessage({ id: NOVA_MESSAGES[group] }) : level;
}

/** /food-search: search the food database and see one food's nutrition per serving. */
export function FoodSearchScreen({ userId }: { userId: string }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<FoodSearchResult | null>(null);
  const inputId = useId();

  const results = useFoodSearch(query);
  // A failed search says so and offers to search again; the cause is logged for developers.
  useEffect(() => {
    if (results.error) console.error('Food search failed', results.error);
  }, [results.error]);

  const blank = text.trim() === '';
  const loading = results.isFetching;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || loading) return;
    setSelected(null);
    setQuery(text.trim());
  };

  return (
    <div className={styles.screen}>
      <form className={styles.form} role="search" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage id="items.foodName" />
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage({ id: 'items.search.placeholder' })}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
        <Button type="submit" disabled={blank || loading}>
          {loading ? <Spinner size={18} /> : <Search size={18} aria-hidden="true" />}
          <FormattedMessage id="items.search.submit" />
        </Button>
      </form>

      <p className={styles.notice}>
        <Database size={16} aria-hidden="true" />
        <span>
          <FormattedMessage
            id="items.search.notice"
            values={{ builtIn: intl.formatNumber(500), imported: intl.formatNumber(1.9) }}
          />
        </span>
      </p>

      {query && results.isPending ? (
        <div role="status" aria-label={intl.formatMessage({ id: 'items.searching' })} className={styles.results}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius={12} />
          ))}
        </div>
      ) : null}

      {query && results.isError && !results.isFetching ? (
        <SearchFailed
          title={intl.formatMessage({ id: 'items.search.failed.title' })}
          onRetry={() => void results.refetch()}
        >
          {intl.formatMessage({ id: 'items.search.failed.body' })}
        </SearchFailed>
      ) : null}

      {results.data ? (
        results.data.foods.length === 0 ? (
          <p className={styles.empty} role="status">
            <FormattedMessage id="items.noMatch" values={{ query }} />
          </p>
        ) : (
          <ul className={styles.results} aria-label={intl.formatMessage({ id: 'items.search.results' })}>
            {results.data.foods.map((food) => (
              <li key={food.id}>
                <button
                  type="button"
                  className={styles.result}
                  aria-pressed={selected?.id === food.id}
                  onClick={() => setSelected(food)}
                >
                  <span className={styles.resultText}>
                    <span className={styles.name}>{food.name}</span>
                    {food.brand ? <span className={styles.brand}>{food.brand}</span> : null}
                    {food.description ? <span className={styles.description}>{food.description}</span> : null}
                  </span>
                  <span className={styles.type} data-brand={food.type === 'Brand'}>
                    <FormattedMessage id="items.search.type" values={{ type: food.type }} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}

      {selected ? <NutritionPanel userId={userId} food={selected} /> : null}
    </div>
  );
}

/** A failed request: what happened, in a sentence, and a way to try again. */
function SearchFailed({ title, children, onRetry }: { title: string; children: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failed}>
      <CircleAlert size={20} aria-hidden="true" className={styles.failedIcon} />
      <div className={styles.failedText}>
        <p className={styles.failedTitle}>{title}</p>
        <p>{children}</p>
        <RetryButton onRetry={onRetry} />
      </div>
    </div>
  );
}

function NutritionPanel({ userId, food }: { userId: string; food: FoodSearchResult }) {
  const intl = useIntl();
  const format = useFormat();
  const nutrition = useFoodNutrition(food.id);
  const panel = useRef<HTMLElement>(null);
  // Below a long list the panel would open off screen; bring it into view.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [food.id]);
  useEffect(() => {
    if (nutrition.error) console.error('Food nutrition failed', nutrition.error);
  }, [nutrition.error]);
  const n = nutrition.data?.nutrition;
  return (
    <section ref={panel} className={styles.panel} aria-labelledby="nutrition-heading" aria-busy={nutrition.isPending}>
      <div className={styles.panelHead}>
        <h2 id="nutrition-heading" className={styles.panelTitle}>
          {food.name}
        </h2>
        <FavouriteStar userId={userId} food={{ foodId: food.id, name: food.name }} />
      </div>
      {n ? (
        <>
          <p className={styles.meta}>
            <FormattedMessage
              id="items.search.per"
              values={{ category: shelfName(n.category, intl), serving: format.portionLabel(n.servingSize) }}
            />
          </p>
          <FactList
            facts={[
              { label: intl.formatMessage({ id: 'common.nutrient.calories' }), value: format.energy(n.calories) },
              { label: intl.formatMessage({ id: 'common.nutrient.protein' }), value: format.grams(n.protein) },
              { label: intl.formatMessage({ id: 'common.nutrient.carbs' }), value: format.grams(n.carbs) },
              { label: intl.formatMessage({ id: 'common.nutrient.fat' }), value: format.grams(n.fat) },
              {
                label: intl.formatMessage({ id: 'items.search.healthScore' }),
                value: intl.formatMessage({ id: 'items.search.outOf100' }, { score: n.healthScore }),
              },
              { label: intl.formatMessage({ id: 'items.search.grade' }), value: n.grade },
              {
                label: intl.formatMessage({ id: 'items.search.processing' }),
                value: processingText(n.processingLevel, intl),
              },
            ]}
          />
        </>
      ) : nutrition.isError && !nutrition.isFetching ? (
        <SearchFailed
          title={intl.formatMessage({ id: 'items.search.nutritionFailed.title' })}
          onRetry={() => void nutrition.refetch()}
        >
          {intl.formatMessage({ id: 'items.search.nutritionFailed.body' })}
        </SearchFailed>
      ) : (
        <Skeleton height={160} radius={12} />
      )}
    </section>
  );
}

/** A built-in food's shelf ('Produce') in the reader's language; any other category as the API names it. */
function shelfName(category: string, intl: IntlShape): string {
  const shelf = (Object.keys(TRAINING_CATEGORY_NAMES) as TrainingCategory[]).find(
    (id) => TRAINING_CATEGORY_NAMES[id] === category,
  );
  return shelf ? intl.formatMessage({ id: `training.category.${shelf}.name` }) : category;
}
