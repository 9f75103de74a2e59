import { BookOpen, CircleHelp, ExternalLink, Info, Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Disclosure } from '@/components/ui/disclosure';
import { FactList } from '@/components/ui/fact-list';
import { ScreenTitle, useHeadingLevels } from '@/components/ui/screen-title';
import { useAuth } from '@/lib/auth/auth-context';
import { APP_INFO } from '@/lib/app-info';
import styles from './help-screen.module.css';

export const SUPPORT_EMAIL = 'support@morsel.app';

/** Every answer is true of this build; what is not built yet is said plainly. */
export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How does Morsel work out the nutrition?',
    answer:
      'Morsel recognises the foods in your photo and estimates each portion in grams. The calories, protein, carbs, fat and the rest are then calculated from a food database built on USDA FoodData Central, or read from a nutrition label when one is in the picture.',
  },
  {
    question: 'How accurate is the recognition?',
    answer:
      'It depends on the photo: one clearly lit dish is recognised far more reliably than a crowded plate. Every result shows its match confidence, and a photo Morsel cannot identify is marked rather than guessed. Portions judged from a photo are estimates, so treat the figures as a guide.',
  },
  {
    question: 'What do the health score and grade mean?',
    answer:
      'The grade follows the Nutri-Score 2023 rules (A is best; Nutri-Score E is shown as F), and the score out of 100 is the same assessment on a finer scale. The processing level follows the NOVA classification.',
  },
  {
    question: 'Can I export my data?',
    answer: 'Yes. Open Profile and choose Export history (CSV) to download every scan with its nutrition figures.',
  },
  {
    question: 'How do I delete a scan?',
    answer: 'Open it from History and choose Delete scan. Its photos are deleted with it.',
  },
  {
    question: 'Can I correct the nutrition values by hand?',
    answer: 'Not yet. Manual editing of nutrition values is planned for a future release.',
  },
  {
    question: 'What does Training do?',
    answer:
      'On the Training page you upload reference photos of foods by category, with an optional name such as "homemade dal". Your next scans are compared with them: a photo that looks like your references is named with your label (or the category). Three to five varied photos per food work best.',
  },
  {
    question: 'Is there a mobile app?',
    answer:
      'Morsel is a web app that works in your phone\u2019s browser. Native iPhone and Android apps are not available yet.',
  },
];

/** Help & Support (public): contact options, FAQ, resources and app info. */
export function HelpScreen() {
  const signedIn = !!useAuth().user;
  const { Section } = useHeadingLevels();
  return (
    <div className={styles.screen}>
      <ScreenTitle className={styles.title}>Help &amp; Support</ScreenTitle>

      <section className={styles.card} aria-labelledby="help-contact">
        <Section id="help-contact" className={styles.cardTitle}>
          Contact us
        </Section>
        <ul className={styles.options}>
          <li>
            <a className={styles.option} href={`mailto:${SUPPORT_EMAIL}`}>
              <Mail size={22} aria-hidden="true" />
              <span>
                <strong>Email support</strong>
                <span className={styles.detail}>{SUPPORT_EMAIL} · we reply within 24 hours</span>
              </span>
            </a>
          </li>
        </ul>
      </section>

      <section className={styles.faq} aria-labelledby="help-faq">
        <Section id="help-faq" className={styles.sectionTitle}>
          <CircleHelp size={18} aria-hidden="true" /> Frequently asked questions
        </Section>
        {FAQ.map((item) => (
          <Disclosure key={item.question} title={item.question}>
            <p>{item.answer}</p>
          </Disclosure>
        ))}
      </section>

      <section className={styles.card} aria-labelledby="help-resources">
        <Section id="help-resources" className={styles.cardTitle}>
          <BookOpen size={18} aria-hidden="true" /> Resources
        </Section>
        <ul className={styles.links}>
          {signedIn ? (
            <li>
              <Link to="/nutrition-demo">See a sample nutrition analysis</Link>
            </li>
          ) : null}
          <li>
            <Link to={signedIn ? '/privacy' : '/privacy?return=homepage'}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={signedIn ? '/terms' : '/terms?return=homepage'}>Terms of Service</Link>
          </li>
          <li>
            <a href="https://fdc.nal.usda.gov/" target="_blank" rel="noreferrer">
              USDA FoodData Central <ExternalLink size={14} aria-label="(opens in a new tab)" />
            </a>
          </li>
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="help-app-info">
        <Section id="help-app-info" className={styles.cardTitle}>
          <Info size={18} aria-hidden="true" /> App info
        </Section>
        <FactList
          facts={[
            { label: 'Version', value: APP_INFO.version },
            { label: 'Last updated', value: APP_INFO.lastUpdated },
            { label: 'Platform', value: APP_INFO.platform },
          ]}
        />
      </section>
    </div>
  );
}
