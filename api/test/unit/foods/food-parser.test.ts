import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/data-source';
import { FoodService } from '../../../src/features/foods/food.service';
import type { ParseResult } from '@rules/foods/parsing/food-parser';
import { FoodParseService } from '../../../src/features/foods/parsing/food-parse.service';
import { FOOD_EMOJI, phrase, segments, words } from '@rules/foods/parsing/phrases';
import { resolveGrams } from '@rules/foods/parsing/portion-grams';
import { LABELLED_SENTENCES, scoreParser } from '../../support/parse-sentences';

const amountOf = (text: string) => phrase(words(text)).amount;

describe('quantities', () => {
  it.each([
    ['2 eggs', 2],
    ['1.5 cups rice', 1.5],
    ['1/2 cup rice', 0.5],
    ['3/4 cup rice', 0.75],
    ['½ cup rice', 0.5],
    ['¾ cup rice', 0.75],
    ['1½ cups rice', 1.5],
    ['1 1/2 cups rice', 1.5],
    ['a banana', 1],
    ['an apple', 1],
    ['one apple', 1],
    ['twelve grapes', 12],
    ['half a bagel', 0.5],
    ['half bagel', 0.5],
    ['a couple of eggs', 2],
    ['couple eggs', 2],
    ['two and a half cups rice', 2.5],
    ['2-3 eggs', 2.5],
    ['2 to 4 eggs', 3],
    ['two or three eggs', 2.5],
    ['half a dozen eggs', 6],
    ['coffee x2', 2],
    ['2x coffee', 2],
  ])('%s → %d', (text, quantity) => {
    expect(amountOf(text).quantity).toBeCloseTo(quantity, 5);
  });

  it('leaves the amount empty when none is said', () => {
    expect(amountOf('toast')).toEqual({ quantity: null, unit: null, size: null });
  });
});

describe('units and sizes', () => {
  it.each([
    ['200g chicken', 'g'],
    ['200 grams chicken', 'g'],
    ['1 kg potatoes', 'kg'],
    ['2 kilos potatoes', 'kg'],
    ['4 oz steak', 'oz'],
    ['8 ounces steak', 'oz'],
    ['1 lb beef', 'lb'],
    ['2 pounds beef', 'lb'],
    ['a splash of milk', 'tbsp'],
    ['a dollop of cream', 'tbsp'],
    ['a knob of butter', 'tbsp'],
    ['a drizzle of olive oil', 'tsp'],
    ['a dash of milk', 'dash'],
    ['a pinch of salt', 'pinch'],
    ['un chorrito de leche', 'tbsp'],
    ['eine Prise Salz', 'pinch'],
    ['250ml juice', 'ml'],
    ['250 millilitres juice', 'ml'],
    ['1 l water', 'l'],
    ['2 litres water', 'l'],
    ['1 cup rice', 'cup'],
    ['2 tbsp oil', 'tbsp'],
    ['2 tablespoons oil', 'tbsp'],
    ['1 tsp sugar', 'tsp'],
    ['3 teaspoons sugar', 'tsp'],
    ['8 fl oz milk', 'fl oz'],
    ['8 fluid ounces milk', 'fl oz'],
    ['a pint of beer', 'pint'],
    ['2 pints beer', 'pint'],
    ['2 slices of toast', 'slice'],
    ['a piece of cake', 'piece'],
    ['a glass of wine', 'glass'],
    ['a mug of tea', 'mug'],
    ['a can of coke', 'can'],
    ['a bottle of beer', 'bottle'],
    ['a bowl of cereal', 'bowl'],
    ['a plate of pasta', 'plate'],
    ['a pot of yogurt', 'pot'],
    ['a handful of nuts', 'handful'],
    ['2 servings of rice', 'serving'],
    ['bowl of soup', 'bowl'],
  ])('%s → %s', (text, unit) => {
    expect(amountOf(text).unit).toBe(unit);
  });

  it.each([
    ['a 12 oz steak', { quantity: 12, unit: 'oz' }, ['steak']],
    ['an 8 oz glass of milk', { quantity: 8, unit: 'oz' }, ['milk']],
    ['a 500ml bottle of water', { quantity: 500, unit: 'ml' }, ['water']],
    ['500 ml bottle of water', { quantity: 500, unit: 'ml' }, ['water']],
    ['a 330 ml can of cola', { quantity: 330, unit: 'ml' }, ['cola']],
    // No measure after the article: it still counts one, and a bare number is not a unit.
    ['a 6 inch sub', { quantity: 1, unit: null }, ['inch', 'sub']],
    ['a can of cola', { quantity: 1, unit: 'can' }, ['cola']],
  ])('%s: the measure after the article is the amount, the vessel only its container', (text, amount, food) => {
    const read = phrase(words(text));
    expect(read.amount).toMatchObject(amount);
    expect(read.foodWords).toEqual(food);
  });

  it.each([
    ['a small banana', 'small'],
    ['2 medium eggs', 'medium'],
    ['a large glass of milk', 'large'],
    ['a big apple', 'large'],
  ])('%s → %s', (text, size) => {
    expect(amountOf(text).size).toBe(size);
  });
});

