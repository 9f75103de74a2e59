import { Camera, ChartColumn, HeartPulse, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { APP_INFO } from '@/lib/app-info';
import { BackgroundVideo } from './background-video';
import styles from './landing-page.module.css';

const FEATURES = [
  { title: 'Smart Photo Recognition', text: 'Snap or upload a meal and Morsel names the foods in it.', icon: Camera },
  { title: 'AI-Powered Analysis', text: 'Portions are estimated and matched to a food database.', icon: Sparkles },
  { title: 'Nutrition Insights', text: 'Calories, macros, ingredients and allergens at a glance.', icon: ChartColumn },
  { title: 'Health Scoring', text: 'A score out of 100 and an A–E Nutri-Score grade.', icon: HeartPulse },
] as const;

const SHARED = [
  { what: 'Food photos', why: 'so Morsel can recognise what you eat and work out its nutrition.' },
  { what: 'Your Google, Apple or Facebook account for login', why: 'so your history is yours alone, on every device.' },
  { what: 'Your tracking history', why: 'so you can look back at your meals and export them at any time.' },
] as const;

/** The signed-out front door. It loads no sign-in or scanner code: those are split into their own routes. */
export function LandingPage() {
  return (
    <div className={styles.page}>
      <BackgroundVideo />
      <div className={styles.content}>
        <div className={styles.hero}>
          <p className={styles.eyebrow}>Morsel</p>
          <h1 className={styles.heading}>Welcome to Morsel</h1>
          <p className={styles.lead}>Discover what's in your food with just a photo</p>
        </div>

        <ul className={styles.features} aria-label="Key features">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title} className={styles.feature}>
              <Icon size={22} aria-hidden="true" className={styles.featureIcon} />
              <h2 className={styles.featureTitle}>{title}</h2>
              <p className={styles.featureText}>{text}</p>
            </li>
          ))}
        </ul>

        <ButtonLink to="/login" block>
          Start Food Analysis
        </ButtonLink>

        <Disclosure title="Your Data & Privacy" icon={<ShieldCheck size={20} aria-hidden="true" />}>
          <p className={styles.privacyLead}>What you share with Morsel, and how it helps you:</p>
          <ul className={styles.shared}>
            {SHARED.map(({ what, why }) => (
              <li key={what}>
                <strong>{what}</strong>, {why}
              </li>
            ))}
          </ul>
          <p className={styles.never}>Your data is never sold.</p>
        </Disclosure>
      </div>

      <footer className={styles.footer}>
        <nav aria-label="Legal">
          <Link to="/privacy?return=homepage">Privacy Policy</Link>
          <Link to="/terms?return=homepage">Terms of Service</Link>
        </nav>
        <p>
          Food recognition by MobileNetV2 (ONNX Model Zoo) and OpenAI-compatible vision models · nutrition data from
          USDA FoodData Central
        </p>
        <p>© {APP_INFO.copyrightYear} Morsel</p>
      </footer>
    </div>
  );
}
