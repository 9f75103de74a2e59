import { FormattedMessage, useIntl } from 'react-intl';
import type { Grade } from '@/client';
import type { NovaGroup } from './nutrition-rules';
import { NOVA_MESSAGES } from './nutrition-rules';
import styles from './nutrition-dashboard.module.css';

/** The grade as a coloured letter tile, Nutri-Score's palette; its name says the letter and what it means. */
export function GradeTile({ grade, size = 'md' }: { grade: Grade; size?: 'sm' | 'md' | 'lg' }) {
  const intl = useIntl();
  return (
    <span
      className={styles.gradeTile}
      data-grade={grade}
      data-size={size}
      role="img"
      aria-label={intl.formatMessage({ id: 'dashboard.grade.label' }, { grade })}
    >
      {grade}
    </span>
  );
}

/** The processing level as a pill in NOVA's graded colours, with the group number. */
export function ProcessingPill({ group }: { group: NovaGroup }) {
  return (
    <span className={styles.novaPill} data-nova={group}>
      <span className="visually-hidden">
        <FormattedMessage id="dashboard.processing.pill" />{' '}
      </span>
      <span className={styles.novaGroup} aria-hidden="true">
        NOVA {group}
      </span>
      <FormattedMessage id={NOVA_MESSAGES[group]} />
    </span>
  );
}
