import { FormattedMessage, useIntl } from 'react-intl';
import { SwitchRow } from '@/components/ui/switch';
import { resolveTheme } from '@/lib/theme/theme';
import { useThemePreference } from '@/lib/theme/use-theme-preference';
import styles from './appearance-setting.module.css';

/** Profile's Appearance: dark mode on or off, or back to following the phone's setting. */
export function AppearanceSetting() {
  const intl = useIntl();
  const { preference, setPreference } = useThemePreference();
  const dark = resolveTheme(preference) === 'dark';
  return (
    <section className={styles.card} aria-labelledby="appearance-heading">
      <h3 id="appearance-heading" className={styles.heading}>
        <FormattedMessage id="app.theme.title" />
      </h3>
      <SwitchRow
        label={intl.formatMessage({ id: 'app.theme.darkMode' })}
        description={intl.formatMessage({
          id: preference === 'system' ? 'app.theme.followingPhone' : 'app.theme.ownChoice',
        })}
        checked={dark}
        onCheckedChange={(on) => setPreference(on ? 'dark' : 'light')}
      />
      {preference !== 'system' ? (
        <button type="button" className={styles.reset} onClick={() => setPreference('system')}>
          <FormattedMessage id="app.theme.followPhone" />
        </button>
      ) : null}
    </section>
  );
}
