import { Camera, ChartColumn, HeartPulse, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { APP_INFO } from '@/lib/app-info';
import type { MessageId } from '@/lib/i18n/intl';
import { BackgroundVideo } from './background-video';
import styles from './landing-page.module.css';

const FEATURES = [
  { title: 'landing.feature.recognition.title', text: 'landing.feature.recognition.text', icon: Camera },
  { title: 'landing.feature.analysis.title', text: 'landing.feature.analysis.text', icon: Sparkles },
  { title: 'landing.feature.insights.title', text: 'landing.feature.insights.text', icon: ChartColumn },
  { title: 'landing.feature.scoring.title', text: 'landing.feature.scoring.text', icon: HeartPulse },
] as const satisfies readonly { title: MessageId; text: MessageId; icon: unknown }[];

/** What a visitor shares, each said as '<b>what</b>, why'. */
const SHARED = [
  'landing.privacy.photos',
  'landing.privacy.account',
  'landing.privacy.history',
] as const satisfies readonly MessageId[];

const bold = { b: (text: ReactNode[]) => <strong>{text}</strong> };

/** The signed-out front door. It loads no sign-in or scanner code: those are split into their own routes. */
export function LandingPage() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <BackgroundVideo />
      <div className={styles.content}>
        <div className={styles.hero}>
          <p className={styles.eyebrow}>Morsel</p>
          <h1 className={styles.heading}>
            <FormattedMessage id="landing.welcome" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="landing.lead" />
          </p>
        </div>

        <ul className={styles.features} aria-label={intl.formatMessage({ id: 'landing.features' })}>
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title} className={styles.feature}>
              <Icon size={22} aria-hidden="true" className={styles.featureIcon} />
              <h2 className={styles.featureTitle}>
                <FormattedMessage id={title} />
              </h2>
              <p className={styles.featureText}>
                <FormattedMessage id={text} />
              </p>
            </li>
          ))}
        </ul>

        <ButtonLink to="/login" block>
          <FormattedMessage id="landing.start" />
        </ButtonLink>

        <Disclosure
          title={<FormattedMessage id="landing.privacy.title" />}
          icon={<ShieldCheck size={20} aria-hidden="true" />}
        >
          <p className={styles.privacyLead}>
            <FormattedMessage id="landing.privacy.lead" />
          </p>
          <ul className={styles.shared}>
            {SHARED.map((id) => (
              <li key={id}>
                <FormattedMessage id={id} values={bold} />
              </li>
            ))}
          </ul>
          <p className={styles.never}>
            <FormattedMessage id="landing.privacy.neverSold" />
          </p>
        </Disclosure>
      </div>

      <footer className={styles.footer}>
        <nav aria-label={intl.formatMessage({ id: 'landing.footer.legal' })}>
          <Link to="/privacy?return=homepage">
            <FormattedMessage id="landing.footer.privacy" />
          </Link>
          <Link to="/terms?return=homepage">
            <FormattedMessage id="landing.footer.terms" />
          </Link>
        </nav>
        <p>
          <FormattedMessage id="landing.footer.credits" />
        </p>
        <p>
          <FormattedMessage id="landing.footer.copyright" values={{ year: APP_INFO.copyrightYear }} />
        </p>
      </footer>
    </div>
  );
}
