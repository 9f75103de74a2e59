import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import type { DisplayPreferences } from '@/client';
import { getDisplayPreferencesOptions } from '@/client/@tanstack/react-query.gen';
import { useAuth } from '@/lib/auth/auth-context';
import { FOLLOW_DEVICE } from '@rules/preferences/follow-device';
import { defaultUnitsFor, type UnitChoices } from '@rules/units/units';
import {
  forgetDisplayPreferences,
  rememberedDisplayPreferences,
  rememberDisplayPreferences,
} from './remembered-preferences';
import { createFormatters, type Formatters } from './format';
import { loadedMessages, loadMessages, makeIntl, setCurrentIntl } from './intl';
import { browserLanguage, deviceLocales, formattingLocale, type Language } from './languages';

export interface LocaleSettings {
  language: Language;
  /** The locale figures and dates are written in ('de-AT', 'en-US'). */
  locale: string;
  units: UnitChoices;
  /** The device's locales, most preferred first. */
  device: readonly string[];
}

const LocaleContext = createContext<LocaleSettings | null>(null);
/**
 * What the user chose (null: follow the device); null while signed out or loading. A context of
 * its own: the account's choices arriving (the same as the device's, often) re-draw only what
 * shows them, not every figure on the screen.
 */
const SavedPreferencesContext = createContext<DisplayPreferences | null>(null);

export { FOLLOW_DEVICE };

/**
 * What a device shows with these choices: each choice the user made, and for the others what the
 * device's languages and region expect.
 */
export function resolveLocale(choices: DisplayPreferences, device: readonly string[]): Omit<LocaleSettings, 'device'> {
  const language = choices.language ?? browserLanguage(device);
  const locale = formattingLocale(language, device);
  // The units follow the device's own region ('en-US' → ounces) even when the language was chosen.
  const defaults = defaultUnitsFor(device[0] ?? locale);
  return {
    language,
    locale,
    units: {
      energy: choices.energyUnit ?? defaults.energy,
      mass: choices.massUnit ?? defaults.mass,
      volume: choices.volumeUnit ?? defaults.volume,
      body: choices.bodyUnits ?? defaults.body,
    },
  };
}

/**
 * The language and locale to draw the first screen in, before the account's choice has loaded:
 * `saved` choices (the account's, when the page came with them), else the choice remembered on this
 * device, else the device's languages and region.
 */
export const startingSettings = (
  device: readonly string[] = deviceLocales(),
  saved: DisplayPreferences | null = rememberedDisplayPreferences(),
) => resolveLocale(saved ?? FOLLOW_DEVICE, device);

/**
 * The app's language and units: the account's choices (kept on this device too, so the next visit
 * starts in them), else the device's. Messages of another language load when first needed; until
 * they have, the screen stays in the language it was in.
 */
export function LocaleProvider({
  children,
  device: givenDevice = deviceLocales(),
}: {
  children: ReactNode;
  /** The device's locales, most preferred first (stories and tests pass their own). */
  device?: readonly string[];
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // The same locales, the same array: the settings below change only when something did.
  const deviceKey = givenDevice.join(' ');
  const device = useMemo(() => deviceKey.split(' '), [deviceKey]);
  const preferences = useQuery({
    ...getDisplayPreferencesOptions({ path: { userId: user?.id ?? '' } }),
    enabled: user !== null,
    staleTime: Infinity,
  });
  const saved = user ? (preferences.data ?? null) : null;
  useEffect(() => {
    if (saved) rememberDisplayPreferences(saved);
  }, [saved]);

  const choices = saved ?? rememberedDisplayPreferences() ?? FOLLOW_DEVICE;
  const wanted = resolveLocale(choices, device);
  const [messages, setMessages] = useState(() => ({
    language: wanted.language,
    messages: loadedMessages(wanted.language) ?? loadedMessages('en')!,
  }));
  useEffect(() => {
    if (messages.language === wanted.language && loadedMessages(wanted.language) === messages.messages) return;
    let current = true;
    void loadMessages(wanted.language).then((loaded) => {
      if (current) setMessages({ language: wanted.language, messages: loaded });
    });
    return () => {
      current = false;
    };
  }, [wanted.language, messages]);

  const shownLanguage = messages.language;
  const locale = shownLanguage === wanted.language ? wanted.locale : formattingLocale(shownLanguage, device);
  const intl = useMemo(() => makeIntl(locale, messages.messages), [locale, messages.messages]);
  // Set while drawing, so code outside React that this draw runs reads the language it shows.
  setCurrentIntl(intl);
  const languageBefore = useRef(shownLanguage);
  useEffect(() => {
    document.documentElement.lang = shownLanguage;
    if (languageBefore.current === shownLanguage) return;
    languageBefore.current = shownLanguage;
    // Answers that name foods were asked for in the last language: ask again, in this one.
    void queryClient.invalidateQueries();
  }, [shownLanguage, queryClient]);

  // A shared phone: the next person to sign in does not start in the last one's language.
  const signedInBefore = useRef(user !== null);
  useEffect(() => {
    if (signedInBefore.current && user === null) forgetDisplayPreferences();
    signedInBefore.current = user !== null;
  }, [user]);

  const { energy, mass, volume, body } = wanted.units;
  const settings = useMemo<LocaleSettings>(
    () => ({ language: shownLanguage, locale, units: { energy, mass, volume, body }, device }),
    [shownLanguage, locale, energy, mass, volume, body, device],
  );
  return (
    <LocaleContext.Provider value={settings}>
      <SavedPreferencesContext.Provider value={saved}>
        <RawIntlProvider value={intl}>{children}</RawIntlProvider>
      </SavedPreferencesContext.Provider>
    </LocaleContext.Provider>
  );
}

/**
 * A fixed language and units: the pages drawn at build for visitors, in each language, sign-in's
 * first-visit page, which draws in the page's language, and a signed-in screen the server draws
 * for one request, in the page's language with the account's other `choices` (its units) and the
 * browser's languages as the `device`. The language's messages must be loaded.
 */
export function FixedLocaleProvider({
  children,
  language,
  device = [language],
  choices = FOLLOW_DEVICE,
}: {
  children: ReactNode;
  language: Language;
  device?: readonly string[];
  choices?: DisplayPreferences;
}) {
  const { locale, units } = resolveLocale({ ...choices, language }, device);
  const messages = loadedMessages(language);
  if (!messages) throw new Error(`The ${language} messages are not loaded`);
  const intl = useMemo(() => makeIntl(locale, messages), [locale, messages]);
  // Set while drawing, so code outside React (an error's text, the API's Accept-Language) reads
  // the language this draws.
  setCurrentIntl(intl);
  return (
    <LocaleContext.Provider value={{ language, locale, units, device }}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocaleSettings(): LocaleSettings {
  const settings = useContext(LocaleContext);
  if (!settings) throw new Error('useLocaleSettings needs a LocaleProvider');
  return settings;
}

/** What the signed-in user chose for language and units (null: follow the device, or not loaded). */
export const useSavedDisplayPreferences = (): DisplayPreferences | null => useContext(SavedPreferencesContext);

/** The units figures are shown and typed in. */
export const useUnits = (): UnitChoices => useLocaleSettings().units;

/** Figures written in the reader's language and units ('1,250 kcal', '5.3 oz'). */
export function useFormat(): Formatters {
  const intl = useIntl();
  const units = useUnits();
  return useMemo(() => createFormatters(intl, units), [intl, units]);
}
