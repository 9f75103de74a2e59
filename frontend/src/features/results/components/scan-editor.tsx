import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Plus, Repeat2, SearchX, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FoodSearchResult, Meal, Scan, ScanItem, ScanItemChoice } from '@/client';
import { FoodPicker } from '@/components/food-picker/food-picker';
import { useToast } from '@/components/toast/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { RetryButton } from '@/components/ui/retry-button';
import { StatusMessage } from '@/components/ui/status-message';
import { isApiError } from '@/lib/api-error';
import { formatGrams, formatKcal } from '@/lib/format';
import { foodNutritionQueryOptions, useFoodNutrition } from '@/lib/foods/get-food-nutrition';
import { MEAL_CHOICES, MEALS } from '@/lib/log/meals';
import { usePhotoRecognitionOff } from '@/lib/recognition/recognition-status';
import { useScan } from '@/lib/scans/get-scan';
import { useScanPreview, useUpdateScan } from '@/lib/scans/update-scan';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  amountProblem,
  correctionOf,
  draftFood,
  draftNamedFood,
  draftOf,
  gramsOf,
  MAX_GRAMS,
  MAX_ITEMS,
  MAX_NOTE_LENGTH,
  MAX_QUANTITY,
  MIN_GRAMS,
  SOURCE_TEXT,
  type DraftAmount,
  type DraftItem,
} from '../correction-rules';
import { readableName } from '../result-rules';
import { correctionFailure } from '../use-correct-scan';
import styles from './scan-editor.module.css';

/** Edits wait this long after the last change before the totals are computed again. */
export const PREVIEW_DELAY_MS = 300;

/** /results/{id}/edit: change a scan's foods, their portions and its note; the totals follow every change. */
export function ScanEditorScreen({ scanId }: { scanId: string }) {
  const scan = useScan(scanId);
  if (scan.isPending) {
    return (
      <div className={styles.screen} role="status" aria-busy="true" aria-label="Loading scan">
        <Skeleton height={28} width="50%" />
        <Skeleton height={120} radius={12} />
        <Skeleton height={120} radius={12} />
      </div>
    );
  }
  if (scan.isError) {
    const missing = isApiError(scan.error) && scan.error.status === 404;
    return (
      <div className={styles.screen}>
        <StatusMessage
          tone={missing ? 'neutral' : 'error'}
          icon={missing ? <SearchX size={28} /> : <CircleAlert size={28} />}
          title={missing ? 'Scan not found' : "Couldn't load this scan"}
          action={
            missing ? (
              <ButtonLink to="/history">Back to History</ButtonLink>
            ) : (
              <RetryButton onRetry={() => void scan.refetch()} />
            )
          }
        >
          {missing ? "This scan doesn't exist or isn't yours." : 'Check your connection and try again.'}
        </StatusMessage>
      </div>
    );
  }
  return <ScanEditor scan={scan.data} />;
}

type Picking = { mode: 'add' } | { mode: 'change'; key: string };

