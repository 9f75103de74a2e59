import { CircleAlert, Database, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FoodSearchResult } from '@/client';
import { FavouriteStar } from '@/components/shortcuts/favourite-star';
import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useFoodNutrition } from '@/lib/foods/get-food-nutrition';
import { useFoodSearch } from '@/lib/foods/search-foods';
import { formatKcal } from '@/lib/format';
import styles from './food-search-screen.module.css';

/** /food-search: search the food database and see one food's nutrition per serving. */
export function FoodSearchScreen({ userId }: { userId: string }) {
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
          Food name
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search foods, e.g. apple"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
        <Button type="submit" disabled={blank || loading}>
          {loading ? <Spinner size={18} /> : <Search size={18} aria-hidden="true" />}
          Search
        </Button>
      </form>

      <p className={styles.notice}>
        <Database size={16} aria-hidden="true" />
        <span>
          Morsel&apos;s food database: over 500 common foods and dishes built in, plus the USDA FoodData Central and
          FNDDS data this server has imported (up to 1.9 million foods).
        </span>
      </p>

      {query && results.isPending ? (
        <div role="status" aria-label="Searching" className={styles.results}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius={12} />
          ))}
        </div>
      ) : null}

      {query && results.isError && !results.isFetching ? (
        <SearchFailed title="The search did not work" onRetry={() => void results.refetch()}>
          Morsel could not search its food database just now. Check your connection, then try again.
        </SearchFailed>
      ) : null}

      {results.data ? (
        results.data.foods.length === 0 ? (
          <p className={styles.empty} role="status">
            No foods match &ldquo;{query}&rdquo;. Try a shorter or more general name.
          </p>
        ) : (
          <ul className={styles.results} aria-label="Search results">
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
                    {food.type}
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
            {n.category} · per {n.servingSize}
          </p>
          <FactList
            facts={[
              { label: 'Calories', value: formatKcal(n.calories) },
              { label: 'Protein', value: `${n.protein} g` },
              { label: 'Carbs', value: `${n.carbs} g` },
              { label: 'Fat', value: `${n.fat} g` },
              { label: 'Health score', value: `${n.healthScore}/100` },
              { label: 'Grade', value: n.grade },
              { label: 'Processing', value: n.processingLevel },
            ]}
          />
        </>
      ) : nutrition.isError && !nutrition.isFetching ? (
        <SearchFailed title="The nutrition did not load" onRetry={() => void nutrition.refetch()}>
          Morsel could not fetch this food&apos;s nutrition just now. Check your connection, then try again.
        </SearchFailed>
      ) : (
        <Skeleton height={160} radius={12} />
      )}
    </section>
  );
}
