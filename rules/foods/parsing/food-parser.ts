import { serverMessage, type ServerMessage } from '../../errors/server-messages';
import { round1 } from '../../nutrition/amounts';
import { MAX_PARSE_CHARACTERS } from '../../shortcuts/limits';
import { TRAINING_CATEGORY_NAMES } from '../../training/categories';
import { editDistance, tokenize, typoBudget, type SearchCandidate } from '../food-ranking';
import { isFoodWord, phrase, segments, singular, SOFT_SEPARATORS, type Amount, type Pint } from './phrases';
import { resolveGrams, type PortionRow } from './portion-grams';

/**
 * Where the parser reads foods: the API's database, or the mock API's food list. The parser's
 * rules are the same over both.
 */
export interface ParserFoodSource {
  /** Foods whose names hold the words, best first; `typos` allows misspellings, `brands` products too. */
  search(words: string, limit: number, options: { typos: boolean; brands: boolean }): Promise<SearchCandidate[]>;
  /** The built-in foods: the common foods, with the names and aliases people say. */
  builtinFoods(): Promise<SearchCandidate[]>;
  /** The foods with these ids, each with its household portions in order. */
  foods(ids: string[]): Promise<ParserFood[]>;
}

/** A food as the parser weighs it: per 100 g, with its household portions in order. */
export interface ParserFood {
  id: string;
  name: string;
  category: string | null;
  nutriKind: string | null;
  energyKcal: number | null;
  proteinG: number | null;
  carbohydrateG: number | null;
  fatG: number | null;
  /** What it is made of, as its source lists it; null when unknown. */
  ingredients: string | null;
  portions: PortionRow[];
}

/** Why a text cannot be parsed, as the server's message; null when it can. */
export function parseTextProblem(text: string): ServerMessage | null {
  if (text.trim() === '') return serverMessage('foodParse.empty');
  if (text.length > MAX_PARSE_CHARACTERS) return serverMessage('foodParse.tooLong', { max: MAX_PARSE_CHARACTERS });
  return null;
}

/** Search results for words, read no further than needed: `tier` says how well a result would do. */
type Search = (
  ws: string[],
  /** How well a result would do: 0 not at all, 3 named whole by every word. */
  tier: (candidate: SearchCandidate) => number,
  options?: { typos?: boolean; need?: number },
) => Promise<SearchCandidate[]>;

/** The category of the breads, toast and rolls among the built-in foods. */
const BREAD_CATEGORY: string = TRAINING_CATEGORY_NAMES.bakery;

/** A sentence is read as at most this many phrases (foods). */
const MAX_PHRASES = 20;
/** Candidates read per search: enough that the food whose name fits best is among them. */
const SEARCH_LIMIT = 12;
/** Words of one phrase tried as a food name at most (a longer phrase is mostly filler). */
const MAX_PHRASE_WORDS = 6;

export interface ParsedItem {
  text: string;
  foodId: string;
  name: string;
  quantity: number;
  unit: string | null;
  portion: { label: string; grams: number; quantity: number } | null;
  grams: number;
  calories: number | null;
  /** The food's energy per 100 g, unrounded; null when not known. */
  kcalPer100g: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  /** Percent, 0-100: how well the words name the food times how sure the amount is. */
  confidence: number;
  alternatives: { foodId: string; name: string }[];
}

export interface ParseResult {
  items: ParsedItem[];
  unmatched: string[];
}

/** Words that join a name rather than carry it ('fish and chips', 'corn on the cob'). */
const LINK_WORDS = new Set([
  ...['the', 'of', 'a', 'an', 's', 'and', 'with', 'on', 'n', 'in', 'or', 'to', 'de', 'au'],
  ...['el', 'la', 'los', 'las', 'del', 'al', 'y', 'e', 'con', 'en'],
  ...['der', 'die', 'das', 'den', 'dem', 'und', 'mit', 'im', 'am', 'auf', 'aus', 'zum', 'vom'],
]);

