/**
 * A typed or spoken meal, split into phrases of one food each with the amount the words give.
 * Pure text rules: no database, so every case is unit-testable.
 */

/** Units with a fixed size: grams per unit for weights, millilitres per unit for volumes. */
export const MASS_UNITS: Record<string, number> = { g: 1, kg: 1000, oz: 28.3495, lb: 453.592 };
export const VOLUME_UNITS: Record<string, number> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  tsp: 4.92892,
  tbsp: 14.7868,
  // The cook's smallest measures: a dash is an eighth of a teaspoon, a pinch a sixteenth.
  dash: 0.616115,
  pinch: 0.308057,
  'fl oz': 29.5735,
  cup: 236.588,
  // The US pint (16 US fl oz), as the food tables' portions mean it; a pint said outside the US is
  // the imperial one (`PINT_ML`).
  pint: 473.176,
};
/**
 * The two pints: the US one (473 ml) and the imperial one the UK and Ireland serve drinks in (568 ml).
 * A pint that someone says is the one of where they are; a pint in a food's portion table is
 * always the US one (the tables are American).
 */
export const PINT_ML = { us: VOLUME_UNITS.pint!, imperial: 568.261 } as const;
export type Pint = keyof typeof PINT_ML;
/** Words for a vessel or a share of a food: their grams come from the food's own portions. */
export const HOUSEHOLD_UNITS = [
  'slice',
  'piece',
  'glass',
  'mug',
  'can',
  'bottle',
  'bowl',
  'plate',
  'pot',
  'handful',
  'serving',
  'scoop',
  'bar',
  'packet',
  'jar',
  'shot',
  'stick',
  'wedge',
  'square',
] as const;
export type HouseholdUnit = (typeof HOUSEHOLD_UNITS)[number];
export type Unit = keyof typeof MASS_UNITS | keyof typeof VOLUME_UNITS | HouseholdUnit;
export type Size = 'small' | 'medium' | 'large';

