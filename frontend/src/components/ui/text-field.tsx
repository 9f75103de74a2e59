import { useId, type InputHTMLAttributes } from 'react';
import styles from './text-field.module.css';

/** A labelled one-line text input; its problem, when it has one, is shown under it and announced. */
export function TextField({
  label,
  problem,
  ...input
}: { label: string; problem?: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        className={styles.input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        {...input}
      />
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
