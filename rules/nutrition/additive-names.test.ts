import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBuiltinFoods, parseBuiltinPortions, TRANSLATED_LANGUAGES } from '../foods/builtin-foods';
import { additiveInLanguage } from './additive-names';
import { novaMarkers } from './nova';

const read = (file: string) => fs.readFileSync(new URL(file, import.meta.url), 'utf8');

describe('additives in Spanish and German', () => {
  it('names every additive of the built-in foods in both languages', () => {
    const foods = parseBuiltinFoods(
      read('../foods/builtin-foods.csv'),
      parseBuiltinPortions(read('../foods/builtin-portions.csv')),
    );
    const markers = new Set(foods.flatMap((food) => novaMarkers(food.ingredients)));
    expect(markers.size).toBeGreaterThan(10);
    for (const marker of markers) {
      for (const language of TRANSLATED_LANGUAGES) {
        expect(additiveInLanguage(marker, language), `${marker} in ${language}`).not.toBe(marker);
      }
    }
  });

  it('keeps English, and an additive it does not know, as written', () => {
    expect(additiveInLanguage('emulsifier', 'en')).toBe('emulsifier');
    expect(additiveInLanguage('Emulsifier', 'de')).toBe('Emulgator');
    expect(additiveInLanguage('e471', 'es')).toBe('e471');
  });
});
