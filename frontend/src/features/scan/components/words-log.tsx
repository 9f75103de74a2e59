import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { WordsField } from '@/components/item-rows/words-field';
import { WordsParseFailure, WordsRows } from '@/components/item-rows/words-rows';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/inline-notice';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/i18n/locale-provider';
import { deviceTimeZone } from '@/lib/log/local-date';
import { useLogFoods } from '@/lib/log/log-queries';
import { currentLocale } from '@/lib/i18n/intl';
import { discardEntry, enqueueTypedMeal, isNetworkFailure } from '@/lib/outbox/outbox';
import { idbOutboxStore } from '@/lib/outbox/outbox-store';
import { reopenedWordsOf } from '@/lib/outbox/reopened-words';
import { requestBackgroundSync } from '@/lib/outbox/use-outbox';
import { choiceOf } from '@/lib/scans/item-rows';
import { useWordsRows } from '@/lib/scans/use-words-rows';
import { MAX_WORDS_LENGTH, totalCalories } from '@/lib/scans/words-rows';
import type { SpeechSource } from '@/lib/speech/speech-input';
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
  const intl = useIntl();
  const format = useFormat();
  const { toast } = useToast();
  const online = useOnline();
  const location = useLocation();
  // Words reopened from the outbox (their meal named no food) come back into the field.
  const [reopened, setReopened] = useState(() => reopenedWordsOf(location.state));
  const [text, setText] = useState(() => reopened?.words.slice(0, MAX_WORDS_LENGTH) ?? '');
  const [logFailure, setLogFailure] = useState<string | null>(null);
  const logFoods = useLogFoods();

  const { parse, answer, rows, setRows, setEdits, reading, failed, waitingForNetwork } = useWordsRows(text);

  const total = totalCalories(rows);

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
        await enqueueTypedMeal(idbOutboxStore, {
          id: key,
          userId,
          text,
          items,
          typedAt,
          tz,
          language: currentLocale(),
        });
      } catch {
        setLogFailure('offline'); // no outbox on this device: the words stay in the field
        return;
      }
      void requestBackgroundSync();
      toast({
        title: intl.formatMessage({ id: 'scan.words.kept.title' }),
        description: intl.formatMessage({ id: 'scan.words.kept.body' }),
      });
      done();
    };
    if (!items || !online) return keepForLater();
    try {
      const scan = await logFoods.mutateAsync({
        path: { userId },
        headers: { 'Idempotency-Key': key },
        body: { items, tz },
      });
      toast({
        title: intl.formatMessage({ id: 'scan.logged.title' }),
        description: intl.formatMessage(
          { id: 'scan.logged.body' },
          { name: scan.foodName, count: Math.max(1, scan.items.length) },
        ),
      });
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
        <MessageSquareText size={18} aria-hidden="true" /> <FormattedMessage id="scan.words.title" />
      </h2>
      <WordsField
        label={intl.formatMessage({ id: 'scan.words.label' })}
        what={intl.formatMessage({ id: 'scan.words.what' })}
        placeholder={intl.formatMessage({ id: 'scan.words.placeholder' })}
        value={text}
        onChange={(next) => {
          setText(next);
          setLogFailure(null);
        }}
        speech={speech}
        reading={reading}
        disabled={disabled}
      />

      {waitingForNetwork && !answer && !reading ? (
        <InlineNotice
          tone="notice"
          title={intl.formatMessage({ id: 'scan.words.offline.title' })}
          action={
            <Button variant="secondary" onClick={() => void log(false)} disabled={disabled}>
              <FormattedMessage id="scan.words.offline.action" />
            </Button>
          }
        >
          <p>
            <FormattedMessage id="scan.words.offline.body" />
          </p>
        </InlineNotice>
      ) : failed ? (
        <WordsParseFailure error={parse.error} onRetry={() => void parse.refetch()} />
      ) : null}

      <WordsRows
        answer={answer}
        rows={rows}
        onRowsChange={setRows}
        reading={reading}
        disabled={disabled || logFoods.isPending}
        label={intl.formatMessage({ id: 'scan.words.rows' })}
      />

      {rows.length > 0 ? (
        <Button block onClick={() => void log(true)} disabled={disabled || logFoods.isPending || reading}>
          {logFoods.isPending ? (
            intl.formatMessage({ id: 'scan.words.logging' })
          ) : (
            // One run of text (the button lays out its children side by side), in which the figure
            // and its unit stay on one line when the label wraps ('461 kcal').
            <span>
              {intl.formatMessage(
                { id: total === null ? 'scan.words.log' : 'scan.words.logWithEnergy' },
                {
                  count: rows.length,
                  energy: total === null ? '' : <span className={styles.figure}>{format.energy(total)}</span>,
                },
              )}
            </span>
          )}
        </Button>
      ) : null}
      {logFailure === 'offline' ? (
        <InlineNotice tone="error" title={intl.formatMessage({ id: 'scan.words.needsConnection.title' })}>
          <p>
            <FormattedMessage id="scan.words.needsConnection.body" />
          </p>
        </InlineNotice>
      ) : logFailure ? (
        <InlineNotice tone="error" title={intl.formatMessage({ id: 'scan.words.failed.title' })}>
          <p>
            <FormattedMessage id="scan.words.failed.body" values={{ reason: logFailure }} />
          </p>
        </InlineNotice>
      ) : null}
    </section>
  );
}
