import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WordsField } from '@/components/item-rows/words-field';
import { WordsParseFailure, WordsRows } from '@/components/item-rows/words-rows';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/inline-notice';
import { apiErrorMessage } from '@/lib/api-error';
import { formatKcal } from '@/lib/format';
import { deviceTimeZone } from '@/lib/log/local-date';
import { useLogFoods } from '@/lib/log/log-queries';
import { choiceOf } from '@/lib/scans/item-rows';
import { useWordsRows } from '@/lib/scans/use-words-rows';
import { totalCalories } from '@/lib/scans/words-rows';
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
  const { toast } = useToast();
  const online = useOnline();
  const [text, setText] = useState('');
  const [logFailure, setLogFailure] = useState<string | null>(null);
  const logFoods = useLogFoods();

  const { parse, answer, rows, setRows, setEdits, reading, failed } = useWordsRows(text);

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
      <WordsField
        label="Type or say what you ate"
        what="what you ate"
        placeholder="2 eggs, a slice of toast and a coffee"
        value={text}
        onChange={(next) => {
          setText(next);
          setLogFailure(null);
        }}
        speech={speech}
        reading={reading}
        disabled={disabled}
      />

      {failed ? <WordsParseFailure error={parse.error} onRetry={() => void parse.refetch()} /> : null}

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
