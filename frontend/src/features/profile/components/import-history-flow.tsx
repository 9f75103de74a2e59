import { CheckCircle2, FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ImportSummary } from '@/client';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/inline-notice';
import { ProgressBar } from '@/components/ui/progress-bar';
import { apiErrorMessage, isApiError } from '@/lib/api-error';
import { useImportHistory, type ImportProgress } from '../api/import-history';
import styles from './import-history-flow.module.css';

const SOURCE_NAMES: Record<ImportSummary['source'], string> = {
  myfitnesspal: 'MyFitnessPal',
  cronometer: 'Cronometer',
  morsel: 'a Morsel export',
};

/** Files the picker offers first; any file may still be chosen, and is read by its content. */
const ACCEPT = '.zip,.csv,.json,application/zip,text/csv,application/json';

type Step =
  | { step: 'choosing' }
  | { step: 'reading'; progress: ImportProgress }
  | { step: 'preview'; summary: ImportSummary }
  | { step: 'importing'; progress: ImportProgress; preview: ImportSummary }
  | { step: 'done'; summary: ImportSummary }
  | { step: 'error'; message: string; preview: ImportSummary | null; refused?: boolean };

/** The upload limit the server keeps (its contract's x-max-upload-mb for imports). */
const MAX_IMPORT_MB = 20;

const day = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Import history: choose a file (MyFitnessPal's ZIP or CSV, Cronometer's Servings CSV, a Morsel
 * JSON export), see what it holds (its days, entries per day, the rows that cannot be read and
 * why, what is already logged), confirm, watch it upload and save, then go to History. A failure
 * is shown where it happened and keeps the chosen file, so Try again needs no new choice.
 */