/** Every spelling of a unit, plural and spelt out, mapped to its canonical name. */
const UNIT_WORDS: Record<string, Unit> = {};
const addUnit = (unit: Unit, ...words: string[]) => {
  for (const word of [unit, ...words]) UNIT_WORDS[word] = unit;
};
addUnit('g', 'gs', 'gr', 'grs', 'gram', 'grams', 'gramme', 'grammes', 'gm', 'gms');
addUnit('kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes');
addUnit('oz', 'ozs', 'ounce', 'ounces');
addUnit('lb', 'lbs', 'pound', 'pounds');
addUnit('ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters');
addUnit('cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters');
addUnit('dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters');
addUnit('l', 'litre', 'litres', 'liter', 'liters', 'ltr', 'ltrs');
addUnit('tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls', 'tspn');
addUnit(
  'tbsp',
  'tbsps',
  'tbs',
  'tbl',
  'tablespoon',
  'tablespoons',
  'tablespoonful',
  'tablespoonfuls',
  'spoon',
  'spoons',
  'spoonful',
  'spoonfuls',
);
addUnit('cup', 'cups', 'cupful', 'cupfuls');
addUnit('fl oz', 'floz');
addUnit('pint', 'pints', 'pt', 'pts');
addUnit('slice', 'slices', 'rasher', 'rashers');
addUnit('piece', 'pieces', 'pc', 'pcs');
addUnit('glass', 'glasses');
addUnit('mug', 'mugs', 'mugful');
addUnit('can', 'cans', 'tin', 'tins');
addUnit('bottle', 'bottles');
addUnit('bowl', 'bowls', 'bowlful');
addUnit('plate', 'plates', 'plateful', 'platefuls');
addUnit('pot', 'pots', 'tub', 'tubs');
addUnit('handful', 'handfuls');
addUnit('serving', 'servings', 'portion', 'portions', 'helping', 'helpings');
addUnit('scoop', 'scoops');
addUnit('bar', 'bars');
addUnit('packet', 'packets', 'pack', 'packs', 'bag', 'bags', 'sachet', 'sachets');
addUnit('jar', 'jars');
addUnit('shot', 'shots');
addUnit('stick', 'sticks');
addUnit('wedge', 'wedges');
addUnit('square', 'squares');
// A little of a food, said as a cook says it: a splash, a dollop or a knob is weighed as a
// tablespoon of the food, a drizzle as a teaspoon.
addUnit('tbsp', 'splash', 'splashes', 'dollop', 'dollops', 'knob', 'knobs');
addUnit('tsp', 'drizzle', 'drizzles');
addUnit('dash', 'dashes');
addUnit('pinch', 'pinches');
// Spanish and German, as the words parser reads them (accents and umlauts removed, 'ß' as 'ss').
// 'EL' and 'TL' (German tablespoon, teaspoon) are units only after a number: 'el' is also
// Spanish for 'the'.
addUnit('g', 'gramo', 'gramos', 'gramm', 'grammes');
addUnit('kg', 'kilogramo', 'kilogramos', 'kilogramm');
addUnit('ml', 'mililitro', 'mililitros');
addUnit('cl', 'centilitro', 'centilitros');
addUnit('l', 'litro', 'litros');
addUnit('oz', 'onza', 'onzas');
addUnit('lb', 'libra', 'libras');
addUnit('tsp', 'cucharadita', 'cucharaditas', 'teeloffel', 'teeloeffel', 'tl');
addUnit('tbsp', 'cucharada', 'cucharadas', 'essloffel', 'essloeffel', 'el');
addUnit('cup', 'taza', 'tazas', 'tasse', 'tassen');
addUnit('slice', 'rebanada', 'rebanadas', 'loncha', 'lonchas', 'rodaja', 'rodajas', 'scheibe', 'scheiben');
addUnit('piece', 'pieza', 'piezas', 'trozo', 'trozos', 'pedazo', 'pedazos', 'stuck', 'stueck', 'stucke', 'stuecke');
addUnit('glass', 'vaso', 'vasos', 'copa', 'copas', 'glas', 'glaser', 'glaeser');
addUnit('can', 'lata', 'latas', 'dose', 'dosen');
addUnit('tbsp', 'chorrito', 'chorritos', 'chorro', 'schuss', 'klecks');
addUnit('pinch', 'pizca', 'pizcas', 'prise', 'prisen');
addUnit('bottle', 'botella', 'botellas', 'botellin', 'flasche', 'flaschen');
addUnit(
  'bowl',
  'tazon',
  'tazones',
  'bol',
  'boles',
  'cuenco',
  'cuencos',
  'schussel',
  'schuessel',
  'schusseln',
  'schuesseln',
  'schale',
  'schalen',
);
addUnit('plate', 'plato', 'platos', 'teller');
addUnit('pot', 'tarrina', 'tarrinas', 'becher');
addUnit('handful', 'punado', 'punados', 'handvoll');
addUnit('serving', 'porcion', 'porciones', 'racion', 'raciones', 'portionen');
addUnit('scoop', 'kugel', 'kugeln');
addUnit('packet', 'paquete', 'paquetes', 'bolsa', 'bolsas', 'packung', 'packungen', 'tute', 'tuete');
addUnit('jar', 'tarro', 'tarros');
addUnit('shot', 'chupito', 'chupitos');

