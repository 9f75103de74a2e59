import { CheckCircle2, FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ImportSummary } from '@/client';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/inline-notice';
import { ProgressBar } from '@/components/ui/progress-bar';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useImportHistory, type ImportProgress } from '../api/import-history';
import styles from './import-history-flow.module.css';

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

/** A YYYY-MM-DD date as the reader's locale writes it ('20 Nov 2026'). */
const day = (intl: IntlShape, date: string) =>
  intl.formatDate(new Date(`${date}T12:00:00Z`), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

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
  const intl = useIntl();

  const preview = async (chosen: File) => {
    if (chosen.size > MAX_IMPORT_MB * 1024 * 1024) {
      // Said at once, before minutes of uploading: the server would refuse it.
      setState({
        step: 'error',
        message: intl.formatMessage({ id: 'profile.import.tooLarge' }, { mb: MAX_IMPORT_MB }),
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
          <FormattedMessage id={file ? 'profile.import.chooseAnother' : 'profile.import.choose'} />
        </Button>
        <label htmlFor={`${id}-file`} className={styles.fileName}>
          {file ? (
            <FormattedMessage
              id="profile.import.chosen"
              values={{ name: file.name, b: (chunks) => <strong>{chunks}</strong> }}
            />
          ) : (
            <FormattedMessage id="profile.import.accepts" values={{ mb: MAX_IMPORT_MB }} />
          )}
        </label>
      </div>

      {state.step === 'reading' && (
        <Progress progress={state.progress} reading={intl.formatMessage({ id: 'profile.import.reading' })} />
      )}

      {state.step === 'preview' ? (
        <Preview summary={state.summary} />
      ) : (state.step === 'importing' || state.step === 'error') && state.preview ? (
        <Preview summary={state.preview} />
      ) : null}

      {state.step === 'preview' && file && (
        <Button block disabled={state.summary.entries === 0} onClick={() => void confirm(file, state.summary)}>
          <Upload size={18} aria-hidden="true" />
          {state.summary.entries === 0 ? (
            <FormattedMessage id="profile.import.nothingNew" />
          ) : (
            <FormattedMessage id="profile.import.submit" values={{ count: state.summary.entries }} />
          )}
        </Button>
      )}

      {state.step === 'importing' && (
        <Progress progress={state.progress} reading={intl.formatMessage({ id: 'profile.import.saving' })} />
      )}

      {state.step === 'done' && <Done summary={state.summary} onClose={onClose} />}

      {state.step === 'error' && (
        <InlineNotice
          tone="error"
          title={intl.formatMessage({ id: state.preview ? 'profile.import.failed' : 'profile.import.unreadable' })}
          action={
            file ? (
              <Button
                variant="secondary"
                onClick={() => void (state.preview ? confirm(file, state.preview) : preview(file))}
              >
                <FormattedMessage id="common.retry" />
              </Button>
            ) : undefined
          }
        >
          {state.message}{' '}
          {state.preview
            ? intl.formatMessage({
                id: state.refused ? 'profile.import.nothingImported' : 'profile.import.maybeImported',
              })
            : ''}
        </InlineNotice>
      )}
    </div>
  );
}

function Progress({ progress, reading }: { progress: ImportProgress; reading: string }) {
  const intl = useIntl();
  const format = useFormat();
  const percent = progress.stage === 'uploading' && progress.sent !== null ? Math.round(progress.sent * 100) : null;
  const text =
    progress.stage === 'reading'
      ? reading
      : percent === null
        ? intl.formatMessage({ id: 'profile.import.uploading' })
        : intl.formatMessage({ id: 'profile.import.uploadingPercent' }, { percent: format.percent(percent) });
  return (
    <div className={styles.progress}>
      <ProgressBar
        label={intl.formatMessage({ id: 'profile.import.progress' })}
        value={progress.stage === 'reading' ? null : percent}
        valueText={text}
      />
      <p aria-live="polite">{text}</p>
    </div>
  );
}

function Preview({ summary }: { summary: ImportSummary }) {
  const headingId = useId();
  const intl = useIntl();
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h4 id={headingId}>
        <FormattedMessage id="profile.import.from" values={{ source: summary.source }} />
      </h4>
      <p>
        {summary.from && summary.to ? (
          <FormattedMessage
            id="profile.import.range"
            values={{ from: day(intl, summary.from), to: day(intl, summary.to), count: summary.entries }}
          />
        ) : (
          <FormattedMessage id="profile.import.noEntries" />
        )}
        {summary.duplicates > 0 && (
          <FormattedMessage id="profile.import.duplicates" values={{ count: summary.duplicates }} />
        )}
        .
      </p>
      {summary.days.length > 0 && (
        <ul className={styles.days} aria-label={intl.formatMessage({ id: 'profile.import.perDay' })}>
          {summary.days.map((d) => (
            <li key={d.date}>
              <span>{day(intl, d.date)}</span>
              <span>
                <FormattedMessage id="common.entries" values={{ count: d.entries }} />
                {d.duplicates > 0 && (
                  <FormattedMessage id="profile.import.dayDuplicates" values={{ count: d.duplicates }} />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {summary.skipped > 0 && (
        <div className={styles.problems}>
          <h5>
            <FormattedMessage id="profile.import.skipped" values={{ count: summary.skipped }} />
          </h5>
          <ul aria-label={intl.formatMessage({ id: 'profile.import.skippedRows' })}>
            {summary.problems.map((problem) => (
              <li key={`${problem.line}-${problem.reason}`}>
                <FormattedMessage id="profile.import.line" values={{ line: problem.line, reason: problem.reason }} />
              </li>
            ))}
          </ul>
          {summary.skipped > summary.problems.length && (
            <p>
              <FormattedMessage
                id="profile.import.moreRows"
                values={{ count: summary.skipped - summary.problems.length }}
              />
            </p>
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
  const intl = useIntl();
  return (
    <div className={styles.done} role="status">
      <p className={styles.doneTitle}>
        <CheckCircle2 size={20} aria-hidden="true" />{' '}
        <FormattedMessage id="profile.import.done" values={{ count: summary.entries }} />
      </p>
      {summary.from && summary.to && (
        <p>
          <FormattedMessage
            id="profile.import.doneRange"
            values={{ from: day(intl, summary.from), to: day(intl, summary.to) }}
          />
          {summary.duplicates > 0 && (
            <FormattedMessage id="profile.import.doneDuplicates" values={{ count: summary.duplicates }} />
          )}
          .
        </p>
      )}
      <Link to="/history" className={styles.link} onClick={onClose}>
        <FormattedMessage id="profile.import.seeHistory" />
      </Link>
    </div>
  );
}
