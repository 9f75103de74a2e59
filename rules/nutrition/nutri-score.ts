import type { Grade } from '../contract';

/**
 * Nutri-Score, 2023 algorithm (general foods; fats, oils, nuts and seeds; and
 * beverages), per 100 g or 100 ml. A value scores one point for every
 * threshold it strictly exceeds. Sources: Santé publique France, "Update of
 * the Nutri-Score algorithm" (2022 foods, 2023 beverages); docs/scan-pipeline.md
 * lists the golden cases the tests check.
 */
export type NutriScoreKind = 'general' | 'fat' | 'beverage' | 'water';

export interface NutriScoreInput {
  energyKcal: number;
  sugarsG: number;
  saturatedFatG: number;
  /** Total fat: only the fats variant uses it (the saturated/total ratio). */
  fatG?: number;
  sodiumMg: number;
  proteinG: number;
  fibreG: number;
  /** Fruit, vegetables and legumes, percent of the product. */
  fruitVegPercent?: number;
  kind?: NutriScoreKind;
  isCheese?: boolean;
  isRedMeat?: boolean;
  /** Beverages with non-nutritive sweeteners score 4 more negative points. */
  hasSweeteners?: boolean;
}

/** Nutri-Score's letter, A (best) to E: the contract's grade. */
export type NutriScoreLetter = Grade;

/** Each component's points, for explanations (benefits and warnings come from these). */
export interface NutriScoreComponents {
  energy: number;
  sugars: number;
  saturatedFat: number;
  salt: number;
  protein: number;
  fibre: number;
  fruitVeg: number;
}

export interface NutriScoreResult {
  points: number;
  components: NutriScoreComponents;
  negative: number;
  positive: number;
  letter: NutriScoreLetter;
  /** 0–100, higher is healthier, banded so each grade lands in its score colour (A ≥ 80, B ≥ 60, C ≥ 40, D ≥ 20). */
  healthScore: number;
}

const KJ_PER_KCAL = 4.184;
const range = (from: number, step: number, count: number) =>
  Array.from({ length: count }, (_, i) => Math.round((from + step * i) * 1000) / 1000);

const T = {
  energyKj: range(335, 335, 10),
  sugars: [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51],
  saturatedFat: range(1, 1, 10),
  salt: range(0.2, 0.2, 20),
  protein: [2.4, 4.8, 7.2, 9.6, 12, 14, 17],
  fibre: [3.0, 4.1, 5.2, 6.3, 7.4],
  // Fats, oils, nuts and seeds
  energyFromSaturatesKj: range(120, 120, 10),
  saturatedRatioPercent: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
  // Beverages (2023)
  beverageEnergyKj: [30, 90, 150, 210, 240, 270, 300, 330, 360, 390],
  beverageSugars: [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11],
  beverageProtein: [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0],
};

/** Points: how many thresholds `value` strictly exceeds. */
export const pointsFor = (value: number, thresholds: readonly number[]) =>
  thresholds.reduce((points, threshold) => (value > threshold ? points + 1 : points), 0);

function fruitVegPoints(percent: number, kind: NutriScoreKind): number {
  if (kind === 'beverage') return percent > 80 ? 6 : percent > 60 ? 4 : percent > 40 ? 2 : 0;
  return percent > 80 ? 5 : percent > 60 ? 2 : percent > 40 ? 1 : 0;
}

/** Letter boundaries: the highest points value that still earns each letter A–D; above D is E. */
const LETTER_BOUNDS: Record<Exclude<NutriScoreKind, 'water'>, [number, number, number, number]> = {
  general: [0, 2, 10, 18],
  fat: [-6, 2, 10, 18],
  beverage: [Number.NEGATIVE_INFINITY, 2, 6, 9],
};
/** The lowest and highest points each variant can reach. */
const POINT_RANGE: Record<Exclude<NutriScoreKind, 'water'>, [number, number]> = {
  general: [-17, 55],
  fat: [-17, 60],
  beverage: [-15, 55],
};

/** Salt from sodium, as labels state it: 2.5 g of salt per gram of sodium. */
export const saltGrams = (sodiumMg: number) => (sodiumMg / 1000) * 2.5;