const SIZE_WORDS: Record<string, Size> = {
  small: 'small',
  little: 'small',
  smallish: 'small',
  medium: 'medium',
  regular: 'medium',
  normal: 'medium',
  average: 'medium',
  large: 'large',
  thick: 'large',
  thin: 'small',
  big: 'large',
  biggish: 'large',
  huge: 'large',
  jumbo: 'large',
  pequeno: 'small',
  pequena: 'small',
  pequenos: 'small',
  pequenas: 'small',
  chico: 'small',
  chica: 'small',
  mediano: 'medium',
  mediana: 'medium',
  medianos: 'medium',
  medianas: 'medium',
  grande: 'large',
  grandes: 'large',
  gran: 'large',
  klein: 'small',
  kleine: 'small',
  kleinen: 'small',
  kleiner: 'small',
  kleines: 'small',
  mittel: 'medium',
  mittlere: 'medium',
  mittleren: 'medium',
  mittlerer: 'medium',
  mittleres: 'medium',
  mittelgross: 'medium',
  gross: 'large',
  grosse: 'large',
  grossen: 'large',
  grosser: 'large',
  grosses: 'large',
};

/** Spanish size words, which follow the food they size. */
const TRAILING_SIZE_WORDS = new Set(
  'pequeno pequena pequenos pequenas chico chica mediano mediana medianos medianas grande grandes'.split(' '),
);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  third: 1 / 3,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  docena: 12,
  medio: 0.5,
  media: 0.5,
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  einer: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwolf: 12,
  zwoelf: 12,
  dutzend: 12,
  halb: 0.5,
  halbe: 0.5,
  halben: 0.5,
  halber: 0.5,
  halbes: 0.5,
  eineinhalb: 1.5,
  anderthalb: 1.5,
  zweieinhalb: 2.5,
};
/** Articles that belong to a following half ('ein halbes Brötchen', 'eine halbe Tasse'). */
const ARTICLES_OF_HALF = new Set(['ein', 'eine', 'einen', 'einem', 'einer']);
const HALF_WORDS = new Set(['half', 'quarter', 'halb', 'halbe', 'halben', 'halber', 'halbes']);
/** Words that join the two ends of a range ('2 to 3', 'dos o tres', 'zwei bis drei'). */
const RANGE_WORDS = new Set(['to', 'or', 'o', 'u', 'oder', 'bis']);

/** Words that say what happened, when or how much liked: never part of a food. */
const FILLER = new Set(
  (
    'i im ive id we me my our you just only had have has having ate eat eaten eating drank drunk got get ' +
    'some of the for this that these those today tonight yesterday morning afternoon evening earlier later ' +
    'then also about around approx approximately roughly like maybe probably perhaps bit lot lots really very ' +
    'quite delicious yummy nice tasty lovely ok okay please log add added and or with on plus at in was were ' +
    'it its is are be been s ve d m ll x a an ' +
    // What speech puts between the words: 'um, I had, uh, two eggs'.
    'um umm uh uhh uhm er erm hmm ah oh eh yeah so ' +
    // Spanish: what was eaten or drunk, when, the articles and 'de' ('un vaso de leche').
    'yo comi he hemos ha comido comimos bebi bebido tome tomado tomamos desayune almorce cene merende ' +
    'hoy ayer esta este manana tarde noche el la lo los las unos unas algo algun alguna algunos algunas ' +
    'poco poquito mi mis de del al para en por solo tambien casi aproximadamente ' +
    // German: the same, and the articles that are not also 'one' ('der', 'die', 'das').
    'ich wir hatte hatten habe hab haben hat gegessen getrunken ass assen trank esse trinke ' +
    'heute gestern fruh morgens mittags abends der die das den dem des mein meine meinen meinem ' +
    'etwas noch dazu auch ungefahr ungefaehr circa ca zum zur beim im am als war ahm naja pues bueno'
  ).split(' '),
);
/** A meal named as the occasion ('for breakfast') rather than as a food. */
const OCCASION =
  /\b(?:for|at|as|during|after|before)\s+(?:my\s+|a\s+|an\s+|the\s+)?(?:breakfast|brekkie|lunch|dinner|supper|brunch|tea|snack|dessert|pudding|elevenses|lunchtime|dinnertime|work|school)\b/g;
