import { round1 } from '@rules/nutrition/amounts';
import type {
  FoodNutrition,
  FoodSearchResult,
  Language,
  NumberSource,
  Scan,
  ScanItem,
  ScanItemChoice,
  Suggestion,
} from '@/client';
import builtinFoodsCsv from '@rules/foods/builtin-foods.csv?raw';
import builtinPortionsCsv from '@rules/foods/builtin-portions.csv?raw';
import builtinTranslationsCsv from '@rules/foods/builtin-foods-i18n.csv?raw';
import {
  FOOD_LANGUAGES,
  parseBuiltinFoods,
  parseBuiltinPortions,
  parseBuiltinTranslations,
  type FoodNaming,
  type TranslatedLanguage,
} from '@rules/foods/builtin-foods';
import { queryTokens, rank, tokenize, type SearchCandidate } from '@rules/foods/food-ranking';
import { isPortionLabel, portionInLanguage, portionName } from '@rules/foods/portion-names';
// The server's own nutrition rules (pure code, no I/O), so the mock computes what the API would.
import { foodNova, mealNutrition, type FoodFacts } from '@rules/nutrition/meal-nutrition';
import { NOVA_LABELS } from '@rules/nutrition/nova';
import { pintFor } from '@rules/units/units';
import { acceptedLanguageTags } from '@rules/preferences/accept-language';
import type { Pint } from '@rules/foods/parsing/phrases';
import { itemPath, portionOutOfRange, unknownFood, unknownPortion, type Refusal } from '@rules/scans/correction-errors';
import { ITEM_GRAMS } from '@rules/scans/item-choice';
import { scanSummary } from './fixtures';

/** A food of the mock database: the food's row (per 100 g) and its household portions. */
export interface MockFood extends FoodFacts {
  id: string;
  source: string;
  aliases: string[];
  brand: string | null;
  description: string | null;
  type: string;
  category: string;
  portions: { label: string; grams: number }[];
  /** A built-in food's Spanish and German names. */
  names?: Record<TranslatedLanguage, FoodNaming> | null;
}

/**
 * A branded food as a USDA import adds it (the built-in file has generic foods only), for search
 * results that show a brand and a food whose name is in capitals.
 */
const BRANDED_FOODS: MockFood[] = [
  {
    id: 'fdc-2700101',
    source: 'usda',
    aliases: [],
    name: 'APPLE CINNAMON OAT BAR',
    brand: 'Orchard Co',
    description: 'Chewy oat bar with dried apple',
    type: 'Brand',
    category: 'Cereal bars',
    portions: [{ label: '1 bar', grams: 40 }],
    energyKcal: 400,
    proteinG: 5,
    carbohydrateG: 72.5,
    sugarsG: 30,
    fibreG: 5,
    fatG: 10,
    saturatedFatG: 2.5,
    sodiumMg: 250,
    nutriKind: 'general',
    fruitVegPercent: 5,
    novaGroup: null,
    ingredients: 'oats, glucose syrup, dried apple, sugar, palm oil, flavouring, emulsifier (soy lecithin)',
    allergens: [],
  },
];

/** The API's built-in foods, read from the same file with the same parser, and the branded ones. */
export const mockFoods: MockFood[] = [
  ...parseBuiltinFoods(
    builtinFoodsCsv,
    parseBuiltinPortions(builtinPortionsCsv),
    parseBuiltinTranslations(builtinTranslationsCsv),
  ).map(({ dataType, portions, ...food }) => ({
    ...food,
    type: dataType,
    portions: portions.map(({ description, grams }) => ({ label: description, grams })),
  })),
  ...BRANDED_FOODS,
];

export const findMockFood = (id: string) => mockFoods.find((food) => food.id === id);

/**
 * Search as the API answers it: foods with every word of the query in their name, other names,
 * brand or category (the last word may be half-typed), in the API's own order. Misspelt words are
 * not corrected; `brands: false` leaves out the branded foods, as the API can.
 */
export function searchMockCandidates(query: string, limit = 10, { brands = true } = {}): SearchCandidate[] {
  const tokens = queryTokens(query);
  const last = tokens.length - 1;
  const candidates = mockFoods
    .filter((food) => brands || food.brand === null)
    .filter((food) => {
      const words = tokenize([food.name, ...food.aliases, food.brand ?? '', food.category].join(' '));
      return tokens.every((token, i) => words.some((word) => (i === last ? word.startsWith(token) : word === token)));
    })
    .map(mockCandidate);
  return rank(candidates, tokens, limit);
}

/**
 * The language a request asks for by its Accept-Language header, as the API reads it: the
 * first of English, Spanish and German the header names ('de-AT' is German), else English.
 */
