import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Scan } from '@/client';
import { InlineNotice } from '@/components/ui/inline-notice';
import { useToast } from '@/components/toast/toast';
import { apiErrorMessage } from '@/lib/api-error-message';
import styles from './scanner-screen.module.css';

/** One thing the user can log in one tap: a recent or favourite food, or a saved meal. */
export interface QuickLogEntry {
  key: string;
  name: string;
  /** Its amount and calories, as people say them ('1 medium · 105 kcal'). */
  meta: string;
}

/**
 * A titled row of things logged in one tap. A tap logs it as a new entry and opens it; a failure
 * stays on screen under the row, naming what could not be logged, until the next tap.
 */
export function QuickLogRow({
  id,
  title,
  icon: Icon,
  entries,
  log,
  disabled,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  entries: QuickLogEntry[];
  log: (entry: QuickLogEntry) => Promise<Scan>;
  disabled?: boolean;
}) {
  const navigate = useNavigate();
  const intl = useIntl();
  const { toast } = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ name: string; message: string } | null>(null);
  if (entries.length === 0) return null;

  const pick = async (entry: QuickLogEntry) => {
    setPending(entry.key);
    setFailure(null);
    try {
      const scan = await log(entry);
      toast({
        title: intl.formatMessage({ id: 'scan.logged.title' }),
        description: intl.formatMessage(
          { id: 'scan.logged.body' },
          { name: scan.foodName, count: Math.max(1, scan.items.length) },
        ),
      });
      navigate(`/results/${scan.id}`);
    } catch (error) {
      setFailure({ name: entry.name, message: apiErrorMessage(error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.recent}>
      <h2 id={`${id}-heading`} className={styles.recentTitle}>
        <Icon size={18} aria-hidden="true" /> {title}
      </h2>
      <ul className={styles.recentList}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className={styles.recentFood}
              onClick={() => void pick(entry)}
              disabled={disabled || pending !== null}
              aria-busy={pending === entry.key}
            >
              <span className={styles.recentName}>{entry.name}</span>{' '}
              <span className={styles.recentMeta}>{entry.meta}</span>
            </button>
          </li>
        ))}
      </ul>
      {failure ? (
        <InlineNotice tone="error" title={intl.formatMessage({ id: 'scan.quickLog.failed' }, { name: failure.name })}>
          <p>{failure.message}</p>
        </InlineNotice>
      ) : null}
    </section>
  );
}