describe('splitting foods', () => {
  const parts = (text: string) => segments(text).map((s) => s.words.join(' '));
  it('splits on commas, and, &, with, on, plus and new lines', () => {
    expect(parts('toast, butter and jam & tea with milk on a plate plus juice\ncoffee')).toEqual([
      'toast',
      'butter',
      'jam',
      'tea',
      'milk',
      'a plate',
      'juice',
      'coffee',
    ]);
  });
  it('keeps "two and a half" as a number', () => {
    expect(parts('two and a half cups of rice and beans')).toEqual(['two and a half cups of rice', 'beans']);
  });
  it('drops filler and the meal occasion', () => {
    expect(phrase(words('I had some bananas for breakfast')).foodWords).toEqual(['bananas']);
  });
});

describe('Spanish and German amounts', () => {
  const amount = (text: string) => {
    const { quantity, unit, size } = amountOf(text);
    return { quantity, unit, size };
  };
  it.each([
    ['dos huevos', 2, null],
    ['tres tostadas', 3, null],
    ['un vaso de leche', 1, 'glass'],
    ['una taza de café', 1, 'cup'],
    ['dos rebanadas de pan', 2, 'slice'],
    ['medio aguacate', 0.5, null],
    ['media taza de arroz', 0.5, 'cup'],
    ['un par de huevos', 2, null],
    ['dos y medio vasos de agua', 2.5, 'glass'],
    ['2 o 3 galletas', 2.5, null],
    ['200 gramos de pollo', 200, 'g'],
    ['una cucharada de aceite', 1, 'tbsp'],
    ['una cucharadita de azúcar', 1, 'tsp'],
    ['una pieza de fruta', 1, 'piece'],
    ['un trozo de pizza', 1, 'piece'],
    ['un plato de paella', 1, 'plate'],
    ['una lata de atún', 1, 'can'],
    ['una botella de agua', 1, 'bottle'],
    ['ein Glas Milch', 1, 'glass'],
    ['eine Tasse Kaffee', 1, 'cup'],
    ['zwei Scheiben Brot', 2, 'slice'],
    ['drei Eier', 3, null],
    ['einen Apfel', 1, null],
    ['eine halbe Avocado', 0.5, null],
    ['halbe Banane', 0.5, null],
    ['ein paar Nüsse', 2, null],
    ['200 g Hähnchenbrust', 200, 'g'],
    ['200 Gramm Reis', 200, 'g'],
    ['2 EL Olivenöl', 2, 'tbsp'],
    ['1 Esslöffel Honig', 1, 'tbsp'],
    ['1 TL Zucker', 1, 'tsp'],
    ['ein Teelöffel Zucker', 1, 'tsp'],
    ['ein Stück Kuchen', 1, 'piece'],
    ['ein Teller Suppe', 1, 'plate'],
    ['eine Dose Cola', 1, 'can'],
    ['eine Flasche Wasser', 1, 'bottle'],
    ['ein Becher Joghurt', 1, 'pot'],
    ['eine Schüssel Müsli', 1, 'bowl'],
    ['zwei bis drei Kartoffeln', 2.5, null],
  ])('%s → %d %s', (text, quantity, unit) => {
    expect(amount(text)).toMatchObject({ quantity, unit });
  });

  it.each([
    ['un plátano pequeño', 'small'],
    ['una manzana grande', 'large'],
    ['ein kleiner Apfel', 'small'],
    ['ein großes Glas Milch', 'large'],
  ])('%s → %s', (text, size) => {
    expect(amountOf(text).size).toBe(size);
  });

  const parts = (text: string) => segments(text).map((s) => s.words.join(' '));
  it('splits on y, e, con, und and mit, and keeps "dos y medio" as a number', () => {
    expect(parts('pan y queso con jamón')).toEqual(['pan', 'queso', 'jamon']);
    expect(parts('Brot und Käse mit Schinken')).toEqual(['brot', 'kase', 'schinken']);
    expect(parts('dos y medio vasos de agua')).toEqual(['dos y medio vasos de agua']);
  });

  it('drops filler and the meal occasion', () => {
    expect(phrase(words('comí dos huevos para el desayuno')).foodWords).toEqual(['huevos']);
    expect(phrase(words('he comido una manzana')).foodWords).toEqual(['manzana']);
    expect(phrase(words('Ich habe zwei Eier zum Frühstück gegessen')).foodWords).toEqual(['eier']);
    expect(phrase(words('ich hatte einen Apfel')).foodWords).toEqual(['apfel']);
  });
});

