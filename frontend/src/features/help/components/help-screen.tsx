import { BookOpen, CircleHelp, ExternalLink, Info, Mail } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Disclosure } from '@/components/ui/disclosure';
import { FactList } from '@/components/ui/fact-list';
import { ScreenTitle, useHeadingLevels } from '@/components/ui/screen-title';
import { useAuth } from '@/lib/auth/auth-context';
import { APP_INFO } from '@/lib/app-info';
import type { MessageId } from '@/lib/i18n/intl';
import styles from './help-screen.module.css';

export const SUPPORT_EMAIL = 'support@morsel.app';

/** The release's date, which APP_INFO writes in English words, as the day it names (shown in the reader's locale). */
export const LAST_UPDATED = new Date(`${APP_INFO.lastUpdated} UTC`);

/** A question's topic: its messages are `help.faq.<topic>.question` and `.answer`. */
type FaqTopic<Id = MessageId> = Id extends `help.faq.${infer Topic}.question` ? Topic : never;

/** Every answer is true of this build; what is not built yet is said plainly. */
export const FAQ = [
  'nutrition',
  'accuracy',
  'score',
  'export',
  'delete',
  'correct',
  'training',
  'mobile',
] as const satisfies readonly FaqTopic[];

/** Help & Support (public): contact options, FAQ, resources and app info. */
export function HelpScreen() {
  const intl = useIntl();
  const signedIn = !!useAuth().user;
  const { Section } = useHeadingLevels();
  return (
    <div className={styles.screen}>
      <ScreenTitle className={styles.title}>
        <FormattedMessage id="help.title" />
      </ScreenTitle>

      <section className={styles.card} aria-labelledby="help-contact">
        <Section id="help-contact" className={styles.cardTitle}>
          <FormattedMessage id="help.contact.title" />
        </Section>
        <ul className={styles.options}>
          <li>
            <a className={styles.option} href={`mailto:${SUPPORT_EMAIL}`}>
              <Mail size={22} aria-hidden="true" />
              <span>
                <strong>
                  <FormattedMessage id="help.contact.email" />
                </strong>
                <span className={styles.detail}>
                  <FormattedMessage id="help.contact.reply" values={{ email: SUPPORT_EMAIL }} />
                </span>
              </span>
            </a>
          </li>
        </ul>
      </section>

      <section className={styles.faq} aria-labelledby="help-faq">
        <Section id="help-faq" className={styles.sectionTitle}>
          <CircleHelp size={18} aria-hidden="true" /> <FormattedMessage id="help.faq.title" />
        </Section>
        {FAQ.map((topic) => (
          <Disclosure key={topic} title={<FormattedMessage id={`help.faq.${topic}.question`} />}>
            <p>
              <FormattedMessage id={`help.faq.${topic}.answer`} />
            </p>
          </Disclosure>
        ))}
      </section>

      <section className={styles.card} aria-labelledby="help-resources">
        <Section id="help-resources" className={styles.cardTitle}>
          <BookOpen size={18} aria-hidden="true" /> <FormattedMessage id="help.resources.title" />
        </Section>
        <ul className={styles.links}>
          {signedIn ? (
            <li>
              <Link to="/nutrition-demo">
                <FormattedMessage id="help.resources.sample" />
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={signedIn ? '/privacy' : '/privacy?return=homepage'}>
              <FormattedMessage id="help.resources.privacy" />
            </Link>
          </li>
          <li>
            <Link to={signedIn ? '/terms' : '/terms?return=homepage'}>
              <FormattedMessage id="help.resources.terms" />
            </Link>
          </li>
          <li>
            <a href="https://fdc.nal.usda.gov/" target="_blank" rel="noreferrer">
              USDA FoodData Central{' '}
              <ExternalLink size={14} aria-label={intl.formatMessage({ id: 'help.resources.newTab' })} />
            </a>
          </li>
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="help-app-info">
        <Section id="help-app-info" className={styles.cardTitle}>
          <Info size={18} aria-hidden="true" /> <FormattedMessage id="help.appInfo.title" />
        </Section>
        <FactList
          facts={[
            { label: intl.formatMessage({ id: 'help.appInfo.version' }), value: APP_INFO.version },
            {
              label: intl.formatMessage({ id: 'help.appInfo.lastUpdated' }),
              value: intl.formatDate(LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }),
            },
            {
              label: intl.formatMessage({ id: 'help.appInfo.platform' }),
              value: intl.formatMessage({ id: 'help.appInfo.webApp' }),
            },
          ]}
        />
      </section>
    </div>
  );
}