/** The words that must be named for a food to be meant: its name before the first comma, without brackets. */
function coreWords(name: string): string[] {
  const head = name.replace(/\([^)]*\)/g, ' ').split(',')[0] ?? '';
  return tokenize(head).filter((w) => !LINK_WORDS.has(w));
}

/**
 * A word this short read as a misspelling is trusted only where it names the phrase's food: inside a
 * longer phrase a short word is far likelier to be another word spelt right ('beef stir fry' is not
 * beer, sturgeon ('Stör') and chips).
 */
const SHORT_WORD = 4;

/**
 * Words for how a food was made, as the parser sees them (lower case, accents and umlauts folded).
 * They name a food only where its name has them as written ('fried egg'), never as a misspelling or
 * the singular of another word ('poached' is not 'peaches', the 'fry' of 'stir fry' not 'fries').
 */
const PREPARATIONS = new Set([
  ...['fry', 'stir', 'bake', 'grill', 'boil', 'steam'],
  ...['poached', 'steamed', 'boiled', 'fried', 'grilled', 'baked', 'roasted', 'toasted', 'smoked', 'cooked'],
  ...['scrambled', 'mashed', 'sauteed', 'stewed', 'braised', 'barbecued', 'seared', 'pickled', 'homemade'],
  ...['hervido', 'hervida', 'cocido', 'cocida', 'frito', 'frita', 'asado', 'asada', 'horneado', 'horneada'],
  ...['ahumado', 'ahumada', 'crudo', 'cruda', 'guisado', 'guisada', 'salteado', 'salteada'],
  ...['gekocht', 'gekochte', 'gekochtes', 'gebraten', 'gebratene', 'gebratenes', 'gegrillt', 'gegrillte'],
  ...['gebacken', 'gebackene', 'geraeuchert', 'gerauchert', 'gedunstet', 'gedaempft', 'gedampft', 'pochiert'],
]);

/** The same word, a plural of it, or a misspelling within the search's own typo budget. */
function sameWord(typed: string, known: string): { same: boolean; exact: boolean } {
  if (typed === known) return { same: true, exact: true };
  if (PREPARATIONS.has(typed)) return { same: false, exact: false };
  if (singular(typed) === singular(known)) return { same: true, exact: true };
  // The smaller of the two words' budgets: 'weather' is not a misspelt 'water'.
  const budget = Math.min(typoBudget(typed), typoBudget(known));
  if (budget > 0 && editDistance(typed, known, budget) <= budget) return { same: true, exact: false };
  return { same: false, exact: false };
}

interface Fit {
  candidate: SearchCandidate;
  /** 3: every name word said and every word used; 2: every name word said; 1: every word used, the name's head among them. */
  tier: number;
  covered: number;
  used: Set<number>;
  /** The typed words read as misspellings of the name's words. */
  misspelt: string[];
  order: number;
}

/** Whether a fit read any word as a misspelling. */
const hasTypos = (f: Fit) => f.misspelt.length > 0;
/** Whether a fit read a word of four letters or fewer as a misspelling ('beef' as 'beer'). */
const hasShortTypos = (f: Fit) => f.misspelt.some((word) => word.length <= SHORT_WORD);

/** How well typed words name one candidate, by its name or its best alias. */
function fit(candidate: SearchCandidate, typed: string[], order: number): Fit | null {
  const names = [candidate.name, ...(candidate.aliases ?? '').split('|').filter(Boolean)];
  let best: Fit | null = null;
  for (const name of names) {
    const core = coreWords(name);
    if (core.length === 0) continue;
    const used = new Set<number>();
    let covered = 0;
    const misspelt: string[] = [];
    let headCovered = false;
    core.forEach((word, k) => {
      const at = typed.findIndex((t, i) => !used.has(i) && sameWord(t, word).same);
      if (at < 0) return;
      used.add(at);
      covered += 1;
      if (!sameWord(typed[at]!, word).exact) misspelt.push(typed[at]!);
      // A name only partly said must still have its head said as written ('chicken' for 'Fried chicken').
      if (k === core.length - 1 && typed[at] === word) headCovered = true;
    });
    const allUsed = used.size === typed.length;
    const tier = covered === core.length ? (allUsed ? 3 : 2) : allUsed && headCovered ? 1 : 0;
    if (tier === 0) continue;
    const f: Fit = { candidate, tier, covered, used, misspelt, order };
    // The best name of the food: the fullest fit, and one spelt as typed over a misspelt one.
    if (!best || better(f, best)) best = f;
  }
  return best;
}

