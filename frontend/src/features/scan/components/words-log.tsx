import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronRight, MessageSquareText, Mic, MicOff, Square } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FoodParseResponse } from '@/client';
import { parseFoodsOptions } from '@/client/@tanstack/react-query.gen';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { InlineNotice } from '@/components/ui/inline-notice';
import { RetryButton } from '@/components/ui/retry-button';
import { apiErrorMessage } from '@/lib/api-error';
import { formatKcal } from '@/lib/format';
import { deviceTimeZone } from '@/lib/log/local-date';
import { useLogFoods } from '@/lib/log/log-queries';
import { discardEntry, enqueueTypedMeal, isNetworkFailure } from '@/lib/outbox/outbox';
import { idbOutboxStore } from '@/lib/outbox/outbox-store';
import { reopenedWordsOf } from '@/lib/outbox/reopened-words';
import { requestBackgroundSync } from '@/lib/outbox/use-outbox';
import { useSpeechInput, type SpeechSource } from '@/lib/speech/speech-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnline } from '@/lib/use-online';
import {
  choiceOf,
  COUNT_SHOWN_WITHIN,
  MAX_WORDS_LENGTH,
  PARSE_DELAY_MS,
  parseableText,
  rowAmountText,
  rowCalories,
  rowOf,
  totalCalories,
  type WordsRow,
} from '../words-rules';
import { WordsRowSheet } from './words-row-sheet';
import styles from './words-log.module.css';

/** The user's changes to the rows of one parse; a new parse starts from its own rows. */
interface Edits {
  parse: FoodParseResponse;
  rows: WordsRow[];
}

/**
 * 'Type or say what you ate': the words are read as foods of the database as the user types (or
 * speaks), each food can be changed or removed, and Log saves them all as one entry in the meal
 * of the time of day. Nothing typed is lost on a failure: the text and the rows stay.
 */
