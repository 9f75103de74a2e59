import type { TranslatedLanguage } from './builtin-foods';

/**
 * Household portion labels ('1 medium', '2 slices', '1 bowl (1 1/2 cups)', '1 cup, chopped') in
 * Spanish and German. A label is read as a number as written, then optional sizes, the thing
 * counted, optional words on how it is cut or cooked, and an optional part in parentheses read
 * the same way; every word must be known, else the label stays English as a whole (never half
 * translated). Numbers and units that read the same in every language (g, ml, oz, fl oz) stay as
 * written. Spanish puts sizes after the noun, agreeing with it ('1 rebanada fina'); German puts
 * sizes, like the other extra words, in the parentheses ('1 Scheibe (dünn)'), which reads naturally
 * without declining adjectives.
 */

type Gender = 'm' | 'f';

/** A countable thing in English (singular, plural), Spanish (singular, plural, gender) and German. */
interface Noun {
  es: readonly [string, string, Gender];
  de: readonly [string, string];
}

/** A size: Spanish forms by gender and number (masculine, feminine; singular then plural), German. */
interface Size {
  es: readonly [ms: string, fs: string, mp: string, fp: string];
  de: string;
}

type Words = Record<TranslatedLanguage, string>;

const noun = (en: string, enPlural: string, es: Noun['es'], de: Noun['de']) => [en, enPlural, { es, de }] as const;
const same = (unit: string) => noun(unit, unit, [unit, unit, 'm'], [unit, unit]);