/** Words as a lookup key: link words dropped, plurals folded ('Shepherd's pie' and 'shepherds pie' agree). */
const nameKey = (words: string[]) =>
  words
    .filter((w) => !LINK_WORDS.has(w))
    .map(singular)
    .join(' ');

const better = (a: Fit, b: Fit) =>
  a.tier !== b.tier
    ? a.tier > b.tier
    : a.covered !== b.covered
      ? a.covered > b.covered
      : hasTypos(a) !== hasTypos(b)
        ? !hasTypos(a)
        : a.order < b.order;

interface BuiltinNames {
  byName: Map<string, SearchCandidate>;
  /** Every word of the built-in foods' names and aliases, as `tokenize` gives them. */
  words: Set<string>;
}

interface Match {
  fit: Fit;
  words: string[];
  others: SearchCandidate[];
}

/**
 * 'A can (or tin) of tuna' is the canned food when the database has one named for the food the
 * words name ('Canned tuna' for 'Tuna'), not the fresh food.
 */
function cannedFood(match: Match): Match {
  const chosen = match.fit.candidate;
  const canned = match.others.find((c) => c.name.toLowerCase() === `canned ${chosen.name.toLowerCase()}`);
  if (!canned) return match;
  return {
    ...match,
    fit: { ...match.fit, candidate: canned },
    others: [chosen, ...match.others.filter((c) => c !== canned)],
  };
}

/**
 * Reads a meal written or spoken in words ('a bowl of cornflakes with semi-skimmed milk and a mug
 * of tea') as foods of the food database, each with its grams from its own portions. Offline:
 * the food search and the rules in `phrases.ts` and `portion-grams.ts`, nothing else. The text
 * must have passed `parseTextProblem`.
 */
export class FoodParser {
  private builtins: Promise<BuiltinNames> | null = null;

  constructor(private readonly foods: ParserFoodSource) {}

