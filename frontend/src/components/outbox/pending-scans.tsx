import { CloudOff, MessageSquareText, PenLine, RotateCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { localisedServerMessage } from '@/lib/api-error-message';
import { SCANNER_PATH, type ReopenedWords } from '@/lib/outbox/reopened-words';
import type { OutboxEntry, OutboxStore, PhotoOutboxEntry, TypedOutboxEntry } from '@/lib/outbox/outbox-store';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { relativeAge } from '@/lib/relative-time';
import styles from './pending-scans.module.css';

/**
 * Everything logged on this device that has not reached the server yet, under 'Waiting to send':
 * scans, 'Waiting to upload', each with its photo, and meals typed in words, 'Waiting to send', each with its words; the user can discard
 * one (after a confirmation), or send again one the server refused. Renders nothing when there are none.
 */
export function PendingScans({ userId, store }: { userId: string; store?: OutboxStore }) {
  const { entries, discard, retry } = useOutbox(userId, store);
  if (!entries || entries.length === 0) return null;
  return (
    <section className={styles.pending} aria-labelledby="pending-heading">
      <h3 id="pending-heading" className={styles.heading}>
        <CloudOff size={18} aria-hidden="true" />
        <FormattedMessage id="outbox.heading" values={{ count: entries.length }} />
      </h3>
      <p className={styles.note}>
        <FormattedMessage id="outbox.note" />
      </p>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <PendingScan entry={entry} onDiscard={() => void discard(entry.id)} onRetry={() => void retry(entry.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PendingScan({
  entry,
  onDiscard,
  onRetry,
}: {
  entry: OutboxEntry;
  onDiscard: () => void;
  onRetry: () => void;
}) {
  return entry.kind === 'typed' ? (
    <PendingTypedMeal entry={entry} onDiscard={onDiscard} onRetry={onRetry} />
  ) : (
    <PendingPhoto entry={entry} onDiscard={onDiscard} onRetry={onRetry} />
  );
}

/** When an entry was made, to follow a verb: '5 min ago', 'just now', 'yesterday'. */
/** 'Taken just now', 'Tomada ayer': mid-sentence, a standalone 'Just now' or 'Yesterday' starts in lower case. */
const agoText = (at: string, intl: IntlShape) => {
  const words = relativeAge(at, new Date(), undefined, intl);
  const standalone = [intl.formatMessage({ id: 'app.time.justNow' }), intl.formatMessage({ id: 'app.time.yesterday' })];
  return standalone.includes(words) ? words.toLocaleLowerCase(intl.locale) : words;
};

/**
 * Why the server did not take an entry, in the reader's language: its reason when it gave one
 * (worded now, so an entry sent by the service worker reads in the app's language too), else what
 * happened; nothing for an entry that only waits for the network.
 */
function problemText(entry: OutboxEntry, intl: IntlShape): string | null {
  if (entry.kind === 'typed' && entry.foundNothing) return intl.formatMessage({ id: 'outbox.problem.foundNothing' });
  const reason =
    typeof entry.problem === 'string'
      ? entry.problem
      : entry.problem && localisedServerMessage({ error: entry.problem }, intl);
  if (reason) return reason;
  if (entry.refused) return intl.formatMessage({ id: 'outbox.problem.refused' });
  if (entry.busy) return intl.formatMessage({ id: 'outbox.problem.busy' });
  return null;
}

/** What a row's discard asks before it removes the entry from this phone. */
interface DiscardQuestion {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
}

/**
 * One entry's row: its preview, what it is waiting for, when it was made, the server's reason
 * when it refused it, and its actions: send again (only when offered) and discard, confirmed.
 */
function PendingRow({
  preview,
  status,
  meta,
  problem,
  children,
  retryLabel,
  onRetry,
  discard,
  onDiscard,
}: {
  preview: ReactNode;
  status: ReactNode;
  meta: string;
  problem: string | null;
  /** More under the text (a link to open the entry elsewhere). */
  children?: ReactNode;
  /** The retry button's name, or null when the entry cannot be sent again as it is. */
  retryLabel: string | null;
  onRetry: () => void;
  discard: DiscardQuestion;
  onDiscard: () => void;
}) {
  return (
    <div className={styles.item} data-testid="pending-scan">
      {preview}
      <span className={styles.text}>
        <span className={styles.status}>{status}</span>
        <span className={styles.meta}>{meta}</span>
        {problem ? <span className={styles.problem}>{problem}</span> : null}
        {children}
      </span>
      <span className={styles.actions}>
        {retryLabel ? (
          <Button variant="secondary" className={styles.iconButton} aria-label={retryLabel} onClick={onRetry}>
            <RotateCw size={18} aria-hidden="true" />
          </Button>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className={styles.iconButton} aria-label={discard.label}>
              <Trash2 size={18} aria-hidden="true" />
            </Button>
          }
          title={discard.title}
          description={discard.description}
          confirmLabel={discard.confirmLabel}
          destructive
          onConfirm={onDiscard}
        />
      </span>
    </div>
  );
}

function PendingPhoto({
  entry,
  onDiscard,
  onRetry,
}: {
  entry: PhotoOutboxEntry;
  onDiscard: () => void;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const photoUrl = useMemo(() => URL.createObjectURL(entry.photo), [entry.photo]);
  useEffect(() => () => URL.revokeObjectURL(photoUrl), [photoUrl]);
  const when = agoText(entry.capturedAt, intl);
  return (
    <PendingRow
      preview={<img className={styles.thumb} src={photoUrl} alt="" width={56} height={56} />}
      status={intl.formatMessage({ id: entry.refused ? 'outbox.photo.notUploaded' : 'outbox.photo.waiting' })}
      meta={intl.formatMessage({ id: 'outbox.taken' }, { when })}
      problem={problemText(entry, intl)}
      retryLabel={entry.refused ? intl.formatMessage({ id: 'outbox.photo.retry' }, { when }) : null}
      onRetry={onRetry}
      discard={{
        label: intl.formatMessage({ id: 'outbox.photo.discardLabel' }, { when }),
        title: intl.formatMessage({ id: 'outbox.photo.discardTitle' }),
        description: intl.formatMessage({ id: 'outbox.photo.discardBody' }),
        confirmLabel: intl.formatMessage({ id: 'outbox.photo.discard' }),
      }}
      onDiscard={onDiscard}
    />
  );
}

/**
 * A meal typed in words, waiting to be logged. When its words named no food it is not sent again:
 * the user opens it on the scanner (the words back in the field) or removes it.
 */
function PendingTypedMeal({
  entry,
  onDiscard,
  onRetry,
}: {
  entry: TypedOutboxEntry;
  onDiscard: () => void;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const words = intl.formatMessage({ id: 'outbox.typed.words' }, { words: entry.text });
  return (
    <PendingRow
      preview={
        <span className={styles.thumb} aria-hidden="true">
          <MessageSquareText size={24} />
        </span>
      }
      status={
        <>
          <FormattedMessage
            id={entry.refused ? 'outbox.typed.notSent' : 'outbox.typed.waiting'}
            values={{ words: <span className={styles.words}>{words}</span> }}
          />
        </>
      }
      meta={intl.formatMessage({ id: 'outbox.typed' }, { when: agoText(entry.capturedAt, intl) })}
      problem={problemText(entry, intl)}
      retryLabel={
        entry.refused && !entry.foundNothing ? intl.formatMessage({ id: 'outbox.typed.retry' }, { words }) : null
      }
      onRetry={onRetry}
      discard={{
        label: intl.formatMessage({ id: 'outbox.typed.removeLabel' }, { words }),
        title: intl.formatMessage({ id: 'outbox.typed.removeTitle' }),
        description: intl.formatMessage({ id: 'outbox.typed.removeBody' }),
        confirmLabel: intl.formatMessage({ id: 'outbox.typed.remove' }),
      }}
      onDiscard={onDiscard}
    >
      {entry.foundNothing ? (
        <Link
          className={styles.open}
          to={SCANNER_PATH}
          state={{ words: entry.text, outboxId: entry.id } satisfies ReopenedWords}
        >
          <PenLine size={18} aria-hidden="true" /> <FormattedMessage id="outbox.typed.open" />
        </Link>
      ) : null}
    </PendingRow>
  );
}
