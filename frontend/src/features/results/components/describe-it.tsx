import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { WordsField } from '@/components/item-rows/words-field';
import { WordsParseFailure, WordsRows } from '@/components/item-rows/words-rows';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/inline-notice';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useWordsRows } from '@/lib/scans/use-words-rows';
import { totalCalories, type WordsRow } from '@/lib/scans/words-rows';
import { browserSpeechSource, type SpeechSource } from '@/lib/speech/speech-input';
import { useOnline } from '@/lib/use-online';
import styles from './describe-it.module.css';

/**
 * 'Describe it': the meal in words ('rice, chicken curry and a naan'), read as foods as the user
 * types or speaks, each food changed or removed as on the scanner, then 'Use these'. The words
 * stay until they are used: a failed reading or a failed use keeps them, with why beside them.
 */
export function DescribeIt({
  onUse,
  hint,
  disabled,
  speech = browserSpeechSource(),
}: {
  /** Uses the foods; resolves to why they were not used, or null when they were. */
  onUse: (rows: WordsRow[]) => Promise<string | null> | string | null;
  /** What 'Use these' does, said under it. */
  hint: string;
  disabled?: boolean;
  /** Where spoken words come from; null where the browser cannot listen. */
  speech?: SpeechSource | null;
}) {
  const online = useOnline();
  const intl = useIntl();
  const format = useFormat();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { wanted, parse, answer, rows, setRows, reading, failed } = useWordsRows(text);
  const total = totalCalories(rows);
  const waitingForConnection = !online && wanted !== null && rows.length === 0;

  const use = async () => {
    setFailure(null);
    setSaving(true);
    const problem = await onUse(rows);
    setSaving(false);
    if (problem) setFailure(problem);
    else setText('');
  };

  return (
    <div className={styles.describe} aria-busy={saving}>
      <WordsField
        label={intl.formatMessage({ id: 'results.describe.label' })}
        what={intl.formatMessage({ id: 'results.describe.what' })}
        placeholder={intl.formatMessage({ id: 'results.describe.placeholder' })}
        value={text}
        onChange={(next) => {
          setText(next);
          setFailure(null);
        }}
        speech={speech}
        reading={reading && online}
        disabled={disabled || saving}
      />
      {waitingForConnection ? (
        <InlineNotice tone="error" title={intl.formatMessage({ id: 'results.describe.offline.title' })}>
          <p>
            <FormattedMessage id="results.describe.offline.body" />
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
        disabled={disabled || saving}
        label={intl.formatMessage({ id: 'results.describe.rows' })}
      />
      {rows.length > 0 ? (
        <>
          <p className={styles.total}>
            {intl.formatMessage({ id: 'common.foods' }, { count: rows.length })}
            {total === null ? '' : ` · ${format.energy(total)}`}
          </p>
          <Button block onClick={() => void use()} disabled={disabled || saving || reading}>
            {saving ? <Spinner size={18} /> : null}
            <FormattedMessage id={saving ? 'common.saving' : 'results.describe.use'} />
          </Button>
          <p className={styles.hint}>{hint}</p>
        </>
      ) : null}
      {failure ? (
        <InlineNotice tone="error" title={intl.formatMessage({ id: 'results.describe.failed' })}>
          <p>
            <FormattedMessage id="items.words.parseFailed.body" values={{ reason: failure }} />
          </p>
        </InlineNotice>
      ) : null}
    </div>
  );
}
