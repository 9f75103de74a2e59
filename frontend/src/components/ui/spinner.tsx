import styles from './spinner.module.css';

/** A small spinning indicator; pair it with visible or visually hidden text. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span aria-hidden="true" className={styles.spinner} style={{ width: size, height: size }} />;
}