const NOUNS = [
  same('g'),
  same('kg'),
  same('ml'),
  same('l'),
  same('oz'),
  same('fl oz'),
  same('lb'),
  noun('cup', 'cups', ['taza', 'tazas', 'f'], ['Tasse', 'Tassen']),
  noun('tbsp', 'tbsp', ['cda.', 'cdas.', 'f'], ['EL', 'EL']),
  noun('tablespoon', 'tablespoons', ['cucharada', 'cucharadas', 'f'], ['Esslöffel', 'Esslöffel']),
  noun('tsp', 'tsp', ['cdta.', 'cdtas.', 'f'], ['TL', 'TL']),
  noun('teaspoon', 'teaspoons', ['cucharadita', 'cucharaditas', 'f'], ['Teelöffel', 'Teelöffel']),
  noun('pint', 'pints', ['pinta', 'pintas', 'f'], ['Pint', 'Pints']),
  noun('quart', 'quarts', ['cuarto de galón', 'cuartos de galón', 'm'], ['Quart', 'Quarts']),
  noun('pinch', 'pinches', ['pizca', 'pizcas', 'f'], ['Prise', 'Prisen']),
  noun('cubic inch', 'cubic inches', ['pulgada cúbica', 'pulgadas cúbicas', 'f'], ['Kubikzoll', 'Kubikzoll']),
  noun('serving', 'servings', ['ración', 'raciones', 'f'], ['Portion', 'Portionen']),
  noun('portion', 'portions', ['porción', 'porciones', 'f'], ['Portion', 'Portionen']),
  noun('piece', 'pieces', ['pieza', 'piezas', 'f'], ['Stück', 'Stück']),
  noun('item', 'items', ['unidad', 'unidades', 'f'], ['Stück', 'Stück']),
  noun('unit', 'units', ['unidad', 'unidades', 'f'], ['Stück', 'Stück']),
  noun('slice', 'slices', ['rebanada', 'rebanadas', 'f'], ['Scheibe', 'Scheiben']),
  noun('wedge', 'wedges', ['gajo', 'gajos', 'm'], ['Spalte', 'Spalten']),
  noun('square', 'squares', ['cuadrado', 'cuadrados', 'm'], ['Stück', 'Stück']),
  noun('cube', 'cubes', ['cubo', 'cubos', 'm'], ['Würfel', 'Würfel']),
  noun('half', 'halves', ['mitad', 'mitades', 'f'], ['Hälfte', 'Hälften']),
  noun('handful', 'handfuls', ['puñado', 'puñados', 'm'], ['Handvoll', 'Handvoll']),
  noun('scoop', 'scoops', ['cacito', 'cacitos', 'm'], ['Portionslöffel', 'Portionslöffel']),
  noun('shot', 'shots', ['dosis', 'dosis', 'f'], ['Shot', 'Shots']),
  noun('bowl', 'bowls', ['bol', 'boles', 'm'], ['Schüssel', 'Schüsseln']),
  noun('plate', 'plates', ['plato', 'platos', 'm'], ['Teller', 'Teller']),
  noun('tray', 'trays', ['bandeja', 'bandejas', 'f'], ['Schale', 'Schalen']),
  noun('mug', 'mugs', ['tazón', 'tazones', 'm'], ['Becher', 'Becher']),
  noun('glass', 'glasses', ['vaso', 'vasos', 'm'], ['Glas', 'Gläser']),
  noun('can', 'cans', ['lata', 'latas', 'f'], ['Dose', 'Dosen']),
  noun('bottle', 'bottles', ['botella', 'botellas', 'f'], ['Flasche', 'Flaschen']),
  noun('jar', 'jars', ['tarro', 'tarros', 'm'], ['Glas', 'Gläser']),
  noun('pot', 'pots', ['tarrina', 'tarrinas', 'f'], ['Becher', 'Becher']),
  noun('tub', 'tubs', ['tarrina', 'tarrinas', 'f'], ['Becher', 'Becher']),
  noun('container', 'containers', ['envase', 'envases', 'm'], ['Behälter', 'Behälter']),
  noun('box', 'boxes', ['caja', 'cajas', 'f'], ['Schachtel', 'Schachteln']),
  noun('bag', 'bags', ['bolsa', 'bolsas', 'f'], ['Tüte', 'Tüten']),
  noun('pouch', 'pouches', ['bolsita', 'bolsitas', 'f'], ['Beutel', 'Beutel']),
  noun('pack', 'packs', ['paquete', 'paquetes', 'm'], ['Packung', 'Packungen']),
  noun('package', 'packages', ['paquete', 'paquetes', 'm'], ['Packung', 'Packungen']),
  noun('packet', 'packets', ['sobre', 'sobres', 'm'], ['Päckchen', 'Päckchen']),
  noun('drink', 'drinks', ['bebida', 'bebidas', 'f'], ['Getränk', 'Getränke']),
  noun('bar', 'bars', ['barrita', 'barritas', 'f'], ['Riegel', 'Riegel']),
  noun('stick', 'sticks', ['palito', 'palitos', 'm'], ['Stange', 'Stangen']),
  noun('fruit', 'fruits', ['fruta', 'frutas', 'f'], ['Frucht', 'Früchte']),
  noun('grape', 'grapes', ['uva', 'uvas', 'f'], ['Weintraube', 'Weintrauben']),
  noun('strawberry', 'strawberries', ['fresa', 'fresas', 'f'], ['Erdbeere', 'Erdbeeren']),
  noun('cherry', 'cherries', ['cereza', 'cerezas', 'f'], ['Kirsche', 'Kirschen']),
  noun('cherry tomato', 'cherry tomatoes', ['tomate cherry', 'tomates cherry', 'm'], ['Kirschtomate', 'Kirschtomaten']),
  noun('baby carrot', 'baby carrots', ['zanahoria baby', 'zanahorias baby', 'f'], ['Babykarotte', 'Babykarotten']),
  noun(
    'baby potato',
    'baby potatoes',
    ['patata baby', 'patatas baby', 'f'],
    ['Drillingskartoffel', 'Drillingskartoffeln'],
  ),
  noun('new potato', 'new potatoes', ['patata nueva', 'patatas nuevas', 'f'], ['Frühkartoffel', 'Frühkartoffeln']),
  noun('baby corn', 'baby corns', ['mazorquita', 'mazorquitas', 'f'], ['Maiskölbchen', 'Maiskölbchen']),
  noun('date', 'dates', ['dátil', 'dátiles', 'm'], ['Dattel', 'Datteln']),
  noun('prune', 'prunes', ['ciruela pasa', 'ciruelas pasas', 'f'], ['Backpflaume', 'Backpflaumen']),
  noun('olive', 'olives', ['aceituna', 'aceitunas', 'f'], ['Olive', 'Oliven']),
  noun('almond', 'almonds', ['almendra', 'almendras', 'f'], ['Mandel', 'Mandeln']),
  noun('nut', 'nuts', ['fruto seco', 'frutos secos', 'm'], ['Nuss', 'Nüsse']),
  noun('bean', 'beans', ['judía', 'judías', 'f'], ['Bohne', 'Bohnen']),
  noun('kernel', 'kernels', ['grano', 'granos', 'm'], ['Korn', 'Körner']),
  noun('floret', 'florets', ['ramillete', 'ramilletes', 'm'], ['Röschen', 'Röschen']),
  noun('floweret', 'flowerets', ['ramillete', 'ramilletes', 'm'], ['Röschen', 'Röschen']),
  noun('pepper', 'peppers', ['pimiento', 'pimientos', 'm'], ['Paprikaschote', 'Paprikaschoten']),
  noun('clove', 'cloves', ['diente', 'dientes', 'm'], ['Zehe', 'Zehen']),
  noun('ear', 'ears', ['mazorca', 'mazorcas', 'f'], ['Kolben', 'Kolben']),
  noun('spear', 'spears', ['tallo', 'tallos', 'm'], ['Stange', 'Stangen']),
  noun('stalk', 'stalks', ['tallo', 'tallos', 'm'], ['Stiel', 'Stiele']),
  noun('beet', 'beets', ['remolacha', 'remolachas', 'f'], ['Rote Bete', 'Rote Bete']),
  noun('leek', 'leeks', ['puerro', 'puerros', 'm'], ['Lauchstange', 'Lauchstangen']),
  noun('egg', 'eggs', ['huevo', 'huevos', 'm'], ['Ei', 'Eier']),
  noun('egg white', 'egg whites', ['clara de huevo', 'claras de huevo', 'f'], ['Eiweiß', 'Eiweiß']),
  noun('fillet', 'fillets', ['filete', 'filetes', 'm'], ['Filet', 'Filets']),
  noun('breast', 'breasts', ['pechuga', 'pechugas', 'f'], ['Brustfilet', 'Brustfilets']),
  noun('thigh', 'thighs', ['contramuslo', 'contramuslos', 'm'], ['Oberschenkel', 'Oberschenkel']),
  noun('drumstick', 'drumsticks', ['muslo', 'muslos', 'm'], ['Unterschenkel', 'Unterschenkel']),
  noun('leg', 'legs', ['pata', 'patas', 'f'], ['Keule', 'Keulen']),
  noun('wing', 'wings', ['alita', 'alitas', 'f'], ['Flügel', 'Flügel']),
  noun('chop', 'chops', ['chuleta', 'chuletas', 'f'], ['Kotelett', 'Koteletts']),
  noun('cutlet', 'cutlets', ['escalope', 'escalopes', 'm'], ['Schnitzel', 'Schnitzel']),
  noun('steak', 'steaks', ['bistec', 'bistecs', 'm'], ['Steak', 'Steaks']),
  noun('roast', 'roasts', ['asado', 'asados', 'm'], ['Braten', 'Braten']),
  noun('patty', 'patties', ['medallón', 'medallones', 'm'], ['Patty', 'Pattys']),
  noun('meatball', 'meatballs', ['albóndiga', 'albóndigas', 'f'], ['Fleischbällchen', 'Fleischbällchen']),
  noun('sausage', 'sausages', ['salchicha', 'salchichas', 'f'], ['Würstchen', 'Würstchen']),
  noun('link', 'links', ['unidad', 'unidades', 'f'], ['Stück', 'Stück']),
  noun('hot dog', 'hot dogs', ['perrito caliente', 'perritos calientes', 'm'], ['Hotdog', 'Hotdogs']),
  noun('corn dog', 'corn dogs', ['corn dog', 'corn dogs', 'm'], ['Corndog', 'Corndogs']),
  noun('nugget', 'nuggets', ['nugget', 'nuggets', 'm'], ['Nugget', 'Nuggets']),
  noun('prawn', 'prawns', ['gamba', 'gambas', 'f'], ['Garnele', 'Garnelen']),
  noun('shrimp', 'shrimp', ['gamba', 'gambas', 'f'], ['Garnele', 'Garnelen']),
  noun('oyster', 'oysters', ['ostra', 'ostras', 'f'], ['Auster', 'Austern']),
  noun('skewer', 'skewers', ['brocheta', 'brochetas', 'f'], ['Spieß', 'Spieße']),
  noun('kebab', 'kebabs', ['kebab', 'kebabs', 'm'], ['Kebab', 'Kebabs']),
  noun('falafel', 'falafels', ['falafel', 'falafels', 'm'], ['Falafel', 'Falafel']),
  noun('rice ball', 'rice balls', ['bola de arroz', 'bolas de arroz', 'f'], ['Reisbällchen', 'Reisbällchen']),
  noun('dumpling', 'dumplings', ['empanadilla', 'empanadillas', 'f'], ['Teigtasche', 'Teigtaschen']),
  noun('samosa', 'samosas', ['samosa', 'samosas', 'f'], ['Samosa', 'Samosas']),
  noun('dosa', 'dosas', ['dosa', 'dosas', 'f'], ['Dosa', 'Dosas']),
  noun('idli', 'idli', ['idli', 'idlis', 'm'], ['Idli', 'Idlis']),
  noun('sandwich', 'sandwiches', ['sándwich', 'sándwiches', 'm'], ['Sandwich', 'Sandwiches']),
  noun('calzone', 'calzones', ['calzone', 'calzones', 'm'], ['Calzone', 'Calzoni']),
  noun(
    'six-inch sub',
    'six-inch subs',
    ['submarino de seis pulgadas', 'submarinos de seis pulgadas', 'm'],
    ['Sechs-Zoll-Sub', 'Sechs-Zoll-Subs'],
  ),
  noun('burger', 'burgers', ['hamburguesa', 'hamburguesas', 'f'], ['Burger', 'Burger']),
  noun('hamburger', 'hamburgers', ['hamburguesa', 'hamburguesas', 'f'], ['Hamburger', 'Hamburger']),
  noun(
    'cheeseburger',
    'cheeseburgers',
    ['hamburguesa con queso', 'hamburguesas con queso', 'f'],
    ['Cheeseburger', 'Cheeseburger'],
  ),
  noun('burrito', 'burritos', ['burrito', 'burritos', 'm'], ['Burrito', 'Burritos']),
  noun('taco', 'tacos', ['taco', 'tacos', 'm'], ['Taco', 'Tacos']),
  noun('wrap', 'wraps', ['wrap', 'wraps', 'm'], ['Wrap', 'Wraps']),
  noun('quesadilla', 'quesadillas', ['quesadilla', 'quesadillas', 'f'], ['Quesadilla', 'Quesadillas']),
  noun('enchilada', 'enchiladas', ['enchilada', 'enchiladas', 'f'], ['Enchilada', 'Enchiladas']),
  noun('fajita', 'fajitas', ['fajita', 'fajitas', 'f'], ['Fajita', 'Fajitas']),
  noun('tortilla', 'tortillas', ['tortilla', 'tortillas', 'f'], ['Tortilla', 'Tortillas']),
  noun('pizza', 'pizzas', ['pizza', 'pizzas', 'f'], ['Pizza', 'Pizzen']),
  noun('pie', 'pies', ['pastel', 'pasteles', 'm'], ['Pastete', 'Pasteten']),
  noun('roll', 'rolls', ['panecillo', 'panecillos', 'm'], ['Brötchen', 'Brötchen']),
  noun('bun', 'buns', ['bollo', 'bollos', 'm'], ['Brötchen', 'Brötchen']),
  noun('bagel', 'bagels', ['bagel', 'bagels', 'm'], ['Bagel', 'Bagels']),
  noun('croissant', 'croissants', ['cruasán', 'cruasanes', 'm'], ['Croissant', 'Croissants']),
  noun('pastry', 'pastries', ['pastelito', 'pastelitos', 'm'], ['Gebäckstück', 'Gebäckstücke']),
  noun('doughnut', 'doughnuts', ['dónut', 'dónuts', 'm'], ['Donut', 'Donuts']),
  noun('twist', 'twists', ['trenza', 'trenzas', 'f'], ['Kringel', 'Kringel']),
  noun('mooncake', 'mooncakes', ['pastel de luna', 'pasteles de luna', 'm'], ['Mondkuchen', 'Mondkuchen']),
  noun('muffin', 'muffins', ['muffin', 'muffins', 'm'], ['Muffin', 'Muffins']),
  noun('cupcake', 'cupcakes', ['cupcake', 'cupcakes', 'm'], ['Cupcake', 'Cupcakes']),
  noun('cake', 'cakes', ['tortita', 'tortitas', 'f'], ['Kuchen', 'Kuchen']),
  noun('scone', 'scones', ['scone', 'scones', 'm'], ['Scone', 'Scones']),
  noun('cookie', 'cookies', ['galleta', 'galletas', 'f'], ['Keks', 'Kekse']),
  noun('biscuit', 'biscuits', ['galleta', 'galletas', 'f'], ['Keks', 'Kekse']),
  noun('cracker', 'crackers', ['galleta salada', 'galletas saladas', 'f'], ['Cracker', 'Cracker']),
  noun('pretzel', 'pretzels', ['pretzel', 'pretzels', 'm'], ['Brezel', 'Brezeln']),
  noun('chip', 'chips', ['patata frita', 'patatas fritas', 'f'], ['Chip', 'Chips']),
  noun('fry', 'fries', ['patata frita', 'patatas fritas', 'f'], ['Pommes frites', 'Pommes frites']),
  noun('ring', 'rings', ['aro', 'aros', 'm'], ['Ring', 'Ringe']),
  noun('pancake', 'pancakes', ['tortita', 'tortitas', 'f'], ['Pfannkuchen', 'Pfannkuchen']),
  noun('waffle', 'waffles', ['gofre', 'gofres', 'm'], ['Waffel', 'Waffeln']),
  noun('crepe', 'crepes', ['crep', 'creps', 'm'], ['Crêpe', 'Crêpes']),
  noun('pita', 'pitas', ['pan de pita', 'panes de pita', 'm'], ['Pita', 'Pitas']),
  noun('naan', 'naans', ['pan naan', 'panes naan', 'm'], ['Naan', 'Naans']),
  noun('chapati', 'chapatis', ['chapati', 'chapatis', 'm'], ['Chapati', 'Chapatis']),
  noun('paratha', 'parathas', ['paratha', 'parathas', 'm'], ['Paratha', 'Parathas']),
  noun('cone', 'cones', ['cucurucho', 'cucuruchos', 'm'], ['Eistüte', 'Eistüten']),
  noun('pop', 'pops', ['polo', 'polos', 'm'], ['Eis am Stiel', 'Eis am Stiel']),
  noun('leaf', 'leaves', ['hoja', 'hojas', 'f'], ['Blatt', 'Blätter']),
  noun('fish', 'fish', ['pescado', 'pescados', 'm'], ['Fisch', 'Fische']),
  noun('submarine', 'submarines', ['submarino', 'submarinos', 'm'], ['Sub', 'Subs']),
  noun('pat', 'pats', ['nuez', 'nueces', 'f'], ['Flöckchen', 'Flöckchen']),
] as const;