export function ImportHistoryFlow({ userId, onClose }: { userId: string; onClose?: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<Step>({ step: 'choosing' });
  const { importFile } = useImportHistory(userId);

  const preview = async (chosen: File) => {
    if (chosen.size > MAX_IMPORT_MB * 1024 * 1024) {
      // Said at once, before minutes of uploading: the server would refuse it.
      setState({
        step: 'error',
        message: `This file is larger than ${MAX_IMPORT_MB} MB. From a Morsel download, choose the log.json inside the ZIP.`,
        preview: null,
      });
      return;
    }
    setState({ step: 'reading', progress: { stage: 'uploading', sent: null } });
    try {
      const summary = await importFile(chosen, true, (progress) => setState({ step: 'reading', progress }));
      setState({ step: 'preview', summary });
    } catch (error) {
      setState({ step: 'error', message: apiErrorMessage(error), preview: null });
    }
  };

  const confirm = async (chosen: File, previewed: ImportSummary) => {
    setState({ step: 'importing', progress: { stage: 'uploading', sent: null }, preview: previewed });
    try {
      const summary = await importFile(chosen, false, (progress) =>
        setState({ step: 'importing', progress, preview: previewed }),
      );
      setState({ step: 'done', summary });
    } catch (error) {
      // The server's refusal is all or nothing; without an answer the import may have finished.
      const refused = isApiError(error);
      setState({ step: 'error', message: apiErrorMessage(error), preview: previewed, refused });
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    void preview(chosen);
  };

  const busy = state.step === 'reading' || state.step === 'importing';

  return (
    <div className={styles.flow}>
      <div className={styles.chooser}>
        <input
          ref={input}
          id={`${id}-file`}
          className={styles.fileInput}
          type="file"
          accept={ACCEPT}
          onChange={choose}
          disabled={busy}
          tabIndex={-1}
          data-testid="import-file-input"
        />
        <Button variant="secondary" block disabled={busy} onClick={() => input.current?.click()}>
          <FileUp size={18} aria-hidden="true" />
          {file ? 'Choose another file' : 'Choose a file'}
        </Button>
        <label htmlFor={`${id}-file`} className={styles.fileName}>
          {file ? (
            <>
              Chosen: <strong>{file.name}</strong>
            </>
          ) : (
            'MyFitnessPal’s export ZIP (or its Nutrition-Summary CSV), Cronometer’s Servings CSV, or a Morsel export (its JSON, or the ZIP from Download all my data); up to 20 MB.'
          )}
        </label>
      </div>

      {state.step === 'reading' && <Progress progress={state.progress} reading="Reading the file…" />}

      {state.step === 'preview' ? (
        <Preview summary={state.summary} />
      ) : (state.step === 'importing' || state.step === 'error') && state.preview ? (
        <Preview summary={state.preview} />
      ) : null}

      {state.step === 'preview' && file && (
        <Button block disabled={state.summary.entries === 0} onClick={() => void confirm(file, state.summary)}>
          <Upload size={18} aria-hidden="true" />
          {state.summary.entries === 0
            ? 'Nothing new to import'
            : `Import ${plural(state.summary.entries, 'entry', 'entries')}`}
        </Button>
      )}

      {state.step === 'importing' && <Progress progress={state.progress} reading="Saving your entries…" />}

      {state.step === 'done' && <Done summary={state.summary} onClose={onClose} />}

      {state.step === 'error' && (
        <InlineNotice
          tone="error"
          title={state.preview ? 'The import failed' : 'This file could not be read'}
          action={
            file ? (
              <Button
                variant="secondary"
                onClick={() => void (state.preview ? confirm(file, state.preview) : preview(file))}
              >
                Try again
              </Button>
            ) : undefined
          }
        >
          {state.message}{' '}
          {state.preview
            ? state.refused
              ? 'Nothing was imported.'
              : 'Some entries may have been imported: look in History; importing again skips what is already there.'
            : ''}
        </InlineNotice>
      )}
    </div>
  );
}

function Progress({ progress, reading }: { progress: ImportProgress; reading: string }) {
  const percent = progress.stage === 'uploading' && progress.sent !== null ? Math.round(progress.sent * 100) : null;
  const text = progress.stage === 'reading' ? reading : percent === null ? 'Uploading…' : `Uploading: ${percent} %`;
  return (
    <div className={styles.progress}>
      <ProgressBar label="Import progress" value={progress.stage === 'reading' ? null : percent} valueText={text} />
      <p aria-live="polite">{text}</p>
    </div>
  );
}

function Preview({ summary }: { summary: ImportSummary }) {
  const headingId = useId();
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h4 id={headingId}>From {SOURCE_NAMES[summary.source]}</h4>
      <p>
        {summary.from && summary.to
          ? `${day(summary.from)} to ${day(summary.to)}: ${plural(summary.entries, 'new entry', 'new entries')}`
          : 'No entries in this file.'}
        {summary.duplicates > 0 && `, ${plural(summary.duplicates, 'entry', 'entries')} already in your log (left out)`}
        .
      </p>
      {summary.days.length > 0 && (
        <ul className={styles.days} aria-label="Entries per day">
          {summary.days.map((d) => (
            <li key={d.date}>
              <span>{day(d.date)}</span>
              <span>
                {plural(d.entries, 'entry', 'entries')}
                {d.duplicates > 0 && ` (+${d.duplicates} already logged)`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {summary.skipped > 0 && (
        <div className={styles.problems}>
          <h5>{plural(summary.skipped, 'row', 'rows')} could not be read and will be left out</h5>
          <ul aria-label="Rows that could not be read">
            {summary.problems.map((problem) => (
              <li key={`${problem.line}-${problem.reason}`}>
                Line {problem.line}: {problem.reason}
              </li>
            ))}
          </ul>
          {summary.skipped > summary.problems.length && (
            <p>…and {plural(summary.skipped - summary.problems.length, 'more row')}.</p>
          )}
        </div>
      )}
      {summary.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </section>
  );
}

function Done({ summary, onClose }: { summary: ImportSummary; onClose?: () => void }) {
  return (
    <div className={styles.done} role="status">
      <p className={styles.doneTitle}>
        <CheckCircle2 size={20} aria-hidden="true" /> Imported {plural(summary.entries, 'entry', 'entries')}
      </p>
      {summary.from && summary.to && (
        <p>
          {day(summary.from)} to {day(summary.to)} are in your log now
          {summary.duplicates > 0 && `; ${plural(summary.duplicates, 'entry', 'entries')} were already there`}.
        </p>
      )}
      <Link to="/history" className={styles.link} onClick={onClose}>
        See them in History
      </Link>
    </div>
  );
}