describe('grams from portions', () => {
  const egg = [
    { description: '1 large', grams: 50 },
    { description: '1 small', grams: 38 },
    { description: '1 medium', grams: 44 },
  ];
  const wings = [{ description: '4 wings', grams: 120 }];
  const milk = [
    { description: '1 cup', grams: 244 },
    { description: '1 glass (8 fl oz)', grams: 244 },
  ];
  const resolve = (portions: { description: string; grams: number }[], text: string, drink = false) =>
    resolveGrams({ portions, drink, phraseWords: phrase(words(text)).foodWords }, amountOf(text));

  it('takes the first household portion when no amount is said', () => {
    expect(resolve(egg, 'egg')).toMatchObject({ grams: 50, portion: { label: '1 large', quantity: 1 } });
  });
  it('takes the portion of the size said', () => {
    expect(resolve(egg, '2 small eggs').grams).toBe(76);
    expect(resolve(egg, 'a medium egg').grams).toBe(44);
  });
  it('scales a size the food lacks from its own portion', () => {
    expect(resolve(wings, 'large wings').grams).toBe(150);
  });
  it('counts against a portion of several', () => {
    expect(resolve(wings, '3 chicken wings')).toMatchObject({
      grams: 90,
      portion: { label: '4 wings', quantity: 0.75 },
    });
  });
  it('weighs what the user weighed', () => {
    expect(resolve(egg, '120 g eggs')).toMatchObject({ grams: 120, portion: null, unit: 'g' });
    expect(resolve(egg, '2 oz eggs').grams).toBeCloseTo(56.7, 1);
  });
  it('turns a volume into grams through the food’s own cup portion', () => {
    expect(resolve(milk, '500 ml milk').grams).toBeCloseTo(515.6, 0);
    expect(resolve(milk, 'half a cup of milk').grams).toBe(122);
  });
  it('weighs a pint said outside the US as the imperial pint, through the food’s volume', () => {
    const withPint = [{ description: '1 pint', grams: 488 }, ...milk];
    const said = amountOf('a pint of milk');
    const food = { portions: withPint, drink: true, phraseWords: ['milk'] };
    // The food's own pint portion is a US pint (473 ml): it is the answer in the US only.
    expect(resolveGrams(food, said, 'us')).toMatchObject({ grams: 488, portion: { label: '1 pint', quantity: 1 } });
    expect(resolveGrams(food, said, 'imperial').grams).toBeCloseTo((568.261 / 473.176) * 488, 0);
    expect(resolveGrams({ ...food, portions: milk }, amountOf('2 pints of milk'), 'imperial').grams).toBeCloseTo(
      2 * (568.261 / 236.588) * 244,
      0,
    );
    expect(
      resolveGrams({ portions: [], drink: true, phraseWords: ['cider'] }, amountOf('a pint of cider'), 'imperial')
        .grams,
    ).toBe(568.3);
  });
  it('weighs a millilitre of a drink as a gram when it has no volume portion', () => {
    expect(resolve([{ description: '1 bottle', grams: 330 }], '250 ml kombucha', true).grams).toBe(250);
  });
  it('counts a food measured by the cup as its whole item when it has one', () => {
    const yogurt = [
      { description: '1 cup', grams: 245 },
      { description: '1 pot (170 g)', grams: 170 },
    ];
    expect(resolve(yogurt, 'a yogurt').grams).toBe(170);
    expect(resolve(yogurt, 'yogurt').grams).toBe(245);
    expect(
      resolve(
        [
          { description: '1 cup', grams: 240 },
          { description: '1 mug (12 fl oz)', grams: 360 },
        ],
        'a coffee',
      ).grams,
    ).toBe(240);
  });
  it('finds the household word among the food’s portions', () => {
    expect(resolve(milk, 'a glass of milk').portion?.label).toBe('1 glass (8 fl oz)');
  });
});