  /** The foods `text` names; `pint` is the pint its writer means (see `PINT_ML`). */
  async parse(text: string, { pint = 'us' }: { pint?: Pint } = {}): Promise<ParseResult> {
    const searches = new Map<string, Promise<SearchCandidate[]>>();
    const cached = (key: string, options: { typos: boolean; brands: boolean }) => {
      const id = `${options.typos}:${options.brands}:${key}`;
      let found = searches.get(id);
      if (!found) {
        found = this.foods.search(key, SEARCH_LIMIT, options);
        searches.set(id, found);
      }
      return found;
    };
    // Cheapest first: the generic foods with the words as typed, then the products too, then the
    // search's spelling corrections, each only when the one before names nothing (most phrases
    // name a generic food, spelt right; products are millions, corrections a vocabulary read per word).
    const { byName: named } = await this.builtinNames();
    const search: Search = async (ws, tier, { typos = true, need = 1 } = {}) => {
      const key = ws.join(' ');
      // A built-in food named exactly, by its name or an alias, comes first: among a million
      // foods sharing its words the search's candidates may not reach it.
      const builtin = named.get(nameKey(ws));
      const generic = await cached(key, { typos: false, brands: false });
      if (builtin) return [builtin, ...generic.filter((c) => c.id !== builtin.id)];
      if (generic.some((c) => tier(c) === 3)) return generic;
      const exact = await cached(key, { typos: false, brands: true });
      if (!typos || exact.some((c) => tier(c) >= need) || !ws.some((w) => typoBudget(w) > 0)) return exact;
      return cached(key, { typos: true, brands: true });
    };

    // At most MAX_PHRASES phrases are read (each costs a few searches, and no meal names more foods);
    // the words after them are said to name nothing, never dropped unsaid.
    const all = segments(text);
    const beyond = all.slice(MAX_PHRASES).flatMap((segment) => segment.words);
    const parts = await this.joinNames(all.slice(0, MAX_PHRASES), search);
    // Each phrase is matched on its own (concurrently: PostgreSQL answers several at once).
    const read = await Promise.all(
      parts.map(async (part) => {
        const p = phrase(part);
        const unmatched: string[] = [];
        if (p.foodWords.length === 0) return { p, matches: [] as Match[], unmatched };
        const matches = await this.matchWords(p.foodWords.slice(0, MAX_PHRASE_WORDS), search, unmatched);
        if (p.foodWords.length > MAX_PHRASE_WORDS) unmatched.push(p.foodWords.slice(MAX_PHRASE_WORDS).join(' '));
        return { p, matches, unmatched };
      }),
    );
    // An amount on its own belongs to the food just before it ('leftover pizza, 2 slices').
    read.forEach((entry, i) => {
      const previous = read[i - 1];
      const amount = entry.p.amount;
      if (entry.p.foodWords.length > 0 || !previous || previous.matches.length === 0) return;
      if (amount.quantity === null && amount.unit === null) return;
      if (previous.p.amount.quantity !== null || previous.p.amount.unit !== null) return;
      previous.p = { ...previous.p, text: `${previous.p.text}, ${entry.p.text}`, amount };
    });
    const unmatched = read.flatMap((entry) => entry.unmatched);
    if (beyond.length > 0) unmatched.push(beyond.join(' '));
    const ids = [...new Set(read.flatMap(({ matches }) => matches.map((m) => m.fit.candidate.id)))];
    const byId = new Map(ids.length === 0 ? [] : (await this.foods.foods(ids)).map((food) => [food.id, food]));
    const phrases = read.map(({ p, matches }) => ({ p, matches: oneFoodEach(matches, p.foodWords, byId) }));
    const found: { text: string; amount: Amount; match: Match }[] = [];
    for (const { p, matches } of phrases) {
      // The amount belongs to the phrase's main food; other foods found in the same words get
      // their usual portion.
      const main = mainMatch(matches, p.amount, byId, pint);
      // The main food is shown with the phrase's words, its amount among them; with no amount said,
      // each of several foods is shown with its own words ('honey' and 'toast', not 'honey toast').
      const amountSaid = p.amount.quantity !== null || p.amount.unit !== null || p.amount.size !== null;
      matches.forEach((match, k) =>
        found.push({
          text: k === main && (amountSaid || matches.length === 1) ? p.text : match.words.join(' '),
          amount: k === main ? p.amount : { quantity: null, unit: null, size: null },
          match: k === main && p.amount.unit === 'can' ? cannedFood(match) : match,
        }),
      );
    }
    // A canned food chosen above is read with the rest.
    const canned = found.map((f) => f.match.fit.candidate.id).filter((id) => !byId.has(id));
    if (canned.length > 0) for (const food of await this.foods.foods(canned)) byId.set(food.id, food);
    return { items: this.items(found, byId, pint), unmatched };
  }

