import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { messages as ENGLISH } from './messages/en';
import type { Language } from './languages';

/** Every message's id: the English files name them, and TypeScript refuses any other. */
export type MessageId = keyof typeof ENGLISH;
/**
 * A language's messages. Typed as their text, as the files hold them; in the app's production
 * build each arrives parsed, as its syntax tree (scripts/compiled-messages.ts), so code reads them
 * only through an Intl.
 */
export type Messages = Record<MessageId, string>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** The other languages, loaded when first needed so an English visit never downloads them. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('./messages/es'),
  de: () => import('./messages/de'),
};

const loaded = new Map<Language, Messages>([['en', ENGLISH]]);

/** A language's messages once loaded, else undefined (English is always loaded). */
export const loadedMessages = (language: Language): Messages | undefined => loaded.get(language);

/** Loads a language's messages (once; later calls answer from memory). */
export async function loadMessages(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const { messages } = await LOADERS[language as Exclude<Language, 'en'>]();
  loaded.set(language, messages);
  return messages;
}

const cache = createIntlCache();

/** An Intl for a language, its messages, and the locale figures and dates are written in. */
export function makeIntl(locale: string, messages: Messages): IntlShape {
  return createIntl({ locale, defaultLocale: 'en', messages }, cache);
}

let active: IntlShape | undefined;

/**
 * The Intl the app shows now, for code outside React's tree (a toast raised by a failed call);
 * components use `useIntl()` so they draw again when the language changes. English until one is
 * set, made when first asked for: the first Intl object loads the browser's locale data, tens of
 * milliseconds on a phone, which no module should spend as it loads.
 */
export const currentIntl = (): IntlShape => (active ??= makeIntl('en', ENGLISH));

/** The locale of the Intl the app shows now, without making one. */
export const currentLocale = (): string => active?.locale ?? 'en';

/** Sets the app's Intl: the start-up before the first render, then the locale provider as it draws. */
export const setCurrentIntl = (intl: IntlShape) => {
  active = intl;
};