function ScanEditor({ scan }: { scan: Scan }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const update = useUpdateScan();
  const [items, setItems] = useState<DraftItem[]>(() => draftOf(scan.items));
  const [note, setNote] = useState(scan.note ?? '');
  const [learn, setLearn] = useState(true);
  const [meal, setMeal] = useState<Meal>(scan.meal);
  const photoRecognitionOff = usePhotoRecognitionOff();
  const canLearn = items.length === 1 && scan.imageUrl !== null;
  const [picking, setPicking] = useState<Picking | null>(null);
  const [choosing, setChoosing] = useState(false);
  const noteId = useId();

  const request = correctionOf(items, note, learn && canLearn, meal);
  // The totals depend on the items only; they are computed once typing pauses.
  const itemsKey = useDebouncedValue(request ? JSON.stringify(request.items) : null, PREVIEW_DELAY_MS);
  const previewRequest = useMemo(
    () => (itemsKey ? { items: JSON.parse(itemsKey) as ScanItemChoice[] } : null),
    [itemsKey],
  );
  const preview = useScanPreview(scan.id, previewRequest);
  const current = preview.data && preview.data.items.length === items.length ? preview.data : null;

  const replace = (key: string, next: Partial<DraftItem>) =>
    setItems((rows) => rows.map((row) => (row.key === key ? { ...row, ...next } : row)));

  /** A food from the search, in its usual portion (looked up in the database). */
  const pick = async (food: FoodSearchResult) => {
    if (!picking) return;
    setChoosing(true);
    // Without its portions (the lookup failed) the food is weighed in grams.
    const usual = await queryClient
      .fetchQuery(foodNutritionQueryOptions(food.id))
      .then((answer) => answer.nutrition?.portions[0] ?? null)
      .catch(() => null);
    const row = draftFood(food, usual);
    setChoosing(false);
    if (picking.mode === 'add') setItems((rows) => [...rows, row]);
    else replace(picking.key, { foodId: row.foodId, name: row.name, amount: row.amount });
  };
  const pickName = (name: string) => {
    if (!picking) return;
    const row = draftNamedFood(name);
    if (picking.mode === 'add') setItems((rows) => [...rows, row]);
    else replace(picking.key, { foodId: null, name: row.name, amount: row.amount });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!request || update.isPending) return;
    try {
      await update.mutateAsync({ path: { id: scan.id }, body: request });
      toast({ title: 'Saved', description: 'Every number was computed again from the food database.' });
      navigate(`/results/${scan.id}`, { replace: true });
    } catch (error) {
      // The draft stays as it is: nothing the user typed is lost.
      toast({ title: "Couldn't save your changes", description: correctionFailure(error), variant: 'destructive' });
    }
  };

  // Only a scan with a photo can teach the recognizer, and only one food at a time.
  const single = canLearn ? items[0]! : null;

  return (
    <form className={styles.screen} onSubmit={(event) => void save(event)} aria-labelledby="editor-title">
      <header className={styles.header}>
        {scan.thumbnailUrl ? (
          <img className={styles.thumb} src={scan.thumbnailUrl} alt="" width={56} height={56} />
        ) : null}
        <div>
          {/* The header already says 'Edit meal'; the page names the meal. */}
          <h2 id="editor-title" className={styles.title}>
            {readableName(scan.foodName)}
          </h2>
          <p className={styles.subtitle}>Change the foods and portions; the numbers follow.</p>
        </div>
      </header>

      {items.length === 0 ? (
        <p className={styles.empty}>No foods yet. Add what the photo shows.</p>
      ) : (
        <ul className={styles.items} aria-label="Foods in this meal">
          {items.map((item, i) => (
            <li key={item.key}>
              <ItemEditor
                item={item}
                computed={current?.items[i] ?? null}
                canRemove={items.length > 1}
                onAmount={(amount) => replace(item.key, { amount })}
                onChangeFood={() => setPicking({ mode: 'change', key: item.key })}
                onRemove={() => setItems((rows) => rows.filter((row) => row.key !== item.key))}
              />
            </li>
          ))}
        </ul>
      )}

      <Button
        variant="secondary"
        block
        disabled={items.length >= MAX_ITEMS || choosing}
        onClick={() => setPicking({ mode: 'add' })}
      >
        {choosing ? <Spinner size={18} /> : <Plus size={18} aria-hidden="true" />}
        Add a food
      </Button>

      <Totals scan={current} pending={preview.isFetching} error={preview.error} hasItems={request !== null} />

      <fieldset className={styles.mealPicker}>
        <legend className={styles.label}>Meal</legend>
        <div className={styles.mealChoices}>
          {MEALS.map((choice) => (
            <label key={choice} className={styles.mealChoice} data-checked={choice === meal}>
              <input
                type="radio"
                name="meal"
                value={choice}
                checked={choice === meal}
                onChange={() => setMeal(choice)}
              />
              {MEAL_CHOICES[choice]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={noteId} className={styles.label}>
          Note
        </label>
        <textarea
          id={noteId}
          className={styles.note}
          value={note}
          maxLength={MAX_NOTE_LENGTH}
          rows={3}
          placeholder="e.g. half portion, no dressing"
          onChange={(event) => setNote(event.target.value)}
        />
        <span className={styles.counter} aria-live="polite">
          {note.length}/{MAX_NOTE_LENGTH}
        </span>
      </div>

      {single ? (
        <label className={styles.learn}>
          <input type="checkbox" checked={learn} onChange={(event) => setLearn(event.target.checked)} />
          <span>
            <span className={styles.learnTitle}>
              {photoRecognitionOff ? 'Keep this photo' : 'Remember this photo'} as {single.name}
            </span>
            <span className={styles.learnHint}>
              {photoRecognitionOff
                ? 'Photo recognition is off here, so Morsel can’t learn from it yet; it keeps the photo and uses it once recognition is on.'
                : 'Morsel learns from it to name this food next time.'}
            </span>
          </span>
        </label>
      ) : null}

      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={`/results/${scan.id}`} replace>
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={!request || update.isPending}>
          {update.isPending ? <Spinner size={18} /> : null}
          Save
        </Button>
      </div>

      <FoodPicker
        open={picking !== null}
        onOpenChange={(open) => {
          if (!open) setPicking(null);
        }}
        title={picking?.mode === 'change' ? 'Change food' : 'Add a food'}
        onPick={(food) => void pick(food)}
        onPickName={pickName}
      />
    </form>
  );
}

function ItemEditor({
  item,
  computed,
  canRemove,
  onAmount,
  onChangeFood,
  onRemove,
}: {
  item: DraftItem;
  computed: ScanItem | null;
  canRemove: boolean;
  onAmount: (amount: DraftAmount) => void;
  onChangeFood: () => void;
  onRemove: () => void;
}) {
  const nutrition = useFoodNutrition(item.foodId ?? '', item.foodId !== null);
  const portions = nutrition.data?.nutrition?.portions ?? [];
  const amountId = useId();
  const unitId = useId();
  const problem = amountProblem(item.amount);
  // The row's own portion stays listed even before (or without) the food's portions loading.
  const own = item.amount.kind === 'portion' ? { label: item.amount.label, grams: item.amount.grams } : null;
  const options = own && !portions.some((p) => p.label === own.label) ? [own, ...portions] : portions;

  const chooseUnit = (value: string) => {
    const portion = options.find((p) => p.label === value);
    if (portion) onAmount({ kind: 'portion', label: portion.label, grams: portion.grams, quantity: 1 });
    else onAmount({ kind: 'grams', grams: Math.round(gramsOf(item.amount)) });
  };

  return (
    <fieldset className={styles.item}>
      <legend className={styles.itemName}>{item.name}</legend>
      <p className={styles.itemFacts}>
        <span>
          {computed ? (computed.calories === null ? 'Nutrition not known' : `${computed.calories} kcal`) : '…'}
        </span>
        <span className={styles.source}>{item.foodId === null ? SOURCE_TEXT.user : SOURCE_TEXT.database}</span>
      </p>
      <div className={styles.amountRow}>
        <div className={styles.amountField}>
          <label htmlFor={amountId} className={styles.label}>
            {item.amount.kind === 'portion' ? 'How many' : 'Grams'}
          </label>
          <input
            id={amountId}
            className={styles.number}
            type="number"
            inputMode="decimal"
            min={item.amount.kind === 'portion' ? 0.25 : MIN_GRAMS}
            max={item.amount.kind === 'portion' ? MAX_QUANTITY : MAX_GRAMS}
            step={item.amount.kind === 'portion' ? 0.25 : 1}
            value={Number.isFinite(amountValue(item.amount)) ? amountValue(item.amount) : ''}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${amountId}-problem` : undefined}
            onChange={(event) => {
              const value = event.target.value === '' ? NaN : Number(event.target.value);
              onAmount(
                item.amount.kind === 'portion' ? { ...item.amount, quantity: value } : { kind: 'grams', grams: value },
              );
            }}
          />
        </div>
        {item.foodId !== null ? (
          <div className={styles.unitField}>
            <label htmlFor={unitId} className={styles.label}>
              Portion
            </label>
            <select
              id={unitId}
              className={styles.select}
              value={item.amount.kind === 'portion' ? item.amount.label : ''}
              onChange={(event) => chooseUnit(event.target.value)}
            >
              {options.map((portion) => (
                <option key={portion.label} value={portion.label}>
                  {portion.label} ({formatGrams(portion.grams)})
                </option>
              ))}
              <option value="">grams</option>
            </select>
          </div>
        ) : null}
      </div>
      {problem ? (
        <p id={`${amountId}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
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

function Totals({
  scan,
  pending,
  error,
  hasItems,
}: {
  scan: Scan | null;
  pending: boolean;
  error: Error | null;
  hasItems: boolean;
}) {
  const macros = scan?.totals ?? null;
  const grade = scan?.grade ?? null;
  return (
    <section className={styles.totals} aria-labelledby="totals-heading" aria-live="polite" aria-busy={pending}>
      <h3 id="totals-heading" className={styles.totalsTitle}>
        Totals {pending ? <Spinner size={14} /> : null}
      </h3>
      {error && !pending ? (
        <p className={styles.problem}>{correctionFailure(error)}</p>
      ) : !hasItems ? (
        <p className={styles.hint}>Add a food to see the totals.</p>
      ) : scan ? (
        <dl className={styles.totalsList}>
          <div>
            <dt>Calories</dt>
            <dd>{formatKcal(scan.calories)}</dd>
          </div>
          <div>
            <dt>Protein</dt>
            <dd>{formatGrams(macros?.protein)}</dd>
          </div>
          <div>
            <dt>Carbs</dt>
            <dd>{formatGrams(macros?.carbs)}</dd>
          </div>
          <div>
            <dt>Fat</dt>
            <dd>{formatGrams(macros?.fat)}</dd>
          </div>
          {grade ? (
            <div>
              <dt>Grade</dt>
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

const amountValue = (amount: DraftAmount) => (amount.kind === 'portion' ? amount.quantity : amount.grams);