/** A meal named as a heading ('Dinner:', 'lunch was', 'snack -'). */
const MEAL_LABEL = /\b(?:breakfast|brekkie|lunch|dinner|supper|brunch|snack|dessert)\s*(?:was|were|is|:|-|–)/g;
const TIME_OF_DAY = /\b(?:this|last|in\s+the)\s+(?:morning|afternoon|evening|night)\b/g;
/** The same in Spanish ('para el desayuno', 'en la cena', 'desayuno:') and German ('zum Frühstück'). */
const OCCASION_ES =
  /\b(?:para|en|de|como|durante|despues\s+del?|antes\s+del?)\s+(?:el\s+|la\s+|mi\s+)?(?:desayuno|almuerzo|comida|cena|merienda|brunch|postre|aperitivo|tentempie|picoteo)\b/g;
const OCCASION_DE =
  /\b(?:zum|zur|als|beim|fur|fuer|furs|fuers|nach\s+dem|vor\s+dem)\s+(?:das\s+|den\s+|mein\s+|meinem\s+)?(?:fruhstuck|fruehstueck|mittagessen|mittag|abendessen|abendbrot|nachtisch|dessert|snack|brunch|imbiss|zwischenmahlzeit|vesper|jause)\b/g;
const MEAL_LABEL_ES_DE =
  /\b(?:desayuno|almuerzo|cena|merienda|fruhstuck|fruehstueck|mittagessen|abendessen|abendbrot)\s*(?:fue|war|:|-|–)/g;
const TIME_OF_DAY_ES_DE =
  /\b(?:esta|por\s+la|en\s+la)\s+(?:manana|tarde|noche)\b|\b(?:heute|gestern)\s+(?:morgen|fruh|mittag|nachmittag|abend)\b/g;

/** Separators that always end a food. */
const HARD_SEPARATORS = new Set([
  ...[',', ';', '\n', '.', '!', '?', 'plus', 'then', 'also', '+', '/'],
  ...['luego', 'despues', 'ademas', 'dann', 'danach', 'ausserdem'],
]);
/**
 * Separators that end a food unless a food's name spans them ('fish and chips', 'corn on the
 * cob', 'café con leche', 'Nudeln mit Pesto').
 */
export const SOFT_SEPARATORS = new Set(['and', 'with', 'on', 'n', 'y', 'e', 'con', 'und', 'mit']);

const VULGAR: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/**
 * Food emoji, read as the word a person would type for them ('2 🍕' is '2 pizza'). Only emoji whose
 * word names one food of the built-in list; the others stay unread, like any word the parser does
 * not know.
 */
