/**
 * Grams for an amount of one food. The weight always comes from the food's own household
 * portions, from a unit of fixed size (a volume through the food's own volume portion, or as
 * grams for a drink), or from the user: never from a made-up serving.
 */
import {
  isMass,
  isVolume,
  MASS_UNITS,
  numberValue,
  PINT_ML,
  singular,
  sizeOf,
  unitOf,
  VOLUME_UNITS,
  words,
  type Amount,
  type Pint,
  type Size,
  type Unit,
} from './phrases';

export interface PortionRow {
  description: string;
  grams: number;
}

/** A portion description read as an amount: '4 wings' → 4 of 'wings'; '1 can (12 fl oz)' → 1 can of 355 ml. */
export interface ReadPortion {
  row: PortionRow;
  amount: number;
  unit: Unit | null;
  size: Size | null;
  /** The description's other words ('wings', 'chopped'). */
  words: string[];
  /** The portion's volume in ml, when its description says it. */
  ml: number | null;
  /** 'Quantity not specified' and guideline rows: no household amount a person would name. */
  unspecified: boolean;
}

/** Portions a person counts ('1 medium', '4 wings', '1 slice', '1 can'), as opposed to measures. */
const isCount = (p: ReadPortion) => !p.unspecified && !isMass(p.unit) && !isVolume(p.unit);

export function readPortion(row: PortionRow): ReadPortion {
  const ws = words(row.description).filter((w) => !['(', ')', ',', '.'].includes(w));
  const unspecified = /quantity not specified|guideline amount|not specified/i.test(row.description);
  let i = 0;
  let amount = 1;
  const first = numberValue(ws[0]);
  if (first !== null && first > 0) {
    amount = first;
    i = 1;
    const second = numberValue(ws[1]);
    if (second !== null && /\//.test(ws[1]!) && Number.isInteger(first)) {
      amount += second;
      i = 2;
    }
  }
  let unit: Unit | null = null;
  let size: Size | null = null;
  let ml: number | null = null;
  const rest: string[] = [];
  for (let j = i; j < ws.length; j += 1) {
    const w = ws[j]!;
    const asUnit = unitOf(w);
    const n = numberValue(w);
    if (n !== null) {
      // A volume in the description: '(12 fl oz)', '(250 ml)'.
      const next = unitOf(ws[j + 1] ?? '');
      if (next && isVolume(next) && ml === null) {
        ml = n * VOLUME_UNITS[next]!;
        j += 1;
      }
      continue;
    }
    if (asUnit && unit === null && j <= i + 2) unit = asUnit;
    else if (sizeOf(w) && size === null && !['little', 'regular', 'normal', 'average'].includes(w)) size = sizeOf(w);
    else rest.push(w);
  }
  if (ml === null && isVolume(unit)) ml = amount * VOLUME_UNITS[unit!]!;
  return { row, amount, unit, size, words: rest, ml, unspecified };
}

/** Household words for one whole item of a food (a pot of yogurt, a bar of chocolate), not a vessel poured from. */
const WHOLE_ITEMS = new Set<Unit>(['pot', 'bar', 'packet', 'piece', 'slice', 'stick', 'wedge', 'square', 'scoop']);

/** Relative sizes, used only when a food lacks a portion of the size asked for. */
const SIZE_FACTOR: Record<Size, number> = { small: 0.8, medium: 1, large: 1.25 };

/** Other vessels and shares that stand for a household word when the food lacks that exact one. */
const STAND_INS: Partial<Record<Unit, Unit[]>> = {
  mug: ['cup'],
  glass: ['cup'],
  bowl: ['cup'],
  serving: ['bowl', 'plate'],
  plate: ['serving'],
  pot: ['serving'],
  piece: ['slice'],
  slice: ['piece'],
  packet: ['bar', 'serving'],
  bar: ['packet'],
};

export interface Resolution {
  grams: number;
  quantity: number;
  /** The unit said, null for a count or no amount. */
  unit: string | null;
  portion: { label: string; grams: number; quantity: number } | null;
  /** How sure the amount is: 1 when the words and the food's portions agree exactly. */
  confidence: number;
}

export interface FoodForPortions {
  portions: PortionRow[];
  /** A drink: a millilitre weighs a gram when the food has no volume portion of its own. */
  drink: boolean;
  /** Words naming the food as typed ('wings'), to prefer the portion that counts them. */
  phraseWords: string[];
}

const round = (n: number) => Math.round(n * 10) / 10;

function viaPortion(p: ReadPortion, portionsOfIt: number, unit: string | null, quantity: number, confidence: number) {
  return {
    grams: round(p.row.grams * portionsOfIt),
    quantity,
    unit,
    portion: { label: p.row.description, grams: p.row.grams, quantity: Math.round(portionsOfIt * 1000) / 1000 },
    confidence,
  } satisfies Resolution;
}