  /**
   * The built-in foods by every way of naming them (name and aliases, plurals folded), and every
   * word of those names: the common foods with the household portions people say. Read once; they
   * change only at start.
   */
  private builtinNames(): Promise<BuiltinNames> {
    this.builtins ??= this.foods
      .builtinFoods()
      .then((rows) => {
        // Names before aliases: 'dal' is the dish named Dal, not the lentils also called dal.
        const byName = new Map<string, SearchCandidate>();
        const words = new Set<string>();
        const add = (name: string, candidate: SearchCandidate) => {
          const tokens = tokenize(name);
          for (const word of tokens) words.add(word);
          const key = nameKey(tokens);
          if (key && !byName.has(key)) byName.set(key, candidate);
        };
        for (const candidate of rows) add(candidate.name, candidate);
        for (const candidate of rows) {
          for (const alias of (candidate.aliases ?? '').split('|').filter(Boolean)) add(alias, candidate);
        }
        return { byName, words };
      })
      .catch((error: unknown) => {
        // A failed read is not kept: the next parse reads again.
        this.builtins = null;
        throw error;
      });
    return this.builtins;
  }

  /**
   * Joins the words around a soft separator back into one phrase when a food's name spans it:
   * 'fish and chips', 'mac and cheese', 'corn on the cob'. The longest name wins.
   */
  private async joinNames(segs: { words: string[]; separator: string | null }[], search: Search): Promise<string[][]> {
    const joined = await Promise.all(
      segs.map((seg, i) => {
        const next = segs[i + 1];
        return next && seg.separator && SOFT_SEPARATORS.has(seg.separator)
          ? spans(seg.words, seg.separator, next.words, search)
          : false;
      }),
    );
    const parts: string[][] = [];
    let current: string[] | null = null;
    segs.forEach((seg, i) => {
      const previous = segs[i - 1];
      if (current && previous && joined[i - 1]) current = [...current, previous.separator!, ...seg.words];
      else {
        if (current) parts.push(current);
        current = [...seg.words];
      }
    });
    if (current) parts.push(current);
    return parts;
  }

  /**
   * The foods that typed words name: the longest run of words that names a food wins, and
   * the words either side of it are read again (they may name another food, or nothing).
   */
  private async matchWords(ws: string[], search: Search, unmatched: string[], minTier = 1): Promise<Match[]> {
    if (ws.length === 0) return [];
    const { words: known } = await this.builtinNames();
    for (let length = ws.length; length >= 1; length -= 1) {
      // At one word fewer, any one word may be the odd one out ('chicken caesar wrap' is a chicken
      // wrap); shorter runs of words are contiguous. The best name at a length wins, the last
      // words first (English puts the food last: 'scrambled eggs').
      const picks: number[][] = [];
      if (length === ws.length - 1 && ws.length > 2) {
        for (let drop = 0; drop < ws.length; drop += 1) picks.push(ws.map((_, i) => i).filter((i) => i !== drop));
      } else {
        for (let start = ws.length - length; start >= 0; start -= 1) {
          picks.push(Array.from({ length }, (_, k) => start + k));
        }
      }
      // Part of a phrase must name its food whole: 'mayo sandwich' is not an egg mayo sandwich.
      const need = length === ws.length ? minTier : Math.max(minTier, 2);
      let chosen: { fit: Fit; pick: number[]; candidates: SearchCandidate[] } | null = null;
      for (const pick of picks) {
        const span = pick.map((i) => ws[i]!);
        const candidates = await search(span, (c) => fit(c, span, 0)?.tier ?? 0, { need });
        for (const [order, candidate] of candidates.entries()) {
          const f = fit(candidate, span, order);
          if (
            f &&
            f.tier >= need &&
            // Part of a phrase (need 2) must name its food with its short words spelt right.
            !(need >= 2 && hasShortTypos(f)) &&
            // A word a built-in food is named by is that word, not a misspelling of another
            // ('rum cake' is no 'rum and coke').
            !f.misspelt.some((word) => known.has(word)) &&
            (!chosen ||
              f.tier > chosen.fit.tier ||
              (f.tier === chosen.fit.tier && better(f, chosen.fit) && chosen.pick === pick))
          ) {
            chosen = { fit: f, pick, candidates };
          }
        }
        if (chosen?.fit.tier === 3) break;
      }
      if (!chosen) continue;
      const { fit: best, pick, candidates } = chosen;
      const span = pick.map((i) => ws[i]!);
      // Words of the span the name did not need ('homemade'): kept with the food, noted as unmatched.
      const spare = span.filter((_, i) => !best.used.has(i));
      if (spare.length > 0 && best.tier < 3) unmatched.push(spare.join(' '));
      const here: Match = { fit: best, words: span, others: candidates.filter((c) => c.id !== best.candidate.id) };
      // The words left over may name another food, but only by its whole name.
      const first = pick[0]!;
      const last = pick[pick.length - 1]!;
      const inside = ws.filter((_, i) => i > first && i < last && !pick.includes(i));
      const before = await this.matchWords(ws.slice(0, first), search, unmatched, 2);
      const within = await this.matchWords(inside, search, unmatched, 2);
      const after = await this.matchWords(ws.slice(last + 1), search, unmatched, 2);
      return [...before, here, ...within, ...after];
    }
    unmatched.push(ws.join(' '));
    return [];
  }