describe('the parser on the built-in foods', () => {
  let dataSource: DataSource;
  let parser: FoodParseService;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-parser-'));
  beforeAll(async () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    dataSource = await openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent', DATA_DIR: dataDir }).database);
    const foods = new FoodService(dataSource);
    await foods.loadBuiltin();
    parser = new FoodParseService(foods);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const names = (r: ParseResult) => r.items.map((i) => i.foodId);

  it('reads the issue’s sentence as three foods with portions', async () => {
    const r = await parser.parse('a bowl of cornflakes with semi-skimmed milk and a mug of tea');
    expect(names(r)).toEqual(['builtin-corn-flakes', 'builtin-semi-skimmed-milk', 'builtin-tea']);
    expect(r.items.every((i) => i.portion !== null && i.calories !== null)).toBe(true);
  });

  it('lets the longest food name win across and, with and on', async () => {
    expect(names(await parser.parse('fish and chips'))).toEqual(['builtin-fish-and-chips']);
    expect(names(await parser.parse('mac and cheese'))).toEqual(['builtin-macaroni-and-cheese']);
    expect(names(await parser.parse('corn on the cob'))).toEqual(['builtin-corn-on-the-cob']);
    expect(names(await parser.parse('almond butter on toast'))).toEqual(['builtin-almond-butter', 'builtin-toast']);
    expect(names(await parser.parse('egg fried rice'))).toEqual(['builtin-fried-rice']);
  });

  it('takes the built-in food named exactly, by name before alias', async () => {
    expect(names(await parser.parse('a bowl of dal'))).toEqual(['builtin-dal']);
    expect(names(await parser.parse('red lentils'))).toEqual(['builtin-lentils']);
    expect(names(await parser.parse('shepherds pie'))).toEqual(['builtin-shepherd-s-pie']);
  });

  it('reads everyday dishes and drinks as the built-in foods named for them', async () => {
    expect(names(await parser.parse('a tuna mayo sandwich'))).toEqual(['builtin-tuna-sandwich']);
    expect(names(await parser.parse('chicken stir fry with rice'))).toEqual([
      'builtin-chicken-stir-fry',
      'builtin-white-rice',
    ]);
    expect(names(await parser.parse('a philly cheesesteak'))).toEqual(['builtin-cheesesteak']);
    expect(names(await parser.parse('a gin and tonic'))).toEqual(['builtin-gin-and-tonic']);
    const shots = await parser.parse('2 shots of vodka');
    expect(shots.items).toMatchObject([{ foodId: 'builtin-vodka', quantity: 2, unit: 'shot', grams: 84 }]);
    // Foods named for what they are made with are one food, not the ingredient and the carrier.
    expect(names(await parser.parse('garlic bread'))).toEqual(['builtin-garlic-bread']);
    expect(names(await parser.parse('a bowl of egg noodles'))).toEqual(['builtin-egg-noodles']);
  });

  it('weighs a splash, a knob, a dash and a pinch from the food’s own spoons', async () => {
    const coffee = await parser.parse('2 cups of coffee with a splash of milk');
    expect(coffee.items[1]).toMatchObject({ foodId: 'builtin-whole-milk', grams: 15 });
    expect(coffee.unmatched).toEqual([]);
    expect((await parser.parse('a knob of butter')).items).toMatchObject([{ foodId: 'builtin-butter', grams: 14 }]);
    expect((await parser.parse('a pinch of salt')).items).toMatchObject([{ foodId: 'builtin-salt', grams: 0.4 }]);
    const [dash] = (await parser.parse('a dash of milk')).items;
    expect(dash!.grams).toBeLessThan(1);
  });

  it('reads a zero-sugar cola as the diet one', async () => {
    expect(names(await parser.parse('a can of coke zero'))).toEqual(['builtin-diet-cola']);
  });

  it('gives an amount with a unit to the food it measures, the last named when several do', async () => {
    const jam = await parser.parse('2 slices of jam toast');
    expect(jam.items).toMatchObject([
      { foodId: 'builtin-jam', text: 'jam', grams: 20 },
      { foodId: 'builtin-toast', text: '2 slices of jam toast', quantity: 2, unit: 'slice', grams: 54 },
    ]);
    const cheese = await parser.parse('2 slices of cheese toast');
    expect(cheese.items).toMatchObject([
      { foodId: 'builtin-cheddar-cheese', grams: 28 },
      { foodId: 'builtin-toast', quantity: 2, grams: 54 },
    ]);
    // A bare number counts the food said right after it.
    const eggs = await parser.parse('2 eggs bacon toast');
    expect(eggs.items).toMatchObject([
      { foodId: 'builtin-egg', quantity: 2 },
      { foodId: 'builtin-bacon', quantity: 1 },
      { foodId: 'builtin-toast', quantity: 1 },
    ]);
  });

  it('shows each of several foods said with no amount by its own words', async () => {
    const r = await parser.parse('honey toast');
    expect(r.items.map((i) => [i.foodId, i.text])).toEqual([
      ['builtin-honey', 'honey'],
      ['builtin-toast', 'toast'],
    ]);
  });

  it('reads words before a food its ingredients hold as what it is made with', async () => {
    expect(names(await parser.parse('a strawberry smoothie'))).toEqual(['builtin-smoothie']);
    expect(names(await parser.parse('lamb kebab'))).toEqual(['builtin-kebab']);
    expect(names(await parser.parse('cheese pizza'))).toEqual(['builtin-pizza']);
    // Toast holds no cheese, so cheese on toast is two foods.
    expect(names(await parser.parse('cheese toast'))).toEqual(['builtin-cheddar-cheese', 'builtin-toast']);
  });

  it('keeps the last words together when one word of three is the odd one out', async () => {
    const r = await parser.parse('chicken fried rice');
    expect(names(r)).toContain('builtin-fried-rice');
    expect(names(r)).not.toContain('builtin-fried-chicken');
  });

  it('reads two breads side by side as one bread, the first saying which', async () => {
    for (const [text, foodId, grams] of [
      ['sourdough toast', 'builtin-sourdough-bread', 48],
      ['3 slices of sourdough toast', 'builtin-sourdough-bread', 144],
      ['rye toast', 'builtin-rye-bread', 32],
      ['half an avocado on sourdough toast', 'builtin-sourdough-bread', 48],
    ] as const) {
      const r = await parser.parse(text);
      expect(r.items.filter((i) => i.foodId.endsWith('bread') || i.foodId === 'builtin-toast')).toMatchObject([
        { foodId, grams },
      ]);
      expect(r.unmatched).toEqual([]);
    }
  });

  it('never reads a word a built-in food is named by as a misspelling of another', async () => {
    // 'cake' names cakes: it is no misspelt 'coke' of 'rum and coke'.
    const rumCake = names(await parser.parse('a rum cake'));
    expect(rumCake).not.toContain('builtin-rum-and-cola');
    expect(rumCake.some((id) => id.endsWith('-cake'))).toBe(true);
    // Of a food's names, the one spelt as typed wins: 'brocoli' is broccoli's Spanish name.
    expect(names(await parser.parse('brocoli'))).toEqual(['builtin-broccoli']);
    expect(names(await parser.parse('rum and coke'))).toEqual(['builtin-rum-and-cola']);
  });

  it('reads a can or tin of a food as the canned food when there is one', async () => {
    const tin = await parser.parse('2 tins of tuna');
    expect(names(tin)).toEqual(['builtin-canned-tuna']);
    expect(tin.items[0]).toMatchObject({ quantity: 2, unit: 'can', grams: 330 });
    expect(tin.items[0]!.alternatives.map((a) => a.foodId)).toContain('builtin-tuna');
    expect(names(await parser.parse('a can of tuna'))).toEqual(['builtin-canned-tuna']);
    expect(names(await parser.parse('a tuna steak'))).toEqual(['builtin-tuna']);
    expect(names(await parser.parse('a can of cola'))).toEqual(['builtin-cola']);
  });

  it('tolerates misspellings and plurals as the search does', async () => {
    expect(names(await parser.parse('brocoli and strawberies'))).toEqual(['builtin-broccoli', 'builtin-strawberries']);
    expect(names(await parser.parse('bananas'))).toEqual(['builtin-banana']);
  });

  it('names a second food in the same words only by its whole name', async () => {
    const r = await parser.parse('a bacon sandwich');
    expect(names(r)).toEqual(['builtin-bacon']);
    expect(r.unmatched).toEqual(['sandwich']);
    expect(names(await parser.parse('eggs bacon toast'))).toEqual(['builtin-egg', 'builtin-bacon', 'builtin-toast']);
  });

  it('takes part of a phrase only for a food it names whole', async () => {
    const r = await parser.parse('tuna mayo sandwich');
    expect(names(r)).not.toContain('builtin-egg-sandwich');
    expect(names(await parser.parse('coffee w milk'))).toEqual(['builtin-coffee', 'builtin-whole-milk']);
  });

  it('lets one word of a phrase be the odd one out', async () => {
    const r = await parser.parse('chicken caesar wrap');
    expect(names(r)).toEqual(['builtin-chicken-wrap']);
    expect(r.unmatched).toEqual(['caesar']);
  });

  it('reads a short word inside a longer phrase as written, never as a misspelt other food', async () => {
    // 'beef' is not a misspelt 'beer', nor 'stir' a misspelt 'Stör' (sturgeon).
    for (const text of ['beef stir fry', 'a beef burger', 'beef tacos', 'tofu stir fry']) {
      const r = await parser.parse(text);
      expect(names(r)).not.toContain('builtin-beer');
      expect(names(r)).not.toContain('builtin-sturgeon');
      // The 'fry' of a stir fry is how it was made, not a singular of 'fries'.
      expect(names(r)).not.toContain('builtin-french-fries');
    }
    expect(names(await parser.parse('large fries'))).toEqual(['builtin-french-fries']);
    expect(names(await parser.parse('a fry up'))).toEqual(['builtin-full-english-breakfast']);
    expect(names(await parser.parse('a beer'))).toEqual(['builtin-beer']);
    // How a food was made is never a misspelt food: 'poached' is not 'peaches'.
    const poached = await parser.parse('a poached egg on toast');
    expect(names(poached)).toEqual(['builtin-egg', 'builtin-toast']);
    expect(poached.unmatched).toEqual(['poached']);
    // Longer words keep their spelling corrections inside a phrase.
    expect(names(await parser.parse('chiken caesar wrap'))).toEqual(['builtin-chicken-wrap']);
    expect(names(await parser.parse('grilled chiken salad'))).toEqual(['builtin-chicken-salad']);
  });

  it('reads a meal said aloud with the pauses speech leaves in it', async () => {
    const r = await parser.parse('um I had like two eggs and uh some toast');
    expect(r.items).toMatchObject([
      { foodId: 'builtin-egg', quantity: 2 },
      { foodId: 'builtin-toast', quantity: 1 },
    ]);
    expect(r.unmatched).toEqual([]);
    expect(names(await parser.parse('ähm zwei Brötchen'))).toEqual(['builtin-bread-roll']);
    expect(names(await parser.parse('pues, dos huevos'))).toEqual(['builtin-egg']);
  });

  it('reads food emoji as the words for them, each emoji of a row its own food', async () => {
    expect(words('2 🍕')).toEqual(['2', 'pizza']);
    expect(names(await parser.parse('🍔🍟🥤'))).toEqual([
      'builtin-cheeseburger',
      'builtin-french-fries',
      'builtin-cola',
    ]);
    expect(names(await parser.parse('☕️ with 🥛'))).toEqual(['builtin-coffee', 'builtin-whole-milk']);
    // Every emoji the parser knows names one built-in food, with no word left over.
    for (const emoji of Object.keys(FOOD_EMOJI)) {
      const r = await parser.parse(emoji);
      expect([r.items.length, r.unmatched], emoji).toEqual([1, []]);
    }
    const pizzas = await parser.parse('2 🍕 and a 🍺');
    expect(pizzas.items).toMatchObject([
      { foodId: 'builtin-pizza', quantity: 2 },
      { foodId: 'builtin-beer', quantity: 1 },
    ]);
  });

  it('gives an amount said on its own to the food before it', async () => {
    const r = await parser.parse('leftover pizza, 2 slices');
    expect(r.items).toMatchObject([{ foodId: 'builtin-pizza', quantity: 2, unit: 'slice', grams: 214 }]);
  });

  it('keeps the order the foods were said in, and the amount with the main food', async () => {
    const r = await parser.parse('2 grilled salmon with brown rice and broccoli');
    expect(names(r)).toEqual(['builtin-grilled-salmon', 'builtin-brown-rice', 'builtin-broccoli']);
    expect(r.items[0]).toMatchObject({ quantity: 2, grams: 308 });
  });

  it('reads meals said in Spanish and German', async () => {
    const read = async (text: string) =>
      (await parser.parse(text)).items.map(({ foodId, quantity, unit }) => ({ foodId, quantity, unit }));
    expect(await read('dos huevos')).toEqual([{ foodId: 'builtin-egg', quantity: 2, unit: null }]);
    expect(await read('ein Glas Milch')).toEqual([{ foodId: 'builtin-whole-milk', quantity: 1, unit: 'glass' }]);
    expect(await read('medio aguacate')).toEqual([{ foodId: 'builtin-avocado', quantity: 0.5, unit: null }]);
    expect(await read('un vaso de leche')).toEqual([{ foodId: 'builtin-whole-milk', quantity: 1, unit: 'glass' }]);
    expect(await read('200 g Hähnchenbrust')).toEqual([{ foodId: 'builtin-chicken-breast', quantity: 200, unit: 'g' }]);
    expect(await read('zwei Scheiben Brot und ein Apfel')).toEqual([
      { foodId: 'builtin-white-bread', quantity: 2, unit: 'slice' },
      { foodId: 'builtin-apple', quantity: 1, unit: null },
    ]);
    expect(await read('huevos revueltos')).toEqual([{ foodId: 'builtin-scrambled-eggs', quantity: 1, unit: null }]);
    expect(await read('dos rebanadas de pan y un plátano')).toEqual([
      { foodId: 'builtin-white-bread', quantity: 2, unit: 'slice' },
      { foodId: 'builtin-banana', quantity: 1, unit: null },
    ]);
    expect(await read('Ich habe zum Frühstück zwei Aepfel gegessen')).toEqual([
      { foodId: 'builtin-apple', quantity: 2, unit: null },
    ]);
    // A name that holds 'con' or 'mit' stays one food.
    expect(await read('café con leche')).toEqual([{ foodId: 'builtin-latte', quantity: 1, unit: null }]);
    expect(await read('Nudeln mit Pesto')).toEqual([{ foodId: 'builtin-pesto-pasta', quantity: 1, unit: null }]);
  });

  it('reads a generic word as the same food in every language, never as a special kind of it', async () => {
    // 'cheese' is cheddar in English, so 'queso' and 'Käse' are too, not vegan cheese.
    for (const text of ['cheese', 'un trozo de queso', 'ein Stück Käse'])
      expect(names(await parser.parse(text))).toEqual(['builtin-cheddar-cheese']);
    // 'chicken' is roast chicken; 'pollo' was read as chicken curry.
    for (const text of ['chicken', 'pollo', 'Hähnchen'])
      expect(names(await parser.parse(text))).toEqual(['builtin-roast-chicken']);
    expect(names(await parser.parse('Brot mit Käse'))).toEqual(['builtin-white-bread', 'builtin-cheddar-cheese']);
    expect(names(await parser.parse('Veganer Käse'))).toEqual(['builtin-vegan-cheese']);
    // A plain roll is bread, not a cinnamon roll; a drink or a dish said by its everyday name is one food.
    expect(names(await parser.parse('tomato soup and a roll'))).toEqual(['builtin-tomato-soup', 'builtin-bread-roll']);
    expect(names(await parser.parse('a cinnamon roll'))).toEqual(['builtin-cinnamon-roll']);
    expect(names(await parser.parse('chai latte'))).toEqual(['builtin-milk-tea']);
    expect(names(await parser.parse('grilled cheese'))).toEqual(['builtin-grilled-cheese-sandwich']);
  });

  it('reads wholemeal toast as wholemeal bread, its slices weighed as bread', async () => {
    for (const text of ['whole wheat toast', 'brown toast', 'tostada integral', 'Vollkorntoast']) {
      const r = await parser.parse(text);
      expect(names(r)).toEqual(['builtin-whole-wheat-bread']);
      expect(r.unmatched).toEqual([]);
    }
    const [slices] = (await parser.parse('two slices of wholemeal toast')).items;
    expect(slices).toMatchObject({ foodId: 'builtin-whole-wheat-bread', quantity: 2, unit: 'slice', grams: 64 });
  });

  it('weighs Spanish and German amounts from the food’s own portions', async () => {
    const [milk] = (await parser.parse('ein Glas Milch')).items;
    const [glass] = (await parser.parse('a glass of milk')).items;
    expect(milk!.grams).toBe(glass!.grams);
    const [avocado] = (await parser.parse('medio aguacate')).items;
    const [half] = (await parser.parse('half an avocado')).items;
    expect(avocado!.grams).toBe(half!.grams);
  });

  it('lists words that name no food, and finds nothing in nonsense', async () => {
    const r = await parser.parse('the quick brown fox');
    expect(r.items).toEqual([]);
    expect(r.unmatched.join(' ')).toContain('fox');
  });

  it('refuses blank and over-long text with a clear message', async () => {
    await expect(parser.parse('   ')).rejects.toThrow(/Type what you ate/);
    await expect(parser.parse('x'.repeat(501))).rejects.toThrow(/at most 500 characters/);
  });

  it('names the labelled sentences’ foods with their grams (≥ 95%), and nothing in nonsense', async () => {
    expect(LABELLED_SENTENCES.length).toBeGreaterThanOrEqual(200);
    const score = await scoreParser(parser);
    expect(score.right / score.foods, score.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(score.nonsense).toBeGreaterThanOrEqual(10);
    expect(score.nonsenseFound, score.misses.join('\n')).toBe(0);
  });
});
