import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorMessage } from '@/lib/api-error-message';
import { Button } from './button';
import { TextField } from './text-field';
import styles from './name-form.module.css';

/**
 * A form that names something (a saved meal): one text field and a submit button. A blank name is
 * refused at the field; a failed save is said there too, with the name as typed.
 */
export function NameForm({
  initial,
  maxLength,
  submitLabel,
  pendingLabel,
  blankMessage,
  save,
}: {
  initial: string;
  maxLength: number;
  submitLabel: string;
  pendingLabel?: string;
  blankMessage?: string;
  /** Saves the trimmed name; a rejection's message is shown at the field. */
  save: (name: string) => Promise<unknown>;
}) {
  const intl = useIntl();
  const [name, setName] = useState(initial.slice(0, maxLength));
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(blankMessage ?? intl.formatMessage({ id: 'app.nameForm.blank' }));
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      await save(name.trim());
    } catch (error) {
      setProblem(apiErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'app.nameForm.label' })}
        value={name}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(event) => setName(event.target.value)}
        problem={problem}
      />
      <Button type="submit" block disabled={pending}>
        {pending ? (pendingLabel ?? intl.formatMessage({ id: 'common.saving' })) : submitLabel}
      </Button>
    </form>
  );
}