  /** Each match with its grams from its food's portions, and its nutrients for those grams. */
  private items(
    found: { text: string; amount: Amount; match: Match }[],
    byId: ReadonlyMap<string, ParserFood>,
    pint: Pint,
  ): ParsedItem[] {
    return found.flatMap(({ text, amount, match }) => {
      const food = byId.get(match.fit.candidate.id);
      if (!food) return [];
      const resolved = resolveGrams(
        { portions: food.portions, drink: isDrink(food), phraseWords: match.words },
        amount,
        pint,
      );
      const per = (value: number | null) => (value === null ? null : round1((value * resolved.grams) / 100));
      const nameSure = match.fit.tier === 3 ? 1 : match.fit.tier === 2 ? 0.85 : 0.6;
      const confidence = Math.round(100 * nameSure * (hasTypos(match.fit) ? 0.85 : 1) * resolved.confidence);
      const alternatives = match.others
        .map((c, order) => ({ c, f: fit(c, match.words, order) }))
        .sort((a, b) => (a.f ? 0 : 1) - (b.f ? 0 : 1))
        .slice(0, 5)
        .map(({ c }) => ({ foodId: c.id, name: c.brand ? `${c.name} (${c.brand})` : c.name }));
      return [
        {
          text,
          foodId: food.id,
          name: food.name,
          quantity: resolved.quantity,
          unit: resolved.unit,
          portion: resolved.portion,
          grams: resolved.grams,
          calories: food.energyKcal === null ? null : Math.round((food.energyKcal * resolved.grams) / 100),
          kcalPer100g: food.energyKcal,
          protein: per(food.proteinG),
          carbs: per(food.carbohydrateG),
          fat: per(food.fatG),
          confidence,
          alternatives,
        } satisfies ParsedItem,
      ];
    });
  }
}

/**
 * The match in a phrase's words that its amount measures. The longest name is the phrase's food
 * ('chicken' in 'grilled chicken breast' is part of it). Among names as long, an amount with a unit
 * measures the food whose own portions have that unit ('2 slices of jam toast' are slices of toast,
 * the jam its usual spread), and where several do, the last: English names the food last, after
 * what goes with it ('2 slices of cheese toast'). A bare number counts the food said right after it
 * ('2 eggs bacon toast').
 */
function mainMatch(matches: Match[], amount: Amount, byId: ReadonlyMap<string, ParserFood>, pint: Pint): number {
  const longest = Math.max(0, ...matches.map((m) => m.words.length));
  const tied = matches.flatMap((m, k) => (m.words.length === longest ? [k] : []));
  if (tied.length <= 1 || amount.unit === null) return tied[0] ?? 0;
  const fitOf = (k: number) => {
    const food = byId.get(matches[k]!.fit.candidate.id);
    if (!food) return 0;
    return resolveGrams({ portions: food.portions, drink: isDrink(food), phraseWords: matches[k]!.words }, amount, pint)
      .confidence;
  };
  const fits = tied.map(fitOf);
  const best = Math.max(...fits);
  return tied.filter((_, i) => fits[i] === best).at(-1)!;
}

