/**
 * Generates a food database of realistic size: FoodData Central holds about
 * 1.9 million foods, most of them branded products. Names are built from the
 * built-in foods with brands, flavours and styles; nutrients vary around the
 * base food's. Deterministic (seeded), so every run measures the same data.
 * The food benchmark writes 1.9 million of them; the engine agreement test a
 * few thousand.
 */
import { parseBuiltinFoods } from '../../src/features/foods/builtin/builtin-foods';
import type { FoodService } from '../../src/features/foods/food.service';
import type { FoodRecord } from '../../src/features/foods/food-store';

/** A small fast PRNG (mulberry32). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'to',
  'ven',
  'sol',
  'mar',
  'del',
  'ri',
  'no',
  'ba',
  'ze',
  'qui',
  'fa',
  'lu',
  'pa',
  'gre',
  'har',
  'win',
];
const BRAND_SUFFIXES = [
  'Foods',
  'Farms',
  'Kitchen',
  'Co',
  'Brands',
  'Organics',
  'Market',
  'Bakery',
  'Creamery',
  'Naturals',
];
const FLAVOURS = [
  'original',
  'classic',
  'spicy',
  'honey',
  'garlic',
  'barbecue',
  'vanilla',
  'chocolate',
  'strawberry',
  'lemon',
  'sea salt',
  'smoked',
  'herb',
  'cheddar',
  'cinnamon',
  'maple',
  'mango',
  'chili lime',
  'teriyaki',
  'pesto',
];
const STYLES = [
  'organic',
  'low fat',
  'reduced sodium',
  'whole grain',
  'family size',
  'mini',
  'gluten free',
  'premium',
  'frozen',
  'ready to eat',
  'homestyle',
  'light',
  'protein',
  'keto',
  'snack pack',
];

export function* generateFoods(count: number, seed = 1): Generator<FoodRecord> {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const bases = parseBuiltinFoods();
  const brands = Array.from({ length: 20_000 }, () => {
    const word = pick(SYLLABLES) + pick(SYLLABLES) + (random() < 0.5 ? pick(SYLLABLES) : '');
    return `${word[0]!.toUpperCase()}${word.slice(1)} ${pick(BRAND_SUFFIXES)}`;
  });
  const vary = (value: number | null) =>
    value === null ? null : Math.round(value * (0.75 + random() * 0.5) * 100) / 100;
  for (let i = 0; i < count; i += 1) {
    const base = pick(bases);
    const branded = random() < 0.95;
    const parts = [
      random() < 0.5 ? pick(STYLES) : null,
      random() < 0.6 ? pick(FLAVOURS) : null,
      base.name.toLowerCase(),
    ].filter(Boolean);
    const name = parts.join(' ');
    const gtin = branded ? String(10_000_000_000 + i).padStart(13, '0') : null;
    yield {
      id: `gen-${i + 1}`,
      source: 'generated',
      name: branded ? name.toUpperCase() : `${name[0]!.toUpperCase()}${name.slice(1)}`,
      brand: branded ? pick(brands) : null,
      dataType: branded ? 'Brand' : pick(['SR Legacy', 'Survey (FNDDS)', 'Foundation']),
      category: base.category,
      energyKcal: vary(base.energyKcal),
      proteinG: vary(base.proteinG),
      carbohydrateG: vary(base.carbohydrateG),
      sugarsG: vary(base.sugarsG),
      fibreG: vary(base.fibreG),
      fatG: vary(base.fatG),
      saturatedFatG: vary(base.saturatedFatG),
      sodiumMg: vary(base.sodiumMg),
      nutriKind: base.nutriKind,
      ingredients: base.ingredients ?? null,
      allergens: base.allergens ?? [],
      portions: base.portions,
      barcodes: gtin ? [gtin] : [],
    };
  }
}

/** Writes `count` generated foods in one transaction, reporting progress. */
export async function writeGeneratedFoods(
  foods: FoodService,
  count: number,
  onProgress: (written: number) => void = () => undefined,
): Promise<void> {
  await foods.store.transaction(async (writer) => {
    let batch: FoodRecord[] = [];
    let written = 0;
    for (const food of generateFoods(count)) {
      batch.push(food);
      if (batch.length === 1000) {
        await writer.upsert(batch);
        written += batch.length;
        batch = [];
        if (written % 50_000 === 0) onProgress(written);
      }
    }
    await writer.upsert(batch);
    onProgress(written + batch.length);
  });
}
