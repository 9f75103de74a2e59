import { LEGAL_RESPONSE_HOURS, MINIMUM_AGE } from '../legal-rules';
import { LegalPage, type LegalSection } from './legal-page';

export const LEGAL_EMAIL = 'legal@morsel.app';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'legal.terms.agreement',
    body: (
      <p>
        By using Morsel you agree to these terms. If you do not agree, please do not use the app. We may update them;
        the date above shows the latest version, and continuing to use Morsel after a change means you accept it.
      </p>
    ),
  },
  {
    heading: 'legal.terms.whoCanUse',
    body: (
      <p>
        You must be at least {MINIMUM_AGE} years old. You sign in with a Google, Apple or Facebook account and are
        responsible for what happens under it.
      </p>
    ),
  },
  {
    heading: 'legal.terms.notMedicalAdvice',
    body: (
      <p>
        Food recognition and nutrition figures are estimates. Portion sizes are judged from a photo, and health scores
        follow general guidelines. Do not rely on Morsel for allergies, medical conditions or a prescribed diet: always
        check the packaging and ask a qualified professional.
      </p>
    ),
  },
  {
    heading: 'legal.terms.photos',
    body: (
      <p>
        You keep every right to the photos you upload. You allow us to store and process them only to provide Morsel to
        you: recognising food, keeping your history and learning from your reference photos. Only upload photos you have
        the right to share.
      </p>
    ),
  },
  {
    heading: 'legal.terms.fairUse',
    body: (
      <ul>
        <li>Do not upload unlawful, harmful or other people&apos;s private images.</li>
        <li>Do not try to break, overload or reverse-engineer the service, or reach other users&apos; data.</li>
        <li>Do not use automated tools to scrape the food database.</li>
      </ul>
    ),
  },
  {
    heading: 'legal.terms.liability',
    body: (
      <p>
        We work to keep Morsel available and accurate but provide it as it is, without guarantees. To the extent the law
        allows, we are not liable for decisions made on the basis of its estimates.
      </p>
    ),
  },
  {
    heading: 'legal.terms.ending',
    body: (
      <p>
        You may stop using Morsel at any time and delete your account yourself from your profile. We may suspend
        accounts that break these terms.
      </p>
    ),
  },
  {
    heading: 'legal.terms.contact',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>. We aim to reply within{' '}
        {LEGAL_RESPONSE_HOURS} hours.
      </p>
    ),
  },
];

/** The terms of service (public). */
export function TermsPage() {
  return <LegalPage title="legal.terms.title" sections={SECTIONS} />;
}
