import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary';

interface StyleProps {
  variant?: Variant;
  block?: boolean;
}

const classes = ({ variant = 'primary', block }: StyleProps, extra?: string) =>
  [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');

export function Button({
  variant,
  block,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={classes({ variant, block }, className)} {...props} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, block, className, ...props }: LinkProps & StyleProps) {
  return <Link className={classes({ variant, block }, className)} {...props} />;
}
