import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ScreenTitle, useHeadingLevels } from '@/components/ui/screen-title';
import { LEGAL_LAST_UPDATED, legalBackLink } from '../legal-rules';
import styles from './legal-page.module.css';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The frame of the privacy policy and the terms: back link, title, date, and one card per section. */
export function LegalPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  const [params] = useSearchParams();
  const back = legalBackLink(params);
  const { Section } = useHeadingLevels();
  return (
    <article className={styles.page}>
      <Link to={back.to} className={styles.back}>
        <ArrowLeft size={18} aria-hidden="true" />
        {back.label}
      </Link>
      <ScreenTitle className={styles.title}>{title}</ScreenTitle>
      <p className={styles.updated}>Last updated {LEGAL_LAST_UPDATED}</p>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section} aria-labelledby={idOf(section.heading)}>
          <Section id={idOf(section.heading)}>{section.heading}</Section>
          {section.body}
        </section>
      ))}
    </article>
  );
}

const idOf = (heading: string) => `legal-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