export const FOOD_EMOJI: Record<string, string> = {
  '🍏': 'apple',
  '🍎': 'apple',
  '🍐': 'pear',
  '🍊': 'orange',
  '🍋': 'lemon',
  '🍌': 'banana',
  '🍉': 'watermelon',
  '🍇': 'grapes',
  '🍓': 'strawberries',
  '🫐': 'blueberries',
  '🍈': 'melon',
  '🍒': 'cherries',
  '🍑': 'peach',
  '🥭': 'mango',
  '🍍': 'pineapple',
  '🥥': 'coconut',
  '🥝': 'kiwi',
  '🍅': 'tomato',
  '🍆': 'aubergine',
  '🥑': 'avocado',
  '🥦': 'broccoli',
  '🥬': 'lettuce',
  '🥒': 'cucumber',
  '🫑': 'bell pepper',
  '🌽': 'corn on the cob',
  '🥕': 'carrot',
  '🧄': 'garlic',
  '🧅': 'onion',
  '🥔': 'potato',
  '🍠': 'sweet potato',
  '🍄': 'mushrooms',
  '🫒': 'olives',
  '🫘': 'beans',
  '🌰': 'chestnuts',
  '🥜': 'peanuts',
  '🥐': 'croissant',
  '🥯': 'bagel',
  '🍞': 'bread',
  '🥖': 'baguette',
  '🥨': 'pretzel',
  '🥞': 'pancakes',
  '🧇': 'waffles',
  '🥣': 'cereal',
  '🧀': 'cheese',
  '🥚': 'egg',
  '🍳': 'fried egg',
  '🧈': 'butter',
  '🥛': 'milk',
  '🍯': 'honey',
  '🧂': 'salt',
  '🥓': 'bacon',
  '🥩': 'steak',
  '🍗': 'chicken',
  '🌭': 'hot dog',
  '🍔': 'burger',
  '🍟': 'fries',
  '🍕': 'pizza',
  '🌮': 'taco',
  '🌯': 'burrito',
  '🥙': 'kebab',
  '🧆': 'falafel',
  '🥗': 'salad',
  '🍝': 'spaghetti',
  '🍜': 'ramen',
  '🍲': 'stew',
  '🍛': 'curry',
  '🥘': 'paella',
  '🍣': 'sushi',
  '🍙': 'onigiri',
  '🥟': 'dumplings',
  '🍤': 'shrimp',
  '🦐': 'shrimp',
  '🦪': 'oysters',
  '🦞': 'lobster',
  '🦀': 'crab',
  '🍚': 'rice',
  '🥮': 'mooncake',
  '🍨': 'ice cream',
  '🍦': 'ice cream',
  '🥧': 'pie',
  '🍰': 'cake',
  '🎂': 'cake',
  '🍮': 'custard',
  '🍬': 'candy',
  '🍫': 'chocolate',
  '🍿': 'popcorn',
  '🍩': 'doughnut',
  '🍪': 'cookie',
  '☕': 'coffee',
  '🍵': 'tea',
  '🧃': 'juice',
  '🥤': 'soda',
  '🧋': 'bubble tea',
  '🍺': 'beer',
  '🍻': 'beer',
  '🍷': 'wine',
};
const EMOJI_ALTERNATIVES = Object.keys(FOOD_EMOJI).join('|');
/** Two emoji in a row are two foods ('🍕🍺'), whatever spaces are between them. */
const EMOJI_PAIR = new RegExp(`(${EMOJI_ALTERNATIVES})\\s*(?=${EMOJI_ALTERNATIVES})`, 'gu');
const EMOJI = new RegExp(EMOJI_ALTERNATIVES, 'gu');

/** Lower-case words, numbers and separators; digits split from units ('200g' → '200 g'). */
export function words(text: string): string[] {
  let t = text
    // An emoji's variation selector ('☕️') says how to draw it, not what it is.
    .replace(/\uFE0F/g, '')
    .replace(EMOJI_PAIR, '$1 , ')
    .replace(EMOJI, (emoji) => ` ${FOOD_EMOJI[emoji]} `)
    .replace(/[½¼¾⅓⅔⅛⅜⅝⅞]/g, (c) => ` ${VULGAR[c]} `)
    .replace(/⁄/g, '/')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\r/g, '')
    .replace(/&/g, ' and ')
    .replace(/\bw\/\s*/g, ' with ')
    .replace(/(^|\s)w(?=\s)/g, '$1with')
    .replace(/\bfl\.?\s*oz\.?\b/g, ' floz ')
    .replace(/\bfluid\s+ounces?\b/g, ' floz ')
    .replace(OCCASION, ' , ')
    .replace(MEAL_LABEL, ' , ')
    .replace(TIME_OF_DAY, ' ')
    .replace(OCCASION_ES, ' , ')
    .replace(OCCASION_DE, ' , ')
    .replace(MEAL_LABEL_ES_DE, ' , ')
    .replace(TIME_OF_DAY_ES_DE, ' ')
    // A comma inside a number is a thousands separator; a decimal comma needs one or two digits after.
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/(\d)\s*[-–—]\s*(\d)/g, '$1 to $2')
    .replace(/(\d)\s*[x×]\b/g, '$1 ')
    .replace(/\b[x×]\s*(\d)/g, ' $1')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/['’`]/g, ' ')
    .replace(/[^a-z0-9\n,;.!?+/ ]/g, ' ')
    .replace(/([a-z])\.(?=[a-z ])/g, '$1 ');
  t = t.replace(/(\d+(?:\.\d+)?(?:\/\d+)?)|([a-z]+)|(\n)|([,;.!?+/])/g, ' $& ');
  return t
    .split(/[ \t]+/)
    .filter(Boolean)
    .map((w) => (w === 'floz' ? 'fl oz' : w));
}

