import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { FoodSearchResult, Meal, Scan } from '@/client';
import { FoodPicker } from '@/components/food-picker/food-picker';
import { useToast } from '@/components/toast/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/inline-notice';
import { Spinner } from '@/components/ui/spinner';
import { foodNutritionQueryOptions } from '@/lib/foods/get-food-nutrition';
import { MEALS, MEAL_CHOICE_MESSAGES } from '@/lib/log/meals';
import { usePhotoRecognitionOff } from '@/lib/recognition/recognition-status';
import type { ItemRow } from '@/lib/scans/item-rows';
import { useScanPreview, useUpdateScan } from '@/lib/scans/update-scan';
import type { SpeechSource } from '@/lib/speech/speech-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  correctionOf,
  draftFood,
  draftNamedFood,
  draftOf,
  draftOfWords,
  MAX_ITEMS,
  MAX_NOTE_LENGTH,
  previewOf,
} from '../correction-rules';
import { readableName } from '../result-rules';
import { correctionFailure } from '../use-correct-scan';
import { DescribeIt } from './describe-it';
import { EditorTotals } from './editor-totals';
import { ItemEditor } from './item-editor';
import styles from './scan-editor.module.css';

/** Edits wait this long after the last change before the totals are computed again. */
export const PREVIEW_DELAY_MS = 300;

type Picking = { mode: 'add' } | { mode: 'change'; key: string };

/** One scan's meal, as a choice. */
/** The editor's form: the rows, the totals they make, the meal, the note, and saving. */
export function ScanEditorForm({ scan, speech }: { scan: Scan; speech?: SpeechSource | null }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const update = useUpdateScan();
  const [items, setItems] = useState<ItemRow[]>(() => draftOf(scan.items));
  const [note, setNote] = useState(scan.note ?? '');
  const [learn, setLearn] = useState(true);
  const [meal, setMeal] = useState<Meal>(scan.meal);
  const photoRecognitionOff = usePhotoRecognitionOff();
  const canLearn = items.length === 1 && scan.imageUrl !== null;
  const [picking, setPicking] = useState<Picking | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const noteId = useId();

  const request = correctionOf(items, note, learn && canLearn, meal);
  // The totals depend on the items only; they are computed once typing pauses.
  const settledItems = useDebouncedValue(items, PREVIEW_DELAY_MS);
  const preview = useScanPreview(scan.id, previewOf(settledItems));
  const current = preview.data && preview.data.items.length === items.length ? preview.data : null;

  const replace = (key: string, next: Partial<ItemRow>) =>
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
    setSaveFailure(null);
    try {
      await update.mutateAsync({ path: { id: scan.id }, body: request });
      toast({
        title: intl.formatMessage({ id: 'common.saved' }),
        description: intl.formatMessage({ id: 'results.editor.saved' }),
      });
      navigate(`/results/${scan.id}`, { replace: true });
    } catch (error) {
      // The draft stays as it is: nothing the user typed is lost, and the reason stays beside Save.
      setSaveFailure(correctionFailure(error, intl));
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
          <p className={styles.subtitle}>
            <FormattedMessage id="results.editor.subtitle" />
          </p>
        </div>
      </header>

      {items.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="results.editor.empty" />
        </p>
      ) : (
        <ul className={styles.items} aria-label={intl.formatMessage({ id: 'results.editor.foods' })}>
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
        <FormattedMessage id="results.editor.addFood" />
      </Button>

      <section className={styles.describe} aria-labelledby="describe-heading">
        <h3 id="describe-heading" className={styles.describeTitle}>
          <FormattedMessage id="results.editor.describe" />
        </h3>
        <DescribeIt
          onUse={(rows) => {
            if (rows.length > MAX_ITEMS)
              return intl.formatMessage({ id: 'results.editor.tooMany' }, { max: MAX_ITEMS });
            setItems(draftOfWords(rows));
            return null;
          }}
          hint={intl.formatMessage({ id: 'results.editor.describeHint' })}
          disabled={update.isPending}
          speech={speech}
        />
      </section>

      <EditorTotals scan={current} pending={preview.isFetching} error={preview.error} hasItems={request !== null} />

      <fieldset className={styles.mealPicker}>
        <legend className={styles.label}>
          <FormattedMessage id="results.editor.meal" />
        </legend>
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
              <FormattedMessage id={MEAL_CHOICE_MESSAGES[choice]} />
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={noteId} className={styles.label}>
          <FormattedMessage id="results.note" />
        </label>
        <textarea
          id={noteId}
          className={styles.note}
          value={note}
          maxLength={MAX_NOTE_LENGTH}
          rows={3}
          placeholder={intl.formatMessage({ id: 'results.editor.notePlaceholder' })}
          onChange={(event) => setNote(event.target.value)}
        />
        <span className={styles.counter} aria-live="polite">
          <FormattedMessage id="results.editor.noteCount" values={{ count: note.length, max: MAX_NOTE_LENGTH }} />
        </span>
      </div>

      {single ? (
        <label className={styles.learn}>
          <input type="checkbox" checked={learn} onChange={(event) => setLearn(event.target.checked)} />
          <span>
            <span className={styles.learnTitle}>
              <FormattedMessage
                id={photoRecognitionOff ? 'results.editor.keepPhoto' : 'results.editor.rememberPhoto'}
                values={{ name: single.name }}
              />
            </span>
            <span className={styles.learnHint}>
              <FormattedMessage
                id={photoRecognitionOff ? 'results.editor.keepPhotoHint' : 'results.editor.rememberPhotoHint'}
              />
            </span>
          </span>
        </label>
      ) : null}

      {saveFailure ? (
        <InlineNotice tone="error" title={intl.formatMessage({ id: 'results.editor.saveFailed' })}>
          <p>{saveFailure}</p>
        </InlineNotice>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={`/results/${scan.id}`} replace>
          <FormattedMessage id="common.cancel" />
        </ButtonLink>
        <Button type="submit" disabled={!request || update.isPending}>
          {update.isPending ? <Spinner size={18} /> : null}
          <FormattedMessage id="common.save" />
        </Button>
      </div>

      <FoodPicker
        open={picking !== null}
        onOpenChange={(open) => {
          if (!open) setPicking(null);
        }}
        title={intl.formatMessage({
          id: picking?.mode === 'change' ? 'results.editor.changeFood' : 'results.editor.addFood',
        })}
        onPick={(food) => void pick(food)}
        onPickName={pickName}
      />
    </form>
  );
}
