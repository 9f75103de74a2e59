import { MessageSquareText, Mic, MicOff, Square } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WordsRows } from '@/components/item-rows/words-rows';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { InlineNotice } from '@/components/ui/inline-notice';
import { RetryButton } from '@/components/ui/retry-button';
import { apiErrorMessage } from '@/lib/api-error';
import { formatKcal } from '@/lib/format';
import { deviceTimeZone } from '@/lib/log/local-date';
import { useLogFoods } from '@/lib/log/log-queries';
import { choiceOf } from '@/lib/scans/item-rows';
import { useWordsRows } from '@/lib/scans/use-words-rows';
import { COUNT_SHOWN_WITHIN, MAX_WORDS_LENGTH, totalCalories } from '@/lib/scans/words-rows';
import { useSpeechInput, type SpeechSource } from '@/lib/speech/speech-input';
import { useOnline } from '@/lib/use-online';
import styles from './words-log.module.css';

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
  const [text, setText] = useState('');
  const [logFailure, setLogFailure] = useState<string | null>(null);
  const logFoods = useLogFoods();

  const { parse, answer, rows, setRows, setEdits, reading, failed } = useWordsRows(text);

  // What was typed before listening stays: the words heard are added after it.
  const typedBefore = useRef('');
  const mic = useSpeechInput(speech, (heard) =>
    setText([typedBefore.current, heard].filter(Boolean).join(', ').slice(0, MAX_WORDS_LENGTH)),
  );
  const listening = mic.state === 'listening';

  const left = MAX_WORDS_LENGTH - text.length;
  const total = totalCalories(rows);

  const log = async () => {
    setLogFailure(null);
    if (!online) {
      setLogFailure('offline');
      return;
    }
    try {
      const scan = await logFoods.mutateAsync({
        path: { userId },
        body: { items: rows.map(choiceOf), tz: deviceTimeZone() },
      });
      toast({ title: 'Logged', description: `${scan.foodName} was added to today.` });
      setText('');
      setEdits(null);
      navigate(`/results/${scan.id}`);
    } catch (error) {
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

      {failed ? (
        <InlineNotice
          tone="error"
          title="Could not read your words"
          action={<RetryButton onRetry={() => void parse.refetch()} />}
        >
          <p>{apiErrorMessage(parse.error)} Your words are kept.</p>
        </InlineNotice>
      ) : null}

      <WordsRows
        answer={answer}
        rows={rows}
        onRowsChange={setRows}
        reading={reading}
        disabled={disabled || logFoods.isPending}
        label="Foods in your words"
      />

      {rows.length > 0 ? (
        <Button block onClick={() => void log()} disabled={disabled || logFoods.isPending || reading}>
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
