import { Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { apiErrorMessage } from '@/lib/api-error-message';
import type { MessageId } from '@/lib/i18n/intl';
import { useExportScans, type ExportFormat } from '@/lib/scans/export-scans';
import styles from './goals-sheet.module.css';

const FORMATS = [
  { id: 'csv', label: 'CSV', hint: 'profile.export.csvHint' },
  { id: 'json', label: 'JSON', hint: 'profile.export.jsonHint' },
] as const satisfies readonly { id: ExportFormat; label: string; hint: MessageId }[];

/** Exporting the log: every food of every named scan, over a range of days or all of it. */
export function ExportSheet({
  userId,
  open,
  onOpenChange,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'profile.export.title' })}
      description={intl.formatMessage({ id: 'profile.export.description' })}
    >
      {open ? <ExportForm userId={userId} onDone={() => onOpenChange(false)} /> : null}
    </Sheet>
  );
}

function ExportForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const exportLog = useExportScans(userId);
  const { toast } = useToast();
  const id = useId();
  const intl = useIntl();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setProblem(intl.formatMessage({ id: 'profile.export.order' }));
      return;
    }
    setProblem(null);
    exportLog.mutate(
      { format, from: from || undefined, to: to || undefined },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: 'profile.export.done' }),
            description: intl.formatMessage({ id: 'profile.export.doneBody' }, { format: format.toUpperCase() }),
          });
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>
            <FormattedMessage id="profile.export.from" />
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={styles.input}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>
            <FormattedMessage id="profile.export.to" />
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={styles.input}
            value={to}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
      <fieldset className={styles.choices}>
        <legend>
          <FormattedMessage id="profile.export.format" />
        </legend>
        {FORMATS.map((option) => (
          <label key={option.id} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-format`}
              value={option.id}
              checked={format === option.id}
              onChange={() => setFormat(option.id)}
            />
            {option.label}{' '}
            <span className={styles.hint}>
              <FormattedMessage id={option.hint} />
            </span>
          </label>
        ))}
      </fieldset>
      {exportLog.isError && (
        <p role="alert" className={styles.problem}>
          <FormattedMessage id="profile.export.failed" values={{ reason: apiErrorMessage(exportLog.error) }} />
        </p>
      )}
      <Button type="submit" block disabled={exportLog.isPending}>
        <Download size={18} aria-hidden="true" />
        {exportLog.isPending ? (
          <FormattedMessage id="profile.export.exporting" />
        ) : (
          <FormattedMessage id="profile.export.submit" values={{ format: format.toUpperCase() }} />
        )}
      </Button>
    </form>
  );
}
