import fs from 'node:fs';
import path from 'node:path';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '@/lib/i18n/intl';
import { LANGUAGES } from '@/lib/i18n/languages';
import { compiledMessages, compileMessageFile } from '../../../../scripts/compiled-messages';

const messagesDir = path.resolve(import.meta.dirname, '../../../../frontend/src/lib/i18n/messages');
const files = (language: string) =>
  fs.readdirSync(path.join(messagesDir, language)).filter((file) => file.endsWith('.json'));

/**
 * Values for every argument of a message: a name, a figure, a date, the first case of a select,
 * `count` for plurals, and tags that show where they wrapped their text.
 */
function sampleValues(elements: MessageFormatElement[], count: number, values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] = 'Ada';
    if (element.type === TYPE.number) values[element.value] = 1234.5;
    if (element.type === TYPE.date || element.type === TYPE.time) {
      values[element.value] = new Date(Date.UTC(2026, 0, 2, 13, 4));
    }
    if (element.type === TYPE.select) values[element.value] = Object.keys(element.options)[0];
    if (element.type === TYPE.plural) values[element.value] = count;
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) sampleValues(option.value, count, values);
    }
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`;
      sampleValues(element.children, count, values);
    }
  }
  return values;
}

describe("the build's compiled messages", () => {
  it.each(LANGUAGES)('say in %s what the message files say, for every argument', (language) => {
    const cache = createIntlCache();
    for (const file of files(language)) {
      const text = fs.readFileSync(path.join(messagesDir, language, file), 'utf8');
      const source = JSON.parse(text) as Record<string, string>;
      const compiled = compileMessageFile(text, language);
      expect(Object.keys(compiled)).toEqual(Object.keys(source));
      const fromText = createIntl(
        { locale: language, messages: source, onError: (e) => expect.fail(String(e)) },
        cache,
      );
      const fromTree = createIntl({ locale: language, messages: compiled, onError: (e) => expect.fail(String(e)) });
      for (const [key, tree] of Object.entries(compiled)) {
        const id = key as MessageId;
        for (const count of [1, 3]) {
          const values = sampleValues(tree, count) as Parameters<typeof fromText.formatMessage>[1];
          expect(fromTree.formatMessage({ id }, values), `${language} ${id}`).toEqual(
            fromText.formatMessage({ id }, values),
          );
        }
      }
    }
  });

  it('stop the build at a message that does not parse, naming its file and key', () => {
    expect(() => compileMessageFile('{"scan.count": "{count, plural, one {# food}"}', 'en', 'en/scan.json')).toThrow(
      /en\/scan\.json: scan\.count is not a valid ICU message/,
    );
  });

  it('change the message files only', () => {
    const plugin = compiledMessages();
    const transform = plugin.transform as (text: string, id: string) => { code: string } | null;
    const messageFile = '/repo/frontend/src/lib/i18n/messages/de/scan.json';
    expect(JSON.parse(transform('{"scan.title": "Scannen"}', messageFile)!.code)).toEqual({
      'scan.title': [{ type: TYPE.literal, value: 'Scannen' }],
    });
    expect(transform('{"name": "morsel"}', '/repo/package.json')).toBeNull();
    expect(transform('{"a": "b"}', '/repo/frontend/src/pwa/manifest.json')).toBeNull();
  });
});
