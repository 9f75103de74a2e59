import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ScreenTitle, useHeadingLevels } from '@/components/ui/screen-title';
import type { MessageId } from '@/lib/i18n/intl';
import { useLocaleSettings } from '@/lib/i18n/locale-provider';
import { LEGAL_LAST_UPDATED, legalBackLink } from '../legal-rules';
import styles from './legal-page.module.css';

export interface LegalSection {
  /** The section's heading, translated; its id stays the same in every language. */
  heading: MessageId;
  /** The binding text, in English. */
  body: ReactNode;
}

/**
 * The frame of the privacy policy and the terms: back link, title, date, and one card per section.
 * The frame and headings are in the reader's language; the binding text stays in English (marked
 * `lang="en"`, so it is read out in English), with a note saying so in any other language.
 */
export function LegalPage({ title, sections }: { title: MessageId; sections: readonly LegalSection[] }) {
  const intl = useIntl();
  const { language } = useLocaleSettings();
  const [params] = useSearchParams();
  const back = legalBackLink(params);
  const { Section } = useHeadingLevels();
  return (
    <article className={styles.page}>
      <Link to={back.to} className={styles.back}>
        <ArrowLeft size={18} aria-hidden="true" />
        <FormattedMessage id={back.label} />
      </Link>
      <ScreenTitle className={styles.title}>
        <FormattedMessage id={title} />
      </ScreenTitle>
      <p className={styles.updated}>
        <FormattedMessage
          id="legal.lastUpdated"
          values={{ date: intl.formatDate(LEGAL_LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }) }}
        />
      </p>
      {language === 'en' ? null : (
        <p className={styles.note}>
          <FormattedMessage id="legal.englishOnly" />
        </p>
      )}
      {sections.map((section) => (
        <section key={section.heading} className={styles.section} aria-labelledby={idOf(section.heading)}>
          <Section id={idOf(section.heading)}>
            <FormattedMessage id={section.heading} />
          </Section>
          {language === 'en' ? section.body : <div lang="en">{section.body}</div>}
        </section>
      ))}
    </article>
  );
}

const idOf = (heading: MessageId) => heading.replace(/\./g, '-');