export function mockLanguage(header: string | null): Language {
  return (
    acceptedLanguageTags(header)
      .map((tag) => FOOD_LANGUAGES.find((l) => l === tag.split('-')[0]))
      .find(Boolean) ?? 'en'
  );
}

/**
 * The pint a request's writer means, as the API reads it: by the region of the language the
 * Accept-Language header prefers ('en-GB' imperial, 'en-US' or 'en' US), the US pint when it names none.
 */
export function mockPint(header: string | null): Pint {
  const [first] = acceptedLanguageTags(header);
  return first ? pintFor(first) : 'us';
}

/**
 * A food's name in `language`, as the API names it: a built-in food's name in that language when
 * `name` is one of its own names, else `name` as it is.
 */
export function mockFoodName(foodId: string | null, name: string, language: Language): string {
  const food = foodId === null ? undefined : findMockFood(foodId);
  if (!food?.names) return name;
  const names = { en: food.name, es: food.names.es.name, de: food.names.de.name };
  return Object.values(names).includes(name) ? names[language] : name;
}

/** A mock food as the search ranks it. */
export const mockCandidate = (food: MockFood): SearchCandidate => ({
  ...food,
  aliases: food.aliases.join('|'),
  dataType: food.type,
  engineScore: 0,
});

/** The search's answer as the API's food search gives it. */
export function searchMockFoods(query: string, limit = 10, language: Language = 'en'): FoodSearchResult[] {
  return searchMockCandidates(query, limit).map(({ id, name, brand, description, dataType }) => ({
    id,
    name: mockFoodName(id, name, language),
    brand,
    description,
    type: dataType,
  }));
}

/**
 * One serving's nutrition (the first portion), computed as the API's food nutrition endpoint does;
 * the food and its portions named in `language`.
 */
export function mockFoodNutrition(food: MockFood, language: Language = 'en'): FoodNutrition {
  const portion = food.portions[0];
  const grams = portion?.grams ?? 100;
  const meal = mealNutrition([{ name: food.name, grams, per100g: food, food }]);
  return {
    foodId: food.id,
    foodName: mockFoodName(food.id, food.name, language),
    category: food.category,
    servingSize: portion ? `${portionName(portion.label, language)} (${grams} g)` : '100 g',
    processingLevel: NOVA_LABELS[meal.nova ?? foodNova(food)],
    healthScore: meal.nutriScore!.healthScore,
    grade: meal.nutriScore!.letter,
    calories: Math.round(meal.totals.energyKcal),
    kcalPer100g: food.energyKcal ?? 0,
    protein: round1(meal.totals.proteinG),
    carbs: round1(meal.totals.carbohydrateG),
    fat: round1(meal.totals.fatG),
    portions: food.portions.map((p) => portionInLanguage(p, language)),
  };
}

/** A correction the mock refuses, as the API would (400 with the fields at fault). */
export class MockInputError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
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
  if (!food) throw new MockInputError(unknownFood(choice.foodId, itemPath(i)));
  if ('grams' in choice && choice.grams !== undefined)
    return { name: food.name, grams: choice.grams, portion: null, food };
  const wanted =
    'portion' in choice ? choice.portion : food.portions[0] ? { label: food.portions[0].label, quantity: 1 } : null;
  if (!wanted) return { name: food.name, grams: 100, portion: null, food };
  // A portion is named by its own label, or by the one it is shown under in Spanish or German when
  // that names only one of the food's portions.
  const shown = food.portions.filter((p) => isPortionLabel(p.label, wanted.label));
  const portion = food.portions.find((p) => p.label === wanted.label) ?? (shown.length === 1 ? shown[0] : undefined);
  if (!portion) {
    throw new MockInputError(unknownPortion(wanted.label, food.name, itemPath(i)));
  }
  const grams = portion.grams * wanted.quantity;
  if (grams < ITEM_GRAMS.min || grams > ITEM_GRAMS.max) throw new MockInputError(portionOutOfRange(itemPath(i)));
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
  const totals = meal.known
    ? {
        calories: Math.round(meal.totals.energyKcal),
        protein: round1(meal.totals.proteinG),
        carbs: round1(meal.totals.carbohydrateG),
        fat: round1(meal.totals.fatG),
        fibre: round1(meal.totals.fibreG),
        sugar: round1(meal.totals.sugarsG),
        sodium: Math.round(meal.totals.sodiumMg),
      }
    : null;
  return {
    ...scan,
    foodName: names.length <= 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!.toLowerCase()}`,
    confidence: null,
    ...scanSummary(totals, meal.nutriScore?.letter ?? null),
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
