import { Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { apiErrorMessage } from '@/lib/api-error';
import { useExportScans, type ExportFormat } from '@/lib/scans/export-scans';
import styles from './goals-sheet.module.css';

const FORMATS: { id: ExportFormat; label: string; hint: string }[] = [
  { id: 'csv', label: 'CSV', hint: 'for a spreadsheet' },
  { id: 'json', label: 'JSON', hint: 'for another app' },
];

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
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Export your log"
      description="One row per food, with the date, time, meal, grams, every nutrient and where the numbers came from. Scans still waiting for a name are left out."
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setProblem('The first day must not be after the last.');
      return;
    }
    setProblem(null);
    exportLog.mutate(
      { format, from: from || undefined, to: to || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Log exported', description: `Your log was saved as a ${format.toUpperCase()} file.` });
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>From (optional)</label>
          <input
            id={`${id}-from`}
            type="date"
            className={styles.input}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>To (optional)</label>
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
        <legend>Format</legend>
        {FORMATS.map((option) => (
          <label key={option.id} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-format`}
              value={option.id}
              checked={format === option.id}
              onChange={() => setFormat(option.id)}
            />
            {option.label} <span className={styles.hint}>{option.hint}</span>
          </label>
        ))}
      </fieldset>
      {exportLog.isError && (
        <p role="alert" className={styles.problem}>
          Export failed. {apiErrorMessage(exportLog.error)}
        </p>
      )}
      <Button type="submit" block disabled={exportLog.isPending}>
        <Download size={18} aria-hidden="true" />
        {exportLog.isPending ? 'Exporting…' : `Export ${format.toUpperCase()}`}
      </Button>
    </form>
  );
}