/** English noun (singular or plural) → the noun and whether the English form is plural. */
/** `plural` is null for an English noun whose plural is its singular ('tbsp'): the number says. */
const NOUN_BY_WORDS = new Map<string, { noun: Noun; plural: boolean | null }>(
  NOUNS.flatMap(([en, enPlural, n]) => [
    [enPlural, { noun: n, plural: en === enPlural ? null : true }],
    [en, { noun: n, plural: en === enPlural ? null : false }],
  ]),
);

const size = (es: Size['es'], de: string): Size => ({ es, de });

/** Sizes, before the noun in English. */
const SIZES = new Map<string, Size>([
  ['small', size(['pequeño', 'pequeña', 'pequeños', 'pequeñas'], 'klein')],
  ['medium', size(['mediano', 'mediana', 'medianos', 'medianas'], 'mittel')],
  ['large', size(['grande', 'grande', 'grandes', 'grandes'], 'groß')],
  ['extra large', size(['extragrande', 'extragrande', 'extragrandes', 'extragrandes'], 'sehr groß')],
  ['extra-large', size(['extragrande', 'extragrande', 'extragrandes', 'extragrandes'], 'sehr groß')],
  ['jumbo', size(['gigante', 'gigante', 'gigantes', 'gigantes'], 'riesig')],
  ['thin', size(['fino', 'fina', 'finos', 'finas'], 'dünn')],
  ['thick', size(['grueso', 'gruesa', 'gruesos', 'gruesas'], 'dick')],
  ['regular', size(['normal', 'normal', 'normales', 'normales'], 'normal')],
  ['personal', size(['individual', 'individual', 'individuales', 'individuales'], 'für eine Person')],
  ['individual', size(['individual', 'individual', 'individuales', 'individuales'], 'einzeln')],
  ['miniature', size(['mini', 'mini', 'mini', 'mini'], 'Mini')],
  ['bite size', size(['tamaño bocado', 'tamaño bocado', 'tamaño bocado', 'tamaño bocado'], 'mundgerecht')],
  ['whole', size(['entero', 'entera', 'enteros', 'enteras'], 'ganz')],
  ['single serving', size(['individual', 'individual', 'individuales', 'individuales'], 'für eine Person')],
]);

