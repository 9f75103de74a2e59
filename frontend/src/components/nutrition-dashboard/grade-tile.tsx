import type { Grade } from '@/client';
import type { NovaGroup } from './nutrition-rules';
import { GRADE_MEANINGS, NOVA_NAMES } from './nutrition-rules';
import styles from './nutrition-dashboard.module.css';

/** The grade as a coloured letter tile, Nutri-Score's palette; its name says the letter and what it means. */
export function GradeTile({ grade, size = 'md' }: { grade: Grade; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span
      className={styles.gradeTile}
      data-grade={grade}
      data-size={size}
      role="img"
      aria-label={`Grade ${grade}: ${GRADE_MEANINGS[grade].toLowerCase()}`}
    >
      {grade}
    </span>
  );
}

/** The processing level as a pill in NOVA's graded colours, with the group number. */
export function ProcessingPill({ group }: { group: NovaGroup }) {
  return (
    <span className={styles.novaPill} data-nova={group}>
      <span className="visually-hidden">Processing: </span>
      <span className={styles.novaGroup} aria-hidden="true">
        NOVA {group}
      </span>
      {NOVA_NAMES[group]}
    </span>
  );
}
