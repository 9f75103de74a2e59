import { CloudOff, MessageSquareText, PenLine, RotateCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
        Waiting to send ({entries.length})
      </h3>
      <p className={styles.note}>Kept on this phone. They are sent by themselves when you are back online.</p>
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

/** 'Taken 5 min ago', 'Typed just now', 'Taken yesterday'. */
const agoText = (verb: string, at: string) =>
  `${verb} ${relativeAge(at).replace(/^(Just now|Yesterday)$/, (words) => words.toLowerCase())}`;

function PendingPhoto({
  entry,
  onDiscard,
  onRetry,
}: {
  entry: PhotoOutboxEntry;
  onDiscard: () => void;
  onRetry: () => void;
}) {
  const photoUrl = useMemo(() => URL.createObjectURL(entry.photo), [entry.photo]);
  useEffect(() => () => URL.revokeObjectURL(photoUrl), [photoUrl]);
  const taken = agoText('Taken', entry.capturedAt);
  return (
    <div className={styles.item} data-testid="pending-scan">
      <img className={styles.thumb} src={photoUrl} alt="" width={56} height={56} />
      <span className={styles.text}>
        <span className={styles.status}>{entry.refused ? 'Not uploaded' : 'Waiting to upload'}</span>
        <span className={styles.meta}>{taken}</span>
        {entry.problem ? <span className={styles.problem}>{entry.problem}</span> : null}
      </span>
      <span className={styles.actions}>
        {entry.refused ? (
          <Button
            variant="secondary"
            className={styles.iconButton}
            aria-label={`Try again: scan ${taken.toLowerCase()}`}
            onClick={onRetry}
          >
            <RotateCw size={18} aria-hidden="true" />
          </Button>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button
              variant="secondary"
              className={styles.iconButton}
              aria-label={`Discard scan ${taken.toLowerCase()}`}
            >
              <Trash2 size={18} aria-hidden="true" />
            </Button>
          }
          title="Discard this scan?"
          description="Its photo is removed from this phone and never uploaded."
          confirmLabel="Discard"
          destructive
          onConfirm={onDiscard}
        />
      </span>
    </div>
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
  const typed = agoText('Typed', entry.capturedAt);
  const words = `“${entry.text}”`;
  return (
    <div className={styles.item} data-testid="pending-scan">
      <span className={styles.thumb} aria-hidden="true">
        <MessageSquareText size={24} />
      </span>
      <span className={styles.text}>
        <span className={styles.status}>
          {entry.refused ? 'Not sent' : 'Waiting to send'}: <span className={styles.words}>{words}</span>
        </span>
        <span className={styles.meta}>{typed}</span>
        {entry.problem ? <span className={styles.problem}>{entry.problem}</span> : null}
        {entry.foundNothing ? (
          <Link
            className={styles.open}
            to={SCANNER_PATH}
            state={{ words: entry.text, outboxId: entry.id } satisfies ReopenedWords}
          >
            <PenLine size={18} aria-hidden="true" /> Open on the scanner
          </Link>
        ) : null}
      </span>
      <span className={styles.actions}>
        {entry.refused && !entry.foundNothing ? (
          <Button
            variant="secondary"
            className={styles.iconButton}
            aria-label={`Try again: ${words}`}
            onClick={onRetry}
          >
            <RotateCw size={18} aria-hidden="true" />
          </Button>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className={styles.iconButton} aria-label={`Remove ${words}`}>
              <Trash2 size={18} aria-hidden="true" />
            </Button>
          }
          title="Remove this meal?"
          description="Your words are removed from this phone and never logged."
          confirmLabel="Remove"
          destructive
          onConfirm={onDiscard}
        />
      </span>
    </div>
  );
}