/** How a portion is cut, cooked or served, after the noun in English (and in both translations). */
const QUALIFIERS = new Map<string, Words>([
  ['cooked', { es: 'cocido', de: 'gekocht' }],
  ['raw', { es: 'crudo', de: 'roh' }],
  ['dry', { es: 'en seco', de: 'trocken' }],
  ['chopped', { es: 'picado', de: 'gehackt' }],
  ['diced', { es: 'en dados', de: 'gewürfelt' }],
  ['cubes', { es: 'en dados', de: 'gewürfelt' }],
  ['sliced', { es: 'en rodajas', de: 'in Scheiben' }],
  ['slices', { es: 'en rodajas', de: 'in Scheiben' }],
  ['chunks', { es: 'en trozos', de: 'in Stücken' }],
  ['pieces', { es: 'en trozos', de: 'in Stücken' }],
  ['halves', { es: 'en mitades', de: 'halbiert' }],
  ['shredded', { es: 'rallado', de: 'geraspelt' }],
  ['grated', { es: 'rallado', de: 'gerieben' }],
  ['mashed', { es: 'en puré', de: 'püriert' }],
  ['melted', { es: 'derretido', de: 'geschmolzen' }],
  ['seeds', { es: 'granos', de: 'Kerne' }],
  ['prepared', { es: 'preparado', de: 'zubereitet' }],
  ['drained', { es: 'escurrido', de: 'abgetropft' }],
  ['boneless', { es: 'sin hueso', de: 'ohne Knochen' }],
  ['with skin', { es: 'con piel', de: 'mit Haut' }],
  ['without skin', { es: 'sin piel', de: 'ohne Haut' }],
  ['in shell', { es: 'con cáscara', de: 'mit Schale' }],
  ['without shell', { es: 'sin cáscara', de: 'ohne Schale' }],
  ['any size', { es: 'cualquier tamaño', de: 'jede Größe' }],
  ['ns as to size', { es: 'tamaño sin especificar', de: 'Größe nicht angegeben' }],
  ['nfs', { es: 'sin especificar', de: 'ohne nähere Angabe' }],
  ['no ice', { es: 'sin hielo', de: 'ohne Eis' }],
  ['with ice', { es: 'con hielo', de: 'mit Eis' }],
]);