/** A number token: '2', '1.5', '3/4'. */
function numberValue(word: string | undefined): number | null {
  if (word === undefined) return null;
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  const fraction = /^(\d+)\/(\d+)$/.exec(word);
  if (fraction && Number(fraction[2]) > 0) return Number(fraction[1]) / Number(fraction[2]);
  return null;
}

/** One number at `i` with how many words it took: '1 1/2', 'two and a half', 'half a', 'a couple of'. */
function readNumber(ws: string[], i: number): { value: number; length: number } | null {
  const w = ws[i];
  if (w === undefined) return null;
  let value: number | null = numberValue(w);
  let length = 1;
  if (value === null) {
    if ((w === 'a' || w === 'an') && ws[i + 1] === 'couple') {
      value = 2;
      length = ws[i + 2] === 'of' ? 3 : 2;
    } else if (w === 'couple') {
      value = 2;
      length = ws[i + 1] === 'of' ? 2 : 1;
    } else if ((w === 'a' || w === 'an') && ws[i + 1] === 'few') {
      value = 3;
      length = ws[i + 2] === 'of' ? 3 : 2;
    } else if ((w === 'a' || w === 'an') && (ws[i + 1] === 'half' || ws[i + 1] === 'quarter')) {
      value = NUMBER_WORDS[ws[i + 1]!]!;
      length = 2;
    } else if ((w === 'un' && ws[i + 1] === 'par') || (w === 'ein' && ws[i + 1] === 'paar')) {
      // 'un par de huevos', 'ein paar Nüsse': a couple.
      value = 2;
      length = ws[i + 2] === 'de' ? 3 : 2;
    } else if (ARTICLES_OF_HALF.has(w) && HALF_WORDS.has(ws[i + 1] ?? '')) {
      value = 0.5;
      length = 2;
    } else if (w === 'a' || w === 'an' || w === 'single') {
      value = 1;
    } else if (w in NUMBER_WORDS) {
      value = NUMBER_WORDS[w]!;
    } else {
      return null;
    }
  }
  // A whole number and a fraction: '1 1/2'.
  const next = ws[i + length];
  if (next !== undefined && /^\d+\/\d+$/.test(next) && Number.isInteger(value)) {
    value += numberValue(next)!;
    length += 1;
  }
  // 'two and a half', '1 and a quarter'.
  if (ws[i + length] === 'and' && (ws[i + length + 1] === 'a' || ws[i + length + 1] === 'an')) {
    const part = ws[i + length + 2];
    if (part === 'half' || part === 'quarter') {
      value += NUMBER_WORDS[part]!;
      length += 3;
    }
  }
  // 'dos y medio', 'una y media'.
  if (ws[i + length] === 'y' && (ws[i + length + 1] === 'medio' || ws[i + length + 1] === 'media')) {
    value += 0.5;
    length += 2;
  }
  // 'half a cup': the article belongs to the number.
  if ((w === 'half' || w === 'quarter') && (ws[i + length] === 'a' || ws[i + length] === 'an')) length += 1;
  // 'half a dozen', 'a dozen'.
  if (ws[i + length] === 'dozen' && w !== 'dozen') {
    value *= 12;
    length += 1;
  }
  return { value, length };
}

