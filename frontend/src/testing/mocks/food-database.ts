import type {
  FoodNutrition,
  FoodSearchResult,
  NumberSource,
  Scan,
  ScanItem,
  ScanItemChoice,
  Suggestion,
} from '@/client';
// The server's own nutrition rules (pure code, no I/O), so the mock computes what the API would.
import { foodNova, mealNutrition, type FoodFacts } from '@rules/nutrition/meal-nutrition';
import { NOVA_LABELS } from '@rules/nutrition/nova';
import {
  PORTION_GRAMS,
  portionOutOfRange,
  unknownFood,
  unknownPortion,
  type Refusal,
} from '@rules/scans/correction-errors';

/** A food of the mock database: the built-in food's row (per 100 g) and its household portions. */
export interface MockFood extends FoodFacts {
  id: string;
  brand: string | null;
  description: string | null;
  type: string;
  category: string;
  portions: { label: string; grams: number }[];
}

type Row = [
  id: string,
  name: string,
  category: string,
  per100g: [
    kcal: number,
    protein: number,
    carbs: number,
    sugars: number,
    fibre: number,
    fat: number,
    satFat: number,
    sodiumMg: number,
  ],
  portion: [label: string, grams: number][],
  extra?: Partial<MockFood>,
];

/** A slice of the built-in food table (same numbers), enough for search, corrections and the demos. */
const ROWS: Row[] = [
  ['builtin-apple', 'Apple', 'Produce', [52, 0.3, 13.8, 10.4, 2.4, 0.2, 0, 1], [['1 medium', 182]]],
  [
    'builtin-granny-smith-apple',
    'Granny Smith apple',
    'Produce',
    [58, 0.4, 13.6, 9.6, 2.8, 0.2, 0, 1],
    [['1 medium', 182]],
  ],
  [
    'builtin-banana',
    'Banana',
    'Produce',
    [89, 1.1, 22.8, 12.2, 2.6, 0.3, 0.1, 1],
    [
      ['1 medium', 118],
      ['1 large', 136],
    ],
  ],
  ['builtin-orange', 'Orange', 'Produce', [47, 0.9, 11.8, 9.4, 2.4, 0.1, 0, 0], [['1 medium', 131]]],
  ['builtin-plantain', 'Plantain', 'Produce', [122, 1.3, 31.9, 15, 2.3, 0.4, 0.1, 4], [['1 medium', 179]]],
  ['builtin-mango', 'Mango', 'Produce', [60, 0.8, 15, 13.7, 1.6, 0.4, 0.1, 1], [['1 cup sliced', 165]]],
  [
    'builtin-egg',
    'Egg',
    'Dairy & Eggs',
    [143, 12.6, 0.7, 0.4, 0, 9.5, 3.1, 142],
    [['1 large', 50]],
    { fruitVegPercent: 0 },
  ],
  [
    'builtin-white-bread',
    'White bread',
    'Bakery',
    [266, 7.6, 50.6, 5.7, 2.4, 3.3, 0.7, 490],
    [['1 slice', 29]],
    {
      fruitVegPercent: 0,
      novaGroup: 4,
      ingredients: 'wheat flour, water, yeast, sugar, vegetable oil, salt, emulsifier',
    },
  ],
  [
    'builtin-avocado-toast',
    'Avocado toast',
    'Prepared Dishes',
    [195, 4.8, 20.5, 1.5, 5.4, 11, 1.7, 300],
    [['1 slice', 150]],
    { fruitVegPercent: 45, novaGroup: 3, ingredients: 'sourdough bread, avocado, olive oil, lemon, chilli flakes' },
  ],
  [
    'builtin-greek-salad',
    'Greek salad',
    'Prepared Dishes',
    [107, 3.1, 4.6, 3, 1.4, 8.8, 3.1, 380],
    [['1 bowl', 300]],
    { fruitVegPercent: 75, novaGroup: 3, ingredients: 'tomato, cucumber, feta, olives, red onion, olive oil' },
  ],
  [
    'builtin-apple-pie',
    'Apple pie',
    'Bakery',
    [237, 1.9, 34, 15.6, 1.6, 11, 3.8, 266],
    [['1 slice', 125]],
    { fruitVegPercent: 25, novaGroup: 4, ingredients: 'apples, wheat flour, butter, sugar, cinnamon' },
  ],
  [
    'fdc-2700101',
    'APPLE CINNAMON OAT BAR',
    'Cereal bars',
    [400, 5, 72.5, 30, 5, 10, 2.5, 250],
    [['1 bar', 40]],
    {
      brand: 'Orchard Co',
      type: 'Brand',
      description: 'Chewy oat bar with dried apple',
      fruitVegPercent: 5,
      ingredients: 'oats, glucose syrup, dried apple, sugar, palm oil, flavouring, emulsifier (soy lecithin)',
    },
  ],
];

export const mockFoods: MockFood[] = ROWS.map(
  ([id, name, category, [kcal, protein, carbs, sugars, fibre, fat, satFat, sodium], portions, extra]) => ({
    id,
    name,
    brand: null,
    description: null,
    type: 'Generic',
    category,
    portions: portions.map(([label, grams]) => ({ label, grams })),
    energyKcal: kcal,
    proteinG: protein,
    carbohydrateG: carbs,
    sugarsG: sugars,
    fibreG: fibre,
    fatG: fat,
    saturatedFatG: satFat,
    sodiumMg: sodium,
    nutriKind: 'general',
    fruitVegPercent: category === 'Produce' ? 100 : 0,
    novaGroup: category === 'Produce' ? 1 : null,
    ingredients: null,
    allergens: [],
    ...extra,
  }),
);

export const findMockFood = (id: string) => mockFoods.find((food) => food.id === id);