/** The portion of the size asked for, else the given one scaled by how much bigger or smaller the size is. */
function sized(candidates: ReadPortion[], fallback: ReadPortion, size: Size | null): { p: ReadPortion; scale: number } {
  if (!size) return { p: fallback, scale: 1 };
  const exact = candidates.find((c) => c.size === size);
  if (exact) return { p: exact, scale: 1 };
  return { p: fallback, scale: SIZE_FACTOR[size] / SIZE_FACTOR[fallback.size ?? 'medium'] };
}

/**
 * The grams of `amount` of `food`. `pint` is the pint the person means (the US one in the US, the
 * imperial one elsewhere): an imperial pint is weighed through the food's volume, not its US pint
 * portion.
 */
export function resolveGrams(food: FoodForPortions, amount: Amount, pint: Pint = 'us'): Resolution {
  const read = food.portions.map(readPortion);
  const usable = read.filter((p) => !p.unspecified);
  const first = usable[0] ?? read[0];
  const q = amount.quantity ?? 1;
  const unit = amount.unit;

  if (unit && isMass(unit)) {
    return { grams: round(q * MASS_UNITS[unit]!), quantity: q, unit, portion: null, confidence: 1 };
  }

  if (unit && isVolume(unit)) {
    const imperialPint = unit === 'pint' && pint === 'imperial';
    const ml = q * (imperialPint ? PINT_ML.imperial : VOLUME_UNITS[unit]!);
    const same = imperialPint ? undefined : usable.find((p) => p.unit === unit);
    if (same) return viaPortion(same, q / same.amount, unit, q, 1);
    const volume = usable.find((p) => p.ml !== null && p.ml > 0);
    if (volume) return viaPortion(volume, ml / volume.ml!, unit, q, 0.95);
    if (food.drink) return { grams: round(ml), quantity: q, unit, portion: null, confidence: 0.95 };
    if (first) return viaPortion(first, q / first.amount, unit, q, 0.5);
    return { grams: round(ml), quantity: q, unit, portion: null, confidence: 0.3 };
  }

  if (unit) {
    // A household word: the food's own portion of that name, in the size asked for.
    for (const name of [unit, ...(STAND_INS[unit] ?? [])]) {
      const matching = usable.filter((p) => p.unit === name || p.words.includes(name));
      if (matching.length === 0) continue;
      const { p, scale } = sized(matching, matching[0]!, amount.size);
      const confidence = name === unit ? (scale === 1 ? 1 : 0.85) : 0.75;
      return viaPortion(p, (q * scale) / p.amount, unit, q, confidence);
    }
    if (unit === 'serving' && first) return viaPortion(first, q, unit, q, 0.9);
    if (first) {
      const { p, scale } = sized(usable, first, amount.size);
      return viaPortion(p, q * scale, unit, q, 0.5);
    }
    return { grams: round(100 * q), quantity: q, unit, portion: null, confidence: 0.2 };
  }

  // A count or no amount: the food's counted portion, the one naming what was counted first
  // ('3 chicken wings' against '4 wings'), in the size asked for.
  const counts = usable.filter(isCount);
  const said = new Set(food.phraseWords.map(singular));
  // The portion naming what was counted ('slices', 'wings') and as little else as possible.
  const namedScore = (p: ReadPortion) => {
    const own = [...p.words, ...(p.unit ? [p.unit] : [])];
    const hits = own.filter((w) => said.has(singular(w))).length;
    return hits === 0 ? 0 : hits - (own.length - hits);
  };
  const named = counts
    .map((p) => ({ p, score: namedScore(p) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)[0]?.p;
  if (amount.quantity === null && !amount.size && first) return viaPortion(first, 1, null, 1, 1);
  const base = named ?? (amount.size ? (counts.find((p) => p.unit === null) ?? counts[0]) : undefined);
  if (base) {
    const { p, scale } = sized(counts, base, amount.size);
    // '4 wings' is four of them; '1 medium' one; '2 slices' two: a count counts the portion's own
    // units. A size with no number ('large fries') is one such portion.
    const portionsOfIt = amount.quantity === null ? scale : (q * scale) / p.amount;
    return viaPortion(p, portionsOfIt, null, q, scale === 1 ? 1 : 0.85);
  }
  // A number with nothing else: that many of the food's usual portion ('a coffee', '2 toast'),
  // or, when that portion is a measure (a cup of yogurt), of the food as a whole item ('a
  // yogurt' is its pot, 'a mango' its fruit) when the food has one.
  if (first && isCount(first)) return viaPortion(first, q / first.amount, null, q, 1);
  const whole = counts.find((p) => !p.size && (p.unit === null || WHOLE_ITEMS.has(p.unit)));
  if (whole) return viaPortion(whole, q / whole.amount, null, q, 0.9);
  if (first) return viaPortion(first, q, null, q, 0.8);
  return { grams: round(100 * q), quantity: q, unit: null, portion: null, confidence: 0.2 };
}