/** Labels read as a whole. */
const PHRASES = new Map<string, Words>([
  ['serving', { es: 'ración', de: 'Portion' }],
  ['quantity not specified', { es: 'Cantidad sin especificar', de: 'Menge nicht angegeben' }],
]);

/** Words joining alternatives ('small or thin', 'piece/slice'). */
const OR: Words = { es: 'o', de: 'oder' };

/** A number as written: '1', '16.9', '.5', '1/2', '1 1/2'. */
const NUMBER = /^(?:\d+ \d+\/\d+|\d+\/\d+|\d*\.\d+|\d+)(?= )/;

/** The longest phrase of `table` at `words[at]`, up to four words. */
function phraseAt<T>(words: string[], at: number, table: Map<string, T>): { value: T; next: number } | null {
  for (let length = 4; length >= 1; length -= 1) {
    if (at + length > words.length) continue;
    const value = table.get(words.slice(at, at + length).join(' '));
    if (value !== undefined) return { value, next: at + length };
  }
  return null;
}

/**
 * Items of one kind joined by 'or' or '/' ('small or thin', 'piece/slice'), or side by side when
 * `adjacent` ('large single serving'), from `words[at]`.
 */
function alternatives<T>(words: string[], at: number, table: Map<string, T>, adjacent = false) {
  const first = phraseAt(words, at, table);
  if (!first) return null;
  const items = [first.value];
  const joins: string[] = [];
  let next = first.next;
  for (;;) {
    const word = words[next];
    const join = word === 'or' || word === '/' ? word : ' ';
    if (join === ' ' && !adjacent) break;
    const more = phraseAt(words, join === ' ' ? next : next + 1, table);
    if (!more) break;
    joins.push(join);
    items.push(more.value);
    next = more.next;
  }
  return { items, joins, next };
}

