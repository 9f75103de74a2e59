/** The languages Morsel speaks, each named in itself (how a language picker lists them). */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch' };

export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the browser's languages that Morsel speaks ('de-AT' → 'de'), else English.
 * `preferred` is `navigator.languages`, most preferred first.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The device's locale tags, most preferred first (the units' defaults read their region). */
export const deviceLocales = (): readonly string[] =>
  typeof navigator === 'undefined' ? ['en'] : navigator.languages?.length ? navigator.languages : [navigator.language];

/**
 * The locale figures and dates are written in: the device's own tag when it is in the chosen
 * language ('de-AT' keeps Austrian dates), else the language itself.
 */
export function formattingLocale(language: Language, preferred: readonly string[]): string {
  const own = preferred.find((tag) => tag.toLowerCase().split('-')[0] === language);
  return own ?? language;
}
