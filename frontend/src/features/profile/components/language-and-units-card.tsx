import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { DisplayPreferences } from '@/client';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { apiErrorMessage } from '@/lib/api-error-message';
import type { MessageId } from '@/lib/i18n/intl';
import { browserLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n/languages';
import {
  FOLLOW_DEVICE,
  resolveLocale,
  useLocaleSettings,
  useSavedDisplayPreferences,
} from '@/lib/i18n/locale-provider';
import { useSaveDisplayPreferences } from '@/lib/i18n/save-display-preferences';
import type { BodyUnits, EnergyUnit, MassUnit, VolumeUnit } from '@rules/units/units';
import styles from './language-and-units-card.module.css';

const PHONE_LANGUAGE = 'device';

/**
 * Profile's Language and units: the language (or the phone's), and the units energy, food
 * amounts, drinks and the body figures are shown and typed in. Each change is saved for the
 * account at once, so every device shows the same; the screen switches when the server has it.
 */
export function LanguageAndUnitsCard({ userId }: { userId: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { language, device } = useLocaleSettings();
  const saved = useSavedDisplayPreferences();
  const save = useSaveDisplayPreferences(userId);
  const selectId = useId();
  // While a choice is saving it shows as made; a failed save goes back to the stored one.
  const current = (save.isPending ? save.variables.body : undefined) ?? saved ?? FOLLOW_DEVICE;
  const { units } = resolveLocale(current, device);
  const change = (choice: Partial<DisplayPreferences>) =>
    save.mutate({ path: { userId }, body: { ...current, ...choice } });
  const phoneLanguage = LANGUAGE_NAMES[browserLanguage(device)];

  return (
    <section className={styles.card} aria-labelledby="language-units-heading">
      <h3 id="language-units-heading" className={styles.heading}>
        {t('units.card.title')}
      </h3>
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          {t('units.language.label')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={current.language ?? PHONE_LANGUAGE}
          disabled={saved === null}
          onChange={(event) => {
            const value = event.target.value;
            change({ language: isLanguage(value) ? value : null });
          }}
        >
          <option value={PHONE_LANGUAGE}>
            {intl.formatMessage({ id: 'units.language.followPhone' }, { language: phoneLanguage })}
          </option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <ChoiceGroup<EnergyUnit>
        label={t('units.energy.label')}
        choices={[
          { value: 'kcal', label: 'kcal' },
          { value: 'kJ', label: 'kJ' },
        ]}
        value={units.energy}
        onChange={(energyUnit) => change({ energyUnit })}
        disabled={saved === null}
      />
      <ChoiceGroup<MassUnit>
        label={t('units.mass.label')}
        choices={[
          { value: 'g', label: 'g' },
          { value: 'oz', label: 'oz' },
        ]}
        value={units.mass}
        onChange={(massUnit) => change({ massUnit })}
        disabled={saved === null}
      />
      <ChoiceGroup<VolumeUnit>
        label={t('units.volume.label')}
        choices={[
          { value: 'ml', label: 'ml' },
          { value: 'fl oz', label: 'fl oz' },
        ]}
        value={units.volume}
        onChange={(volumeUnit) => change({ volumeUnit })}
        disabled={saved === null}
      />
      <ChoiceGroup<BodyUnits>
        label={t('units.body.label')}
        choices={[
          { value: 'metric', label: t('units.body.metric') },
          { value: 'imperial', label: t('units.body.imperial') },
        ]}
        value={units.body}
        onChange={(bodyUnits) => change({ bodyUnits })}
        disabled={saved === null}
      />
      {save.isError ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage({ id: 'units.saveFailed' }, { reason: apiErrorMessage(save.error) })}
        </p>
      ) : null}
      <p className={styles.note} lang={language}>
        {t('units.note')}
      </p>
    </section>
  );
}