export function WordsLog({
  userId,
  disabled,
  speech,
}: {
  userId: string;
  disabled?: boolean;
  /** Where spoken words come from; null where the browser cannot listen. */
  speech: SpeechSource | null;
}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const online = useOnline();
  const fieldId = useId();
  const countId = useId();
  const location = useLocation();
  // Words reopened from the outbox (their meal named no food) come back into the field.
  const [reopened, setReopened] = useState(() => reopenedWordsOf(location.state));
  const [text, setText] = useState(() => reopened?.words.slice(0, MAX_WORDS_LENGTH) ?? '');
  const [edits, setEdits] = useState<Edits | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [logFailure, setLogFailure] = useState<string | null>(null);
  const logFoods = useLogFoods();

  const wanted = parseableText(text);
  const settled = useDebouncedValue(wanted, PARSE_DELAY_MS);
  const parse = useQuery({
    ...parseFoodsOptions({ body: { text: settled ?? '' } }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // Offline the words cannot be read: the query waits for the network, or failed for want of it.
  const waitingForNetwork =
    wanted !== null && (parse.fetchStatus === 'paused' || (parse.isError && isNetworkFailure(parse.error)));
  // After a failed parse (or while one waits for the network) the last answer is of other words:
  // it is not offered for logging.
  const answer =
    wanted === null || parse.isError || (waitingForNetwork && parse.isPlaceholderData) ? undefined : parse.data;
  const rows = answer ? (edits?.parse === answer ? edits.rows : answer.items.map(rowOf)) : [];
  const setRows = (next: WordsRow[]) => answer && setEdits({ parse: answer, rows: next });
  const reading = wanted !== null && (wanted !== settled || parse.isFetching);

  // What was typed before listening stays: the words heard are added after it.
  const typedBefore = useRef('');
  const mic = useSpeechInput(speech, (heard) =>
    setText([typedBefore.current, heard].filter(Boolean).join(', ').slice(0, MAX_WORDS_LENGTH)),
  );
  const listening = mic.state === 'listening';

  const left = MAX_WORDS_LENGTH - text.length;
  const total = totalCalories(rows);
  const editingRow = rows.find((row) => row.key === editing) ?? null;

  /**
   * Logs the rows as one entry, dated now. Offline, or when the request fails for want of a
   * connection, the meal waits in the outbox instead (the words, and the rows when it has them),
   * under the same idempotency key, dated when it was typed, and is sent when back online.
   */
  const log = async (withRows: boolean) => {
    setLogFailure(null);
    const typedAt = new Date();
    const key = crypto.randomUUID();
    const tz = deviceTimeZone();
    const items = withRows ? rows.map(choiceOf) : null;
    const done = () => {
      setText('');
      setEdits(null);
      // Words reopened from the outbox are logged (or kept again) now: the old entry goes.
      if (reopened) {
        void discardEntry(idbOutboxStore, reopened.outboxId);
        // Coming back to this page later does not bring the words back again.
        navigate('.', { replace: true, state: null });
      }
      setReopened(null);
    };
    const keepForLater = async () => {
      try {
        await enqueueTypedMeal(idbOutboxStore, { id: key, userId, text, items, typedAt, tz });
      } catch {
        setLogFailure('offline'); // no outbox on this device: the words stay in the field
        return;
      }
      void requestBackgroundSync();
      toast({ title: 'Kept to send later', description: 'It is logged, dated now, when you are back online.' });
      done();
    };
    if (!items || !online) return keepForLater();
    try {
      const scan = await logFoods.mutateAsync({
        path: { userId },
        headers: { 'Idempotency-Key': key },
        body: { items, tz },
      });
      toast({ title: 'Logged', description: `${scan.foodName} was added to today.` });
      done();
      navigate(`/results/${scan.id}`);
    } catch (error) {
      if (isNetworkFailure(error)) return keepForLater();
      setLogFailure(apiErrorMessage(error));
    }
  };

  return (
    <section aria-labelledby="words-heading" className={styles.words}>
      <h2 id="words-heading" className={styles.title}>
        <MessageSquareText size={18} aria-hidden="true" /> Log in words
      </h2>
      <label htmlFor={fieldId} className={styles.label}>
        Type or say what you ate
      </label>
      <div className={styles.fieldRow}>
        <textarea
          id={fieldId}
          className={styles.field}
          rows={2}
          maxLength={MAX_WORDS_LENGTH}
          value={text}
          placeholder="2 eggs, a slice of toast and a coffee"
          aria-describedby={left <= COUNT_SHOWN_WITHIN ? countId : undefined}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setLogFailure(null);
          }}
        />
        {mic.available ? (
          <button
            type="button"
            className={styles.mic}
            data-listening={listening || undefined}
            aria-label={listening ? 'Stop listening' : 'Say what you ate'}
            onClick={() => {
              if (listening) return mic.stop();
              typedBefore.current = text.trim();
              mic.start();
            }}
            disabled={disabled}
          >
            {listening ? <Square size={18} aria-hidden="true" /> : <Mic size={20} aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      {left <= COUNT_SHOWN_WITHIN ? (
        <p id={countId} className={styles.count} aria-live="polite">
          {text.length} of {MAX_WORDS_LENGTH} characters
        </p>
      ) : null}
      {/* A polite live region, always there so its changes are announced; the camera owns the screen's status role. */}
      <p className={styles.status} aria-live="polite">
        {listening ? 'Listening… say what you ate, then pause.' : reading ? 'Reading your words…' : ''}
      </p>
      {mic.state === 'denied' ? (
        <MicDenied
          onRetry={() => {
            typedBefore.current = text.trim();
            mic.start();
          }}
        />
      ) : null}
      {mic.state === 'failed' ? (
        <InlineNotice tone="error" title="Morsel could not listen">
          <p>Speech recognition stopped. Try again, or type what you ate.</p>
        </InlineNotice>
      ) : null}

      {waitingForNetwork && !answer && !reading ? (
        <InlineNotice
          tone="notice"
          title="Your words are read when you are back online"
          action={
            <Button variant="secondary" onClick={() => void log(false)} disabled={disabled}>
              Log when online
            </Button>
          }
        >
          <p>You are offline. Keep this meal to log it, dated now, once you are back online.</p>
        </InlineNotice>
      ) : wanted !== null && parse.isError && !reading ? (
        <InlineNotice
          tone="error"
          title="Could not read your words"
          action={<RetryButton onRetry={() => void parse.refetch()} />}
        >
          <p>{apiErrorMessage(parse.error)} Your words are kept.</p>
        </InlineNotice>
      ) : null}

      {rows.length > 0 ? (
        <ul className={styles.rows} aria-label="Foods in your words">
          {rows.map((row) => (
            <li key={row.key}>
              <button
                type="button"
                className={styles.row}
                onClick={() => setEditing(row.key)}
                disabled={disabled || logFoods.isPending}
              >
                <span className={styles.rowText}>
                  <span className={styles.rowName}>{row.name}</span>
                  <span className={styles.rowMeta}>{rowAmountText(row)}</span>
                </span>
                <span className={styles.rowKcal}>{formatKcal(rowCalories(row))}</span>
                <ChevronRight size={18} aria-hidden="true" className={styles.rowChevron} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {answer && answer.unmatched.length > 0 ? (
        <p className={styles.unmatched}>Not found: {answer.unmatched.join(', ')}</p>
      ) : null}
      {answer && answer.items.length === 0 && !reading ? (
        <p className={styles.unmatched}>No food found in these words. Try a food’s name, like ‘2 eggs’.</p>
      ) : null}

      {rows.length > 0 ? (
        <Button block onClick={() => void log(true)} disabled={disabled || logFoods.isPending || reading}>
          {logFoods.isPending
            ? 'Logging…'
            : `Log ${rows.length === 1 ? '1 food' : `${rows.length} foods`}${total === null ? '' : ` · ${formatKcal(total)}`}`}
        </Button>
      ) : null}
      {logFailure === 'offline' ? (
        <InlineNotice tone="error" title="Logging needs a connection">
          <p>You are offline. Your words and foods are kept here: log them when you are back online.</p>
        </InlineNotice>
      ) : logFailure ? (
        <InlineNotice tone="error" title="Could not log these foods">
          <p>{logFailure} Your words and foods are kept.</p>
        </InlineNotice>
      ) : null}

      <WordsRowSheet
        row={editingRow}
        onClose={() => setEditing(null)}
        onApply={(changed) => setRows(rows.map((row) => (row.key === changed.key ? changed : row)))}
        onRemove={(key) => setRows(rows.filter((row) => row.key !== key))}
      />
    </section>
  );
}

/** The browser refused the microphone: what happened, and how to allow it. */
function MicDenied({ onRetry }: { onRetry: () => void }) {
  return (
    <InlineNotice
      tone="error"
      title="Morsel is not allowed to use your microphone"
      action={<RetryButton onRetry={onRetry} label="Ask for the mic again" />}
    >
      <p>Allow the microphone for this site and try again, or type what you ate.</p>
      <Disclosure title="How to allow the microphone" icon={<MicOff size={18} aria-hidden="true" />}>
        <ol className={styles.helpSteps}>
          <li>
            <strong>Chrome (Android, computer):</strong> tap the icon left of the address, then Permissions (or Site
            settings) → Microphone → Allow.
          </li>
          <li>
            <strong>Safari (iPhone, iPad):</strong> tap aA in the address bar, then Website Settings → Microphone →
            Allow.
          </li>
          <li>
            <strong>Installed app:</strong> open your phone&apos;s Settings → Apps → Morsel (or the browser) →
            Permissions → Microphone.
          </li>
        </ol>
      </Disclosure>
    </InlineNotice>
  );
}