const joined = (parts: string[], joins: string[], language: TranslatedLanguage) =>
  parts.reduce((text, part, i) => {
    const join = joins[i - 1];
    if (join === undefined) return part;
    if (join === '/') return `${text}/${part}`;
    if (join === ' ') return language === 'es' ? `${text} ${part}` : `${text}, ${part}`;
    return `${text} ${OR[language]} ${part}`;
  });

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/\//g, ' / ')
    .split(/\s+/)
    .filter((word) => word !== '');

/**
 * Qualifiers ('cooked', 'chopped or diced') from a comma-free part of a label; null unless every
 * word is one.
 */
function qualifiers(text: string, language: TranslatedLanguage): string | null {
  const words = wordsOf(text);
  const group = alternatives(words, 0, QUALIFIERS);
  if (!group || group.next !== words.length) return null;
  return joined(
    group.items.map((item) => item[language]),
    group.joins,
    language,
  );
}

/** An amount: a number, then sizes, a noun and qualifiers. Null unless every word is known. */
function amount(text: string, language: TranslatedLanguage): { main: string; extras: string[] } | null {
  const omelette = /^(\d+) egg omelette$/.exec(text.toLowerCase());
  if (omelette) {
    const eggs = omelette[1]!;
    const one = eggs === '1';
    return {
      main:
        language === 'es'
          ? `tortilla de ${eggs} ${one ? 'huevo' : 'huevos'}`
          : `Omelett aus ${eggs} ${one ? 'Ei' : 'Eiern'}`,
      extras: [],
    };
  }
  const number = NUMBER.exec(text)?.[0];
  if (number === undefined) return null;
  const words = wordsOf(text.slice(number.length));
  const sizes = alternatives(words, 0, SIZES, true);
  const nouns = alternatives(words, sizes?.next ?? 0, NOUN_BY_WORDS);
  if (!sizes && !nouns) return null;
  // A size alone ('1 medium') counts pieces.
  const counted = nouns ?? {
    items: [{ noun: NOUN_BY_WORDS.get('piece')!.noun, plural: null }],
    joins: [],
    next: sizes!.next,
  };
  const rest = words.slice(counted.next).join(' ');
  const cut = rest === '' ? null : qualifiers(rest, language);
  if (rest !== '' && cut === null) return null;
  const byNumber = !/^(?:1|\d*\.\d+|\d+\/\d+)$/.test(number) || Number(number) > 1;
  const plural = counted.items[0]!.plural ?? byNumber;
  const nounText = joined(
    counted.items.map(({ noun: n, plural: p }) => n[language][(p ?? byNumber) ? 1 : 0]),
    counted.joins,
    language,
  );
  const extras = cut === null ? [] : [cut];
  if (!sizes) return { main: `${number} ${nounText}`, extras };
  if (language === 'de') {
    return {
      main: `${number} ${nounText}`,
      extras: [
        joined(
          sizes.items.map((s) => s.de),
          sizes.joins,
          'de',
        ),
        ...extras,
      ],
    };
  }
  const gender = counted.items[0]!.noun.es[2];
  const form = (plural ? 2 : 0) + (gender === 'f' ? 1 : 0);
  const sizeText = joined(
    sizes.items.map((s) => s.es[form]!),
    sizes.joins,
    'es',
  );
  return { main: `${number} ${nounText} ${sizeText}`, extras };
}