/** Search as the API answers it, loosely: every word of the query in the name or brand, generic foods first. */
export function searchMockFoods(query: string, limit = 10): FoodSearchResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return mockFoods
    .filter((food) => words.every((word) => `${food.name} ${food.brand ?? ''}`.toLowerCase().includes(word)))
    .sort((a, b) => Number(a.type === 'Brand') - Number(b.type === 'Brand') || a.name.length - b.name.length)
    .slice(0, limit)
    .map(({ id, name, brand, description, type }) => ({ id, name, brand, description, type }));
}

/** One serving's nutrition (the first portion), computed as the API's food nutrition endpoint does. */
export function mockFoodNutrition(food: MockFood): FoodNutrition {
  const portion = food.portions[0];
  const grams = portion?.grams ?? 100;
  const meal = mealNutrition([{ name: food.name, grams, per100g: food, food }]);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    foodId: food.id,
    foodName: food.name,
    category: food.category,
    servingSize: portion ? `${portion.label} (${grams} g)` : '100 g',
    processingLevel: NOVA_LABELS[meal.nova ?? foodNova(food)],
    healthScore: meal.nutriScore!.healthScore,
    grade: meal.nutriScore!.grade,
    calories: Math.round(meal.totals.energyKcal),
    protein: round1(meal.totals.proteinG),
    carbs: round1(meal.totals.carbohydrateG),
    fat: round1(meal.totals.fatG),
    portions: food.portions,
  };
}

/** A correction the mock refuses, as the API would (400 with the fields at fault). */
export class MockInputError extends Error {
  readonly details: Refusal['details'];

  constructor({ message, details }: Refusal) {
    super(message);
    this.details = details;
  }
}

interface ChosenItem {
  name: string;
  grams: number;
  portion: ScanItem['portion'];
  food: MockFood | null;
}

function chosenItem(choice: ScanItemChoice, i: number): ChosenItem {
  if (!('foodId' in choice)) return { name: choice.name.trim(), grams: choice.grams, portion: null, food: null };
  const food = findMockFood(choice.foodId);
  if (!food) throw new MockInputError(unknownFood(choice.foodId, i));
  if ('grams' in choice && choice.grams !== undefined)
    return { name: food.name, grams: choice.grams, portion: null, food };
  const wanted =
    'portion' in choice ? choice.portion : food.portions[0] ? { label: food.portions[0].label, quantity: 1 } : null;
  if (!wanted) return { name: food.name, grams: 100, portion: null, food };
  const portion = food.portions.find((p) => p.label === wanted.label);
  if (!portion) {
    throw new MockInputError(unknownPortion(wanted.label, food.name, i));
  }
  const grams = portion.grams * wanted.quantity;
  if (grams < PORTION_GRAMS.min || grams > PORTION_GRAMS.max) throw new MockInputError(portionOutOfRange(i));
  return {
    name: food.name,
    grams,
    portion: { label: portion.label, grams: portion.grams, quantity: wanted.quantity },
    food,
  };
}

/**
 * The scan as the API makes it after a correction: the chosen items, every number computed from
 * the (mock) food database with the server's rules, the old answer offered among the suggestions.
 */
export function correctedScan(scan: Scan, choices: ScanItemChoice[], now = new Date()): Scan {
  const items = choices.map(chosenItem);
  const meal = mealNutrition(
    items.map((item) => ({ name: item.name, grams: item.grams, per100g: item.food, food: item.food })),
  );
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const orNull = (n: number | null | undefined, digits: (n: number) => number) =>
    n === null || n === undefined ? null : digits(n);
  const scanItems: ScanItem[] = items.map((item, i) => {
    const amounts = meal.itemAmounts[i] ?? null;
    const source: NumberSource = item.food ? 'database' : 'user';
    return {
      foodId: item.food?.id ?? null,
      name: item.name,
      grams: round1(item.grams),
      portion: item.portion,
      calories: orNull(amounts?.energyKcal, Math.round),
      protein: orNull(amounts?.proteinG, round1),
      carbs: orNull(amounts?.carbohydrateG, round1),
      fat: orNull(amounts?.fatG, round1),
      fibre: orNull(amounts?.fibreG, round1),
      sugar: orNull(amounts?.sugarsG, round1),
      sodium: orNull(amounts?.sodiumMg, Math.round),
      source,
      confidence: null,
    };
  });
  const chosen = new Set(scanItems.map((item) => item.foodId).filter(Boolean));
  const before: Suggestion[] = scan.items.flatMap((item) =>
    item.foodId ? [{ foodId: item.foodId, name: item.name, confidence: item.confidence ?? 0, provider: 'model' }] : [],
  );
  const suggestions = [...before, ...scan.suggestions]
    .filter((s, i, all) => !chosen.has(s.foodId) && all.findIndex((o) => o.foodId === s.foodId) === i)
    .slice(0, 5);
  const names = [...new Set(scanItems.map((item) => item.name))];
  const gram = (n: number) => `${round1(n)}g`;
  return {
    ...scan,
    foodName: names.length <= 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!.toLowerCase()}`,
    confidence: null,
    calories: meal.known ? Math.round(meal.totals.energyKcal) : null,
    protein: meal.known ? gram(meal.totals.proteinG) : null,
    carbs: meal.known ? gram(meal.totals.carbohydrateG) : null,
    fat: meal.known ? gram(meal.totals.fatG) : null,
    ingredients: meal.ingredients,
    allergens: meal.contains,
    nutritionalInfo: meal.nutritionalInfo,
    identification: { status: 'identified', provider: 'user', reason: null },
    items: scanItems,
    suggestions,
    identifiedAt: scan.identifiedAt ?? now.toISOString(),
    correctedAt: now.toISOString(),
  };
}
