/** Nutrient amounts (per 100 g, per serving, or a dish's total), and the arithmetic on them. */
export interface Amounts {
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  sugarsG: number;
  fibreG: number;
  fatG: number;
  saturatedFatG: number;
  sodiumMg: number;
}

export const ZERO: Amounts = {
  energyKcal: 0,
  proteinG: 0,
  carbohydrateG: 0,
  sugarsG: 0,
  fibreG: 0,
  fatG: 0,
  saturatedFatG: 0,
  sodiumMg: 0,
};
const KEYS = Object.keys(ZERO) as (keyof Amounts)[];

export const add = (a: Amounts, b: Amounts): Amounts =>
  Object.fromEntries(KEYS.map((k) => [k, a[k] + b[k]])) as unknown as Amounts;

/** Per-100 g values (missing ones as 0) for a portion of `grams`. */
export const scale = (per100: Partial<Record<keyof Amounts, number | null>>, grams: number): Amounts =>
  Object.fromEntries(KEYS.map((k) => [k, ((per100[k] ?? 0) * grams) / 100])) as unknown as Amounts;

export const round1 = (n: number) => Math.round(n * 10) / 10;
