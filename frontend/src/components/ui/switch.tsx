import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import styles from './switch.module.css';

/** A labelled on/off setting row (Radix Switch: role="switch", Space/Enter toggle). */
export function SwitchRow({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.text}>
        <span className={styles.label}>{label}</span>
        {description ? (
          <span className={styles.description} id={`${id}-description`}>
            {description}
          </span>
        ) : null}
      </label>
      <RadixSwitch.Root
        id={id}
        className={styles.switch}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
}