/** A quantity, possibly a range taken at its middle: '2-3', '2 to 3', 'two or three'. */
function readQuantity(ws: string[], i: number): { value: number; length: number } | null {
  const first = readNumber(ws, i);
  if (!first) return null;
  const joiner = ws[i + first.length];
  if (joiner !== undefined && RANGE_WORDS.has(joiner)) {
    const second = readNumber(ws, i + first.length + 1);
    if (second && second.value > first.value && ws[i + first.length + 1] !== 'a') {
      return { value: (first.value + second.value) / 2, length: first.length + 1 + second.length };
    }
  }
  return first;
}

/** What a phrase's words say about the amount. */
export interface Amount {
  /** The number said; null when none was. */
  quantity: number | null;
  unit: Unit | null;
  size: Size | null;
}

export interface Phrase {
  /** The words the phrase came from, as typed (normalised spacing). */
  text: string;
  /** The words that should name a food, filler removed. */
  foodWords: string[];
  amount: Amount;
}

/** Reads quantity, size and unit starting at `i`; answers the amount and where the food words begin. */
function readAmount(ws: string[], i: number): { amount: Amount; next: number } {
  const amount: Amount = { quantity: null, unit: null, size: null };
  let j = i;
  // Leading filler before the amount: 'I had a', 'some'.
  while (j < ws.length && FILLER.has(ws[j]!) && !readNumber(ws, j)) j += 1;
  // 'a 12 oz steak', 'an 8 oz glass of milk': the article stands for the one thing the measure after
  // it weighs, so the measure is the amount.
  if ((ws[j] === 'a' || ws[j] === 'an') && isMeasure(ws, j + 1)) j += 1;
  const quantity = readQuantity(ws, j);
  if (quantity) {
    amount.quantity = quantity.value;
    j += quantity.length;
  }
  for (let guard = 0; guard < 3 && j < ws.length; guard += 1) {
    const w = ws[j]!;
    if (SIZE_WORDS[w] && !amount.size) {
      amount.size = SIZE_WORDS[w];
      j += 1;
    } else if (UNIT_WORDS[w] && !amount.unit && (amount.quantity !== null || isStrongUnit(w))) {
      amount.unit = UNIT_WORDS[w];
      j += 1;
      if (ws[j] === 'of' || ws[j] === 'de') j += 1;
    } else if (isMeasureUnit(amount.unit) && UNIT_WORDS[w] && !isMeasureUnit(UNIT_WORDS[w])) {
      // The vessel a measure came in ('500 ml bottle of water', '8 oz glass'): the measure says how much.
      j += 1;
      if (ws[j] === 'of' || ws[j] === 'de') j += 1;
    } else if (w === 'of' || w === 'size' || w === 'sized') {
      j += 1;
    } else break;
  }
  return { amount, next: j };
}

export const isMass = (unit: Unit | null | undefined) => unit != null && unit in MASS_UNITS;
export const isVolume = (unit: Unit | null | undefined) => unit != null && unit in VOLUME_UNITS;
/** A unit of fixed size, a weight or a volume; every other unit is a vessel or a share. */
const isMeasureUnit = (unit: Unit | null | undefined) => isMass(unit) || isVolume(unit);

/** Whether the words at `i` are a number and a weight or volume ('12 oz', '500 ml'). */
function isMeasure(ws: string[], i: number): boolean {
  if (ws[i] === undefined || numberValue(ws[i]!) === null) return false;
  const quantity = readQuantity(ws, i);
  return quantity !== null && isMeasureUnit(UNIT_WORDS[ws[i + quantity.length] ?? '']);
}

/** A unit word that still means a unit with no number before it ('bowl of', 'glass of'), never a food word. */
const isStrongUnit = (w: string) => w.length > 2 && UNIT_WORDS[w] !== undefined && !['can', 'tin', 'bar'].includes(w);

