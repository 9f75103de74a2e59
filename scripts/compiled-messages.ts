/**
 * The app's messages, parsed at build. react-intl formats an ICU message ('{count, plural, one {#
 * food} other {# foods}}') from its syntax tree: given the text, it parses it in the browser the
 * first time the message is shown, with a parser that ships in the app's first scripts. The build
 * parses every message file instead (`messages/<language>/<area>.json`), so:
 *
 * - the browser skips the parse, and a message with no arguments is returned as it is, without a
 *   formatter (react-intl's shortcut for a tree of one literal);
 * - the parser stays out of the bundle: its package is swapped for the build of it without the
 *   parser (what react-intl's own guide on message distribution prescribes), and a message given
 *   as text in a production build would then throw.
 *
 * Only the app's production build: tests, Storybook and the dev server keep the text and the
 * parser, and the pages drawn on the server read the files as text (the server has the parser).
 * A message that does not parse fails the build, naming its file and key.
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A message file: `frontend/src/lib/i18n/messages/<language>/<area>.json`. */
const MESSAGE_FILE = /\/frontend\/src\/lib\/i18n\/messages\/([a-z]{2})\/[a-z-]+\.json$/;

/**
 * A message file's messages as syntax trees, parsed as react-intl would parse them in the
 * browser: in the file's language, with number and date skeletons ('::group-off') read.
 */
export function compileMessageFile(
  text: string,
  language: string,
  file = `${language} messages`,
): Record<string, MessageFormatElement[]> {
  const messages = JSON.parse(text) as Record<string, unknown>;
  const locale = new Intl.Locale(language);
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: ${key} is not a text`);
      try {
        return [key, parse(message, { locale })];
      } catch (error) {
        throw new Error(`${file}: ${key} is not a valid ICU message (${(error as Error).message})`, {
          cause: error,
        });
      }
    }),
  );
}

/** The build step: each message file becomes its syntax trees, and the parser leaves the bundle. */
export function compiledMessages(): Plugin {
  return {
    name: 'morsel-compiled-messages',
    apply: 'build',
    // Before Vite's JSON step, which turns the (now compiled) file into a module.
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(text, id) {
      const language = MESSAGE_FILE.exec(id.split('?')[0]!)?.[1];
      if (!language) return null;
      return { code: JSON.stringify(compileMessageFile(text, language, id)), map: null };
    },
  };
}
