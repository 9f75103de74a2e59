import { SwitchRow } from '@/components/ui/switch';
import { resolveTheme } from '@/lib/theme/theme';
import { useThemePreference } from '@/lib/theme/use-theme-preference';
import styles from './appearance-setting.module.css';

/** Profile's Appearance: dark mode on or off, or back to following the phone's setting. */
export function AppearanceSetting() {
  const { preference, setPreference } = useThemePreference();
  const dark = resolveTheme(preference) === 'dark';
  return (
    <section className={styles.card} aria-labelledby="appearance-heading">
      <h3 id="appearance-heading" className={styles.heading}>
        Appearance
      </h3>
      <SwitchRow
        label="Dark mode"
        description={preference === 'system' ? "Following your phone's setting" : 'Your choice on this device'}
        checked={dark}
        onCheckedChange={(on) => setPreference(on ? 'dark' : 'light')}
      />
      {preference !== 'system' ? (
        <button type="button" className={styles.reset} onClick={() => setPreference('system')}>
          Follow my phone&apos;s setting
        </button>
      ) : null}
    </section>
  );
}