export function nutriScore(input: NutriScoreInput): NutriScoreResult {
  const kind = input.kind ?? 'general';
  if (kind === 'water') {
    const components = { energy: 0, sugars: 0, saturatedFat: 0, salt: 0, protein: 0, fibre: 0, fruitVeg: 0 };
    return { points: 0, components, negative: 0, positive: 0, letter: 'A', healthScore: 100 };
  }

  const energyKj = input.energyKcal * KJ_PER_KCAL;
  const saltG = saltGrams(input.sodiumMg);
  let energy: number;
  let sugars: number;
  let saturatedFat: number;
  let proteinPoints: number;
  const salt = pointsFor(saltG, T.salt);
  if (kind === 'beverage') {
    energy = pointsFor(energyKj, T.beverageEnergyKj);
    sugars = pointsFor(input.sugarsG, T.beverageSugars) + (input.hasSweeteners ? 4 : 0);
    saturatedFat = pointsFor(input.saturatedFatG, T.saturatedFat);
    proteinPoints = pointsFor(input.proteinG, T.beverageProtein);
  } else if (kind === 'fat') {
    const ratio = input.fatG && input.fatG > 0 ? (input.saturatedFatG / input.fatG) * 100 : 0;
    energy = pointsFor(input.saturatedFatG * 37, T.energyFromSaturatesKj);
    sugars = pointsFor(input.sugarsG, T.sugars);
    saturatedFat = pointsFor(ratio, T.saturatedRatioPercent);
    proteinPoints = pointsFor(input.proteinG, T.protein);
  } else {
    energy = pointsFor(energyKj, T.energyKj);
    sugars = pointsFor(input.sugarsG, T.sugars);
    saturatedFat = pointsFor(input.saturatedFatG, T.saturatedFat);
    proteinPoints = pointsFor(input.proteinG, T.protein);
  }
  const negative = energy + sugars + saturatedFat + salt;
  if (input.isRedMeat) proteinPoints = Math.min(proteinPoints, 2);
  // Protein counts below 11 negative points (below 7 for fats, oils, nuts and seeds), always for cheese and beverages.
  const proteinCutoff = kind === 'fat' ? 7 : 11;
  const countsProtein = kind === 'beverage' || negative < proteinCutoff || input.isCheese === true;
  const protein = countsProtein ? proteinPoints : 0;
  const fibre = pointsFor(input.fibreG, T.fibre);
  const fruitVeg = fruitVegPoints(input.fruitVegPercent ?? 0, kind);
  const positive = protein + fibre + fruitVeg;
  const components = { energy, sugars, saturatedFat, salt, protein, fibre, fruitVeg };

  const points = negative - positive;
  const letter = letterFor(points, kind);
  return {
    points,
    components,
    negative,
    positive,
    letter,
    healthScore: scoreFor(points, kind),
  };
}

function letterFor(points: number, kind: Exclude<NutriScoreKind, 'water'>): NutriScoreLetter {
  const [a, b, c, d] = LETTER_BOUNDS[kind];
  if (points <= a) return 'A';
  if (points <= b) return 'B';
  if (points <= c) return 'C';
  if (points <= d) return 'D';
  return 'E';
}

/** Maps points onto 0–100 band by band: A 80–100, B 60–79, C 40–59, D 20–39, E 0–19. */
function scoreFor(points: number, kind: Exclude<NutriScoreKind, 'water'>): number {
  const [min, max] = POINT_RANGE[kind];
  const [a, b, c, d] = LETTER_BOUNDS[kind];
  // [points from, points to, score at "from", score at "to"]; beverages have no A band (A is water only).
  const bands: [number, number, number, number][] = [
    ...(Number.isFinite(a) ? [[min, a, 100, 80] as [number, number, number, number]] : []),
    [Number.isFinite(a) ? a + 1 : min, b, 79, 60],
    [b + 1, c, 59, 40],
    [c + 1, d, 39, 20],
    [d + 1, max, 19, 0],
  ];
  const p = Math.min(max, Math.max(min, points));
  for (const [from, to, high, low] of bands) {
    if (p >= from && p <= to) {
      return to === from ? high : Math.round(high - ((p - from) / (to - from)) * (high - low));
    }
  }
  return 0;
}

const CHEESE = /\b(cheese|cheddar|mozzarella|parmesan|brie|feta|gouda)\b/i;
const RED_MEAT = /\b(beef|steak|lamb|mutton|pork|veal|venison|goat)\b/i;

/** Nutri-Score of a food or dish from its per-100 g nutrients (missing ones count as 0); cheese and red meat from its name. */
export function nutriScoreOf(
  per100: Partial<
    Record<'energyKcal' | 'sugarsG' | 'saturatedFatG' | 'fatG' | 'sodiumMg' | 'proteinG' | 'fibreG', number | null>
  >,
  about: { name: string; kind?: NutriScoreKind; fruitVegPercent?: number | null },
): NutriScoreResult {
  return nutriScore({
    energyKcal: per100.energyKcal ?? 0,
    sugarsG: per100.sugarsG ?? 0,
    saturatedFatG: per100.saturatedFatG ?? 0,
    fatG: per100.fatG ?? 0,
    sodiumMg: per100.sodiumMg ?? 0,
    proteinG: per100.proteinG ?? 0,
    fibreG: per100.fibreG ?? 0,
    fruitVegPercent: about.fruitVegPercent ?? 0,
    ...(about.kind ? { kind: about.kind } : {}),
    isCheese: CHEESE.test(about.name),
    isRedMeat: RED_MEAT.test(about.name),
  });
}
