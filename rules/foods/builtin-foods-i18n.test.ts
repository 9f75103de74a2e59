import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseBuiltinFoods,
  parseBuiltinPortions,
  parseBuiltinTranslations,
  TRANSLATED_LANGUAGES,
  type BuiltinFood,
} from './builtin-foods';
import { tokenize } from './food-ranking';
import { singular } from './parsing/phrases';

const read = (file: string) => fs.readFileSync(new URL(file, import.meta.url), 'utf8');
const translations = parseBuiltinTranslations(read('./builtin-foods-i18n.csv'));
const foods = parseBuiltinFoods(
  read('./builtin-foods.csv'),
  parseBuiltinPortions(read('./builtin-portions.csv')),
  translations,
);

/** A name as the words parser and the search compare it: accents and plurals folded. */
const key = (name: string) => tokenize(name).map(singular).join(' ');

/** Every name a food is known by in a translated language. */
const translatedNames = (food: BuiltinFood) =>
  TRANSLATED_LANGUAGES.flatMap((language) => [food.names![language].name, ...food.names![language].aliases]);

describe('built-in foods in Spanish and German', () => {
  it('names every built-in food in both languages', () => {
    const missing = foods.filter((food) => !food.names).map((food) => food.id);
    expect(missing).toEqual([]);
    expect(translations.size).toBe(foods.length);
  });

  it('refuses a row for a food the data file does not have', () => {
    const extra = parseBuiltinTranslations('id,es,es_aliases,de,de_aliases\nbuiltin-unicorn,Unicornio,,Einhorn,\n');
    expect(() => parseBuiltinFoods(read('./builtin-foods.csv'), new Map(), extra)).toThrow(/builtin-unicorn/);
  });

  it("never names a food by another food's name or alias, in any language", () => {
    // English names and aliases shared by two foods are the English data's own choice (names win
    // over aliases); a translated name must not add another.
    const owners = new Map<string, Set<string>>();
    const own = (name: string, id: string) => owners.set(key(name), (owners.get(key(name)) ?? new Set()).add(id));
    for (const food of foods)
      for (const name of [food.name, ...food.aliases, ...translatedNames(food)]) own(name, food.id);
    const shared = foods.flatMap((food) =>
      translatedNames(food)
        .filter((name) => key(name) !== key(food.name) && owners.get(key(name))!.size > 1)
        .map((name) => `${name}: ${[...owners.get(key(name))!].join(', ')}`),
    );
    expect(shared).toEqual([]);
  });

  it('is searched by every translated name, also without umlauts or ß', () => {
    const byId = new Map(foods.map((food) => [food.id, food]));
    expect(byId.get('builtin-apple')!.aliases).toEqual(expect.arrayContaining(['Manzana', 'Apfel', 'Äpfel', 'Aepfel']));
    expect(byId.get('builtin-banana')!.names!.es.name).toBe('Plátano');
    // 'ß' is stored for search only as 'ss' (the engines split words at it differently).
    expect(byId.get('builtin-white-wine')!.aliases).toContain('Weisswein');
    expect(byId.get('builtin-white-wine')!.aliases.filter((a) => a.includes('ß'))).toEqual([]);
    expect(byId.get('builtin-white-wine')!.names!.de.name).toBe('Weißwein');
  });
});