/** What parentheses hold: amounts or qualifiers, joined by 'or' or commas ('16.9 fl oz or 500 ml'). */
function parenthesised(text: string, language: TranslatedLanguage): string | null {
  const parts: string[] = [];
  for (const piece of text.split(/\s*,\s*/)) {
    const alternativesText = piece.split(/\s+or\s+/).map((part) => {
      const asAmount = amount(part, language);
      if (asAmount) return asAmount.extras.length > 0 ? null : asAmount.main;
      return qualifiers(part, language);
    });
    if (alternativesText.some((part) => part === null)) {
      // 'chopped or diced' is one group of qualifiers.
      const whole = qualifiers(piece, language);
      if (whole === null) return null;
      parts.push(whole);
    } else parts.push(alternativesText.join(` ${OR[language]} `));
  }
  return parts.join(', ');
}

/**
 * A household portion's label in `language` ('1 cup' → '1 taza', '2 slices' → '2 Scheiben',
 * '1 large glass (8 fl oz)' → '1 vaso grande (8 fl oz)' / '1 Glas (groß, 8 fl oz)'), or null when
 * any of its words is not known.
 */
export function translatedPortion(label: string, language: TranslatedLanguage): string | null {
  const trimmed = label.trim();
  const phrase = PHRASES.get(trimmed.toLowerCase());
  if (phrase) return phrase[language];
  const paren = /^(.*?)\s*\(\s*([^()]+?)\s*\)$/.exec(trimmed);
  const body = paren ? paren[1]! : trimmed;
  const inside = paren ? parenthesised(paren[2]!, language) : null;
  if (paren && inside === null) return null;
  if (/[()]/.test(body)) return null;
  const [head = '', ...tail] = body.split(/\s*,\s*/);
  const main = amount(head, language);
  if (!main) return null;
  const extras = [...main.extras];
  for (const part of tail) {
    const cut = qualifiers(part, language);
    if (cut === null) return null;
    extras.push(cut);
  }
  if (inside !== null) extras.push(inside);
  return extras.length > 0 ? `${main.main} (${extras.join(', ')})` : main.main;
}

/** A portion's label in `language`: translated, else the English label as it is (never half translated). */
export function portionName(label: string, language: TranslatedLanguage | 'en'): string {
  return language === 'en' ? label : (translatedPortion(label, language) ?? label);
}

/**
 * Whether `sent` names the portion labelled `label`: its English label, or its label in Spanish
 * or German (a client sends back the label it was shown).
 */
export function isPortionLabel(label: string, sent: string): boolean {
  return sent === label || sent === portionName(label, 'es') || sent === portionName(label, 'de');
}

/** A portion with its label in `language` (grams and everything else kept). */
export function portionInLanguage<T extends { label: string }>(portion: T, language: TranslatedLanguage | 'en'): T {
  return { ...portion, label: portionName(portion.label, language) };
}
