import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBuiltinFoods, parseBuiltinPortions, TRANSLATED_LANGUAGES } from './builtin-foods';
import { isPortionLabel, portionInLanguage, portionName, translatedPortion } from './portion-names';

const read = (file: string) => fs.readFileSync(new URL(file, import.meta.url), 'utf8');
const foods = parseBuiltinFoods(read('./builtin-foods.csv'), parseBuiltinPortions(read('./builtin-portions.csv')));

describe('portion labels in Spanish and German', () => {
  it.each([
    // Sizes alone count pieces; Spanish sizes agree with the noun, German ones go in parentheses.
    ['1 medium', '1 pieza mediana', '1 Stück (mittel)'],
    ['1 small', '1 pieza pequeña', '1 Stück (klein)'],
    ['1 large', '1 pieza grande', '1 Stück (groß)'],
    ['1 extra large', '1 pieza extragrande', '1 Stück (sehr groß)'],
    ['4 large', '4 piezas grandes', '4 Stück (groß)'],
    ['1 thin slice', '1 rebanada fina', '1 Scheibe (dünn)'],
    ['1 thick slice', '1 rebanada gruesa', '1 Scheibe (dick)'],
    ['1 small glass (6 fl oz)', '1 vaso pequeño (6 fl oz)', '1 Glas (klein, 6 fl oz)'],
    ['1 large can (16 fl oz)', '1 lata grande (16 fl oz)', '1 Dose (groß, 16 fl oz)'],
    ['1 small or thin slice', '1 rebanada pequeña o fina', '1 Scheibe (klein oder dünn)'],
    ['1 small/regular fillet', '1 filete pequeño/normal', '1 Filet (klein/normal)'],
    ['1 large single serving bag', '1 bolsa grande individual', '1 Tüte (groß, für eine Person)'],
    ['1 whole fish, any size', '1 pescado entero (cualquier tamaño)', '1 Fisch (ganz, jede Größe)'],
    // Household measures, singular and plural as the English says.
    ['1 cup', '1 taza', '1 Tasse'],
    ['3 cups', '3 tazas', '3 Tassen'],
    ['1/2 cup', '1/2 taza', '1/2 Tasse'],
    ['1 tbsp', '1 cda.', '1 EL'],
    ['2 tbsp', '2 cdas.', '2 EL'],
    ['1 tsp', '1 cdta.', '1 TL'],
    ['1 tablespoon', '1 cucharada', '1 Esslöffel'],
    ['1 teaspoon, dry', '1 cucharadita (en seco)', '1 Teelöffel (trocken)'],
    ['1 slice', '1 rebanada', '1 Scheibe'],
    ['2 slices', '2 rebanadas', '2 Scheiben'],
    ['1 piece', '1 pieza', '1 Stück'],
    ['6 pieces', '6 piezas', '6 Stück'],
    ['1 serving', '1 ración', '1 Portion'],
    ['1 scoop', '1 cacito', '1 Portionslöffel'],
    ['1 bar', '1 barrita', '1 Riegel'],
    ['1 packet', '1 sobre', '1 Päckchen'],
    ['1 pinch', '1 pizca', '1 Prise'],
    ['1 fillet', '1 filete', '1 Filet'],
    ['1 breast', '1 pechuga', '1 Brustfilet'],
    ['1 medium egg', '1 huevo mediano', '1 Ei (mittel)'],
    ['2 eggs', '2 huevos', '2 Eier'],
    ['2 idli', '2 idlis', '2 Idlis'],
    ['5 halves', '5 mitades', '5 Hälften'],
    // Vessels, with what they hold in parentheses.
    ['1 bowl (1 1/2 cups)', '1 bol (1 1/2 tazas)', '1 Schüssel (1 1/2 Tassen)'],
    ['1 bowl (1 cup)', '1 bol (1 taza)', '1 Schüssel (1 Tasse)'],
    ['1 plate (2 cups)', '1 plato (2 tazas)', '1 Teller (2 Tassen)'],
    ['1 mug (12 fl oz)', '1 tazón (12 fl oz)', '1 Becher (12 fl oz)'],
    ['1 glass (8 fl oz)', '1 vaso (8 fl oz)', '1 Glas (8 fl oz)'],
    ['1 can or bottle (12 fl oz)', '1 lata o botella (12 fl oz)', '1 Dose oder Flasche (12 fl oz)'],
    ['1 bottle (16.9 fl oz or 500 ml)', '1 botella (16.9 fl oz o 500 ml)', '1 Flasche (16.9 fl oz oder 500 ml)'],
    ['1 pot (170 g)', '1 tarrina (170 g)', '1 Becher (170 g)'],
    ['1 handful (1/2 cup)', '1 puñado (1/2 taza)', '1 Handvoll (1/2 Tasse)'],
    ['1 fl oz (no ice)', '1 fl oz (sin hielo)', '1 fl oz (ohne Eis)'],
    // How it is cut or cooked, after the noun or after commas.
    ['1 cup chopped', '1 taza (picado)', '1 Tasse (gehackt)'],
    ['1/2 cup cooked', '1/2 taza (cocido)', '1/2 Tasse (gekocht)'],
    ['1 cup, cooked, diced', '1 taza (cocido, en dados)', '1 Tasse (gekocht, gewürfelt)'],
    ['1 cup, chopped or diced', '1 taza (picado o en dados)', '1 Tasse (gehackt oder gewürfelt)'],
    ['1 oz, boneless, cooked', '1 oz (sin hueso, cocido)', '1 oz (ohne Knochen, gekocht)'],
    // Units and numbers stay as written.
    ['100 g', '100 g', '100 g'],
    ['3 oz', '3 oz', '3 oz'],
    ['.5 cup', '.5 taza', '.5 Tasse'],
    ['1.5 cups', '1.5 tazas', '1.5 Tassen'],
    // Whole labels.
    ['serving', 'ración', 'Portion'],
    ['Quantity not specified', 'Cantidad sin especificar', 'Menge nicht angegeben'],
    ['2 egg omelette', 'tortilla de 2 huevos', 'Omelett aus 2 Eiern'],
    ['1 egg omelette', 'tortilla de 1 huevo', 'Omelett aus 1 Ei'],
    ['1 cherry tomato', '1 tomate cherry', '1 Kirschtomate'],
  ])('%s → %s / %s', (label, es, de) => {
    expect(portionName(label, 'es')).toBe(es);
    expect(portionName(label, 'de')).toBe(de);
  });

  it.each([
    '1 slice, crust not eaten',
    '1 surface inch',
    '1 oz, dry, yields',
    '1 medium pizza (11-12" diameter)',
    '1 cup (8 fl oz) yields',
    '1 sandwich (1 slice bread)',
    '1 small or thin/very thin slice',
    '1 bowl (1 1/2 cups',
    'a bowl',
    '',
  ])('keeps %j English as a whole when a word is unknown', (label) => {
    expect(translatedPortion(label, 'es')).toBeNull();
    expect(portionName(label, 'es')).toBe(label);
    expect(portionName(label, 'de')).toBe(label);
  });

  it('keeps every label English in English', () => {
    expect(portionName('1 medium', 'en')).toBe('1 medium');
    expect(portionInLanguage({ label: '1 cup', grams: 240 }, 'en')).toEqual({ label: '1 cup', grams: 240 });
  });

  it('names a portion in a language and keeps its weight', () => {
    expect(portionInLanguage({ label: '1 medium', grams: 182, quantity: 2 }, 'de')).toEqual({
      label: '1 Stück (mittel)',
      grams: 182,
      quantity: 2,
    });
  });

  it('translates every built-in portion label fully into both languages', () => {
    const labels = new Set(foods.flatMap((food) => food.portions.map((p) => p.description)));
    for (const language of TRANSLATED_LANGUAGES) {
      expect([...labels].filter((label) => translatedPortion(label, language) === null)).toEqual([]);
    }
  });

  it("gives each built-in food's portions distinct labels in every language", () => {
    for (const language of TRANSLATED_LANGUAGES) {
      const clashes = foods.filter((food) => {
        const labels = food.portions.map((p) => portionName(p.description, language));
        return new Set(labels).size !== labels.length;
      });
      expect(clashes.map((food) => food.name)).toEqual([]);
    }
  });

  it('recognises a portion by its English, Spanish or German label, and nothing else', () => {
    expect(isPortionLabel('1 medium', '1 medium')).toBe(true);
    expect(isPortionLabel('1 medium', '1 pieza mediana')).toBe(true);
    expect(isPortionLabel('1 medium', '1 Stück (mittel)')).toBe(true);
    expect(isPortionLabel('1 medium', '1 Stück (groß)')).toBe(false);
    expect(isPortionLabel('1 medium', '1 large')).toBe(false);
    expect(isPortionLabel('1 slice, crust not eaten', '1 slice, crust not eaten')).toBe(true);
  });
});
