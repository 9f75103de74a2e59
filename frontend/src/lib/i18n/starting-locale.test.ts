import { afterEach, describe, expect, it } from 'vitest';
import { currentIntl, currentLocale, loadMessages, makeIntl, setCurrentIntl } from './intl';
import { startingSettings } from './locale-provider';
import { forgetDisplayPreferences, rememberDisplayPreferences } from './remembered-preferences';

describe('the language and locale the first screen is drawn in', () => {
  afterEach(async () => {
    forgetDisplayPreferences();
    setCurrentIntl(makeIntl('en', await loadMessages('en')));
  });

  it("follows the device's languages and region when nothing is remembered", () => {
    expect(startingSettings(['de-AT', 'en']).language).toBe('de');
    expect(startingSettings(['de-AT', 'en']).locale).toBe('de-AT');
    expect(startingSettings(['fr-FR']).language).toBe('en');
  });

  it('follows the language the last account chose on this device, in the device’s region where it fits', () => {
    rememberDisplayPreferences({
      language: 'es',
      energyUnit: null,
      massUnit: null,
      volumeUnit: null,
      bodyUnits: null,
    });
    expect(startingSettings(['en-GB']).language).toBe('es');
    expect(startingSettings(['en-GB']).locale).toBe('es');
    expect(startingSettings(['es-MX', 'en-GB']).locale).toBe('es-MX');
  });

  it("follows the account's choices when the page carried them, over what this device remembers", () => {
    rememberDisplayPreferences({ language: 'es', energyUnit: null, massUnit: null, volumeUnit: null, bodyUnits: null });
    const account = { language: 'de', energyUnit: 'kJ', massUnit: null, volumeUnit: null, bodyUnits: null } as const;
    expect(startingSettings(['en-GB'], account)).toMatchObject({ language: 'de', units: { energy: 'kJ', mass: 'g' } });
  });

  it('reads the locale of the Intl the app shows, which the start-up sets before the first render', async () => {
    setCurrentIntl(makeIntl('de-AT', await loadMessages('de')));
    expect(currentLocale()).toBe('de-AT');
    expect(currentIntl().locale).toBe('de-AT');
  });
});
