import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import styles from './choice-group.module.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * One choice out of a few, side by side (kcal or kJ): a radio group, so arrow keys move between the
 * choices and a screen reader names the group and the one chosen.
 */
export function ChoiceGroup<T extends string>({
  label,
  description,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  description?: string | undefined;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
      <RadioGroup.Root
        className={styles.group}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        aria-labelledby={`${id}-label`}
        {...(description ? { 'aria-describedby': `${id}-description` } : {})}
        orientation="horizontal"
        disabled={disabled}
      >
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value} className={styles.choice}>
            {choice.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