/** A trailing amount: 'chicken 200g', 'coffee x2', 'pizza 2 slices'. */
function readTrailingAmount(ws: string[]): { amount: Amount; length: number } | null {
  for (let start = Math.max(0, ws.length - 4); start < ws.length; start += 1) {
    if (!readNumber(ws, start) || ['a', 'an', 'half', 'quarter'].includes(ws[start]!)) continue;
    const { amount, next } = readAmount(ws, start);
    if (next === ws.length && amount.quantity !== null) return { amount, length: ws.length - start };
  }
  return null;
}

/** Splits on hard separators, keeps soft ones as their own entries so names that span them can be rejoined. */
export function segments(text: string): { words: string[]; separator: string | null }[] {
  const ws = words(text);
  const out: { words: string[]; separator: string | null }[] = [];
  let current: string[] = [];
  const flush = (separator: string | null) => {
    if (current.length > 0) out.push({ words: current, separator });
    else if (out.length > 0 && separator && HARD_SEPARATORS.has(separator)) out[out.length - 1]!.separator = separator;
    current = [];
  };
  for (let i = 0; i < ws.length; i += 1) {
    const w = ws[i]!;
    // 'two and a half', 'dos y medio' are a number, not two foods.
    const half =
      (w === 'and' && (ws[i + 1] === 'a' || ws[i + 1] === 'an') && ['half', 'quarter'].includes(ws[i + 2] ?? '')) ||
      (w === 'y' && (ws[i + 1] === 'medio' || ws[i + 1] === 'media'));
    if (half) {
      const before = ws[i - 1];
      if (before !== undefined && (numberValue(before) !== null || before in NUMBER_WORDS)) {
        current.push(w);
        continue;
      }
    }
    // '1/2' is a fraction; a slash between words ('tea/coffee') separates.
    if (HARD_SEPARATORS.has(w) || SOFT_SEPARATORS.has(w)) flush(w);
    else current.push(w);
  }
  flush(null);
  return out;
}

/** The amount and food words of one food's words. */
export function phrase(ws: string[]): Phrase {
  const { amount, next } = readAmount(ws, 0);
  let rest = ws.slice(next);
  if (amount.quantity === null && amount.unit === null) {
    const trailing = readTrailingAmount(rest);
    if (trailing) {
      rest = rest.slice(0, rest.length - trailing.length);
      amount.quantity = trailing.amount.quantity;
      amount.unit = trailing.amount.unit;
      amount.size = amount.size ?? trailing.amount.size;
    }
  }
  // Spanish says the size after the food ('un plátano pequeño').
  const last = rest[rest.length - 1];
  if (amount.size === null && rest.length > 1 && last !== undefined && TRAILING_SIZE_WORDS.has(last)) {
    amount.size = SIZE_WORDS[last]!;
    rest = rest.slice(0, -1);
  }
  // A size or unit word after the food ('eggs large', 'pizza slices') still counts, when the
  // remaining words still name something.
  const foodWords = rest.filter((w) => isFoodWord(w));
  return { text: ws.join(' '), foodWords, amount };
}

/**
 * A word's singular, for comparing words ('berries' → 'berry', 'sandwiches' → 'sandwich', 'eggs' →
 * 'egg'). A word of three letters keeps its 's': German 'Eis' (ice cream) is not a plural of 'Ei'.
 */
export const singular = (w: string) =>
  w.length <= 3
    ? w
    : w
        .replace(/ies$/, 'y')
        .replace(/(ches|shes|xes|sses|oes)$/, (m) => m.slice(0, -2))
        .replace(/([^s])s$/, '$1');

/** Whether a word carries meaning for a food (not filler, a number or a separator). */
export const isFoodWord = (w: string) =>
  !FILLER.has(w) && !HARD_SEPARATORS.has(w) && !SOFT_SEPARATORS.has(w) && numberValue(w) === null;

/** Unit words as canonical units (for reading portion descriptions). */
export const unitOf = (word: string): Unit | null => UNIT_WORDS[word] ?? null;
export const sizeOf = (word: string): Size | null => SIZE_WORDS[word] ?? null;
export { numberValue };
