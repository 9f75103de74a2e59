// @vitest-environment node
import { isPluralElement, isSelectElement, isStructurallySame, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

/**
 * The message files: one per area and language. Every language has every English key, with the
 * same arguments, in valid ICU syntax, each plural with the cases its language needs; a key names
 * its area, so two areas cannot claim one key.
 */
const dir = (language: string) => fileURLToPath(new URL(`./messages/${language}/`, import.meta.url));
const areas = readdirSync(dir('en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const read = (language: string, area: string) =>
  JSON.parse(readFileSync(`${dir(language)}${area}.json`, 'utf8')) as Record<string, string>;

/** The plural categories a message must give in a language ('one' and 'other' in all three). */
const requiredPluralCases = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories.filter((category) => category !== 'many');

function plurals(elements: MessageFormatElement[]): { name: string; cases: string[] }[] {
  return elements.flatMap((element) => {
    if (isPluralElement(element)) {
      return [
        { name: element.value, cases: Object.keys(element.options) },
        ...Object.values(element.options).flatMap((option) => plurals(option.value)),
      ];
    }
    if (isSelectElement(element)) return Object.values(element.options).flatMap((option) => plurals(option.value));
    if (element.type === TYPE.tag) return plurals(element.children);
    return [];
  });
}

describe('the message files', () => {
  it('has an English file per area, each key starting with its area', () => {
    expect(areas.length).toBeGreaterThan(5);
    for (const area of areas) {
      for (const key of Object.keys(read('en', area))) expect(key.startsWith(`${area}.`), `${area}: ${key}`).toBe(true);
    }
  });

  it('lists every area in each language index', () => {
    for (const language of LANGUAGES) {
      const index = readFileSync(`${dir(language)}index.ts`, 'utf8');
      for (const area of areas) expect(index, `${language}/index.ts`).toContain(`from './${area}.json'`);
    }
  });

  describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    it.each(areas)('has exactly the English keys of %s', (area) => {
      expect(Object.keys(read(language, area)).sort()).toEqual(Object.keys(read('en', area)).sort());
    });

    it.each(areas)('gives %s the same arguments as English, in valid ICU', (area) => {
      const english = read('en', area);
      const translated = read(language, area);
      for (const [key, source] of Object.entries(english)) {
        const text = translated[key];
        if (text === undefined) continue;
        const same = isStructurallySame(parse(source), parse(text));
        expect(same.success, `${language} ${key}: ${same.error?.message ?? ''}`).toBe(true);
      }
    });

    it.each(areas)('gives every plural in %s the cases the language needs', (area) => {
      for (const [key, text] of Object.entries(read(language, area))) {
        for (const plural of plurals(parse(text))) {
          expect(plural.cases, `${language} ${key}: {${plural.name}}`).toEqual(
            expect.arrayContaining(requiredPluralCases(language)),
          );
        }
      }
    });

    it.each(areas)('translates %s rather than copying the English', (area) => {
      const english = read('en', area);
      const translated = read(language, area);
      // A short label (a brand, 'OK', a unit) may be the same in every language; a sentence may not.
      const copied = Object.entries(translated).filter(
        ([key, text]) =>
          text === english[key] &&
          text
            .replace(/\{[^}]*\}/g, '')
            .trim()
            .split(/\s+/).length > 2,
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  });

  it('parses every English message and gives each English plural its cases', () => {
    for (const area of areas) {
      for (const [key, text] of Object.entries(read('en', area))) {
        for (const plural of plurals(parse(text)))
          expect(plural.cases, key).toEqual(expect.arrayContaining(['one', 'other']));
      }
    }
  });
});
