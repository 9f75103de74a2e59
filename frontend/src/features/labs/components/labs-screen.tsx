import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LABS_PAGES, type LabsPage } from '../labs-pages';
import styles from './labs-screen.module.css';

/** /labs: the developer pages, one entry each with a line on what it is for. */
export function LabsScreen() {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>
        <FormattedMessage id="labs.intro" />
      </p>
      <ul className={styles.pages} aria-label={intl.formatMessage({ id: 'labs.pages' })}>
        {LABS_PAGES.map((page) => (
          <li key={page.to}>
            <LabsLink page={page} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One page as a row: the link is its title, so the link's name is the text it shows, and it
 * stretches over the whole row; the line below describes it.
 */
function LabsLink({ page: { to, title, text, icon: Icon } }: { page: LabsPage }) {
  const textId = useId();
  return (
    <div className={styles.page}>
      <span className={styles.icon} aria-hidden="true">
        <Icon size={20} />
      </span>
      <span className={styles.words}>
        <Link to={to} className={styles.link} aria-describedby={textId}>
          <FormattedMessage id={title} />
        </Link>
        <span id={textId} className={styles.text}>
          <FormattedMessage id={text} />
        </span>
      </span>
      <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
    </div>
  );
}
