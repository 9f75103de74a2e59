import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FoodParseResponse } from '@/client';
import { InlineNotice } from '@/components/ui/inline-notice';
import { RetryButton } from '@/components/ui/retry-button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/i18n/locale-provider';
import { rowAmountText, rowCalories, type WordsRow } from '@/lib/scans/words-rows';
import { WordsRowSheet } from './words-row-sheet';
import styles from './words-rows.module.css';

/**
 * The foods read from words: each with its amount and calories, tapped to change or remove it,
 * and the words that named no food. `answer` is the parse the rows come from.
 */
export function WordsRows({
  answer,
  rows,
  onRowsChange,
  reading,
  disabled,
  label,
}: {
  answer: FoodParseResponse | undefined;
  rows: WordsRow[];
  onRowsChange: (rows: WordsRow[]) => void;
  /** Newer words are being read: 'nothing found' waits for their answer. */
  reading: boolean;
  disabled?: boolean;
  /** The list's accessible name. */
  label: string;
}) {
  const intl = useIntl();
  const format = useFormat();
  const [editing, setEditing] = useState<string | null>(null);
  const editingRow = rows.find((row) => row.key === editing) ?? null;
  return (
    <>
      {rows.length > 0 ? (
        <ul className={styles.rows} aria-label={label}>
          {rows.map((row) => (
            <li key={row.key}>
              <button type="button" className={styles.row} onClick={() => setEditing(row.key)} disabled={disabled}>
                <span className={styles.rowText}>
                  <span className={styles.rowName}>{row.name}</span>
                  <span className={styles.rowMeta}>{rowAmountText(row, format)}</span>
                </span>
                <span className={styles.rowKcal}>{format.energy(rowCalories(row))}</span>
                <ChevronRight size={18} aria-hidden="true" className={styles.rowChevron} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {answer && answer.unmatched.length > 0 ? (
        <p className={styles.unmatched}>
          <FormattedMessage
            id="items.words.unmatched"
            values={{ words: intl.formatList(answer.unmatched, { type: 'unit' }) }}
          />
        </p>
      ) : null}
      {answer && answer.items.length === 0 && !reading ? (
        <p className={styles.unmatched}>
          <FormattedMessage id="items.words.nothingFound" />
        </p>
      ) : null}
      <WordsRowSheet
        row={editingRow}
        onClose={() => setEditing(null)}
        onApply={(changed) => onRowsChange(rows.map((row) => (row.key === changed.key ? changed : row)))}
        onRemove={(key) => onRowsChange(rows.filter((row) => row.key !== key))}
      />
    </>
  );
}

/** The words could not be read as foods: why, and a retry; the words themselves stay in their field. */
export function WordsParseFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <InlineNotice
      tone="error"
      title={intl.formatMessage({ id: 'items.words.parseFailed.title' })}
      action={<RetryButton onRetry={onRetry} />}
    >
      <p>
        <FormattedMessage id="items.words.parseFailed.body" values={{ reason: apiErrorMessage(error) }} />
      </p>
    </InlineNotice>
  );
}
