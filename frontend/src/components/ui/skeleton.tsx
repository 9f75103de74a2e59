import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A grey placeholder shown while content loads. Hidden from assistive tech; wrap groups in a labelled busy region. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
}) {
  return (
    <span aria-hidden="true" className={styles.skeleton} style={{ width, height, borderRadius: radius, ...style }} />
  );
}