/**
 * Two foods named side by side that are one food: two breads, the first saying which
 * ('sourdough toast', 'rye toast' are slices of that bread, toasted), and words before a food
 * whose ingredients hold them, which say what it is made with ('strawberry smoothie' is a smoothie,
 * not strawberries and a smoothie; 'lamb kebab' a kebab). Other foods side by side stay two
 * ('cheese toast': toast holds no cheese).
 */
function oneFoodEach(matches: Match[], phraseWords: string[], byId: ReadonlyMap<string, ParserFood>): Match[] {
  const phraseText = ` ${phraseWords.join(' ')} `;
  return matches.reduce<Match[]>((kept, match) => {
    const previous = kept.at(-1);
    if (previous && phraseText.includes(` ${[...previous.words, ...match.words].join(' ')} `)) {
      const words = [...previous.words, ...match.words];
      if (isBread(previous) && isBread(match)) {
        kept[kept.length - 1] = { ...previous, words };
        return kept;
      }
      if (madeWith(byId.get(match.fit.candidate.id), previous.words)) {
        kept[kept.length - 1] = { ...match, words };
        return kept;
      }
    }
    kept.push(match);
    return kept;
  }, []);
}

const isBread = (match: Match) => match.fit.candidate.category === BREAD_CATEGORY;

/** Whether `food`'s ingredients hold every one of `words` ('lamb' of a kebab), plurals folded. */
function madeWith(food: ParserFood | undefined, words: string[]): boolean {
  if (!food?.ingredients) return false;
  const held = new Set(tokenize(food.ingredients).map(singular));
  const named = words.filter((word) => !LINK_WORDS.has(word)).map(singular);
  return named.length > 0 && named.every((word) => held.has(word));
}

/** A drink weighs a gram per millilitre when it has no volume portion of its own. */
function isDrink(food: ParserFood): boolean {
  if (food.nutriKind === 'beverage' || food.nutriKind === 'water') return true;
  return /beverage|drink|juice|coffee|tea\b|soda|water|milk|smoothie|shake|beer|wine|spirit/i.test(
    `${food.category ?? ''} ${food.name}`,
  );
}

/**
 * Whether one food's name runs across a soft separator: the words just before it, the
 * separator, and the words up to the next food word after it name a food whose name holds the
 * separator word and needs words from both sides.
 */
async function spans(left: string[], separator: string, right: string[], search: Search): Promise<boolean> {
  const last = left[left.length - 1];
  if (last === undefined || !isFoodWord(last)) return false;
  // An amount after the separator starts another food ('toast and 2 eggs', 'rice and a bowl of').
  const after = phrase(right);
  if (after.amount.quantity !== null || after.amount.unit !== null) return false;
  const firstFood = right.findIndex(isFoodWord);
  if (firstFood < 0 || firstFood > 1) return false;
  const joiner = separator === 'n' ? 'and' : separator;
  const query = [last, joiner, right[firstFood]!];
  const merged = [...left, joiner, ...right].filter(isFoodWord);
  const leftWords = new Set(left.filter(isFoodWord));
  const rightWords = new Set(right.filter(isFoodWord));
  const joins = (candidate: SearchCandidate) =>
    [candidate.name, ...(candidate.aliases ?? '').split('|').filter(Boolean)].some((name) => {
      const all = tokenize(name);
      if (!all.includes(joiner) && !(joiner === 'and' && all.includes('n'))) return false;
      const core = coreWords(name);
      const f = fit({ ...candidate, name, aliases: null }, merged, 0);
      if (!f || f.tier < 2) return false;
      const touches = (side: Set<string>) => core.some((w) => [...side].some((t) => sameWord(t, w).same));
      return touches(leftWords) && touches(rightWords);
    });
  return (await search(query, (c) => (joins(c) ? 3 : 0), { typos: false })).some(joins);
}
