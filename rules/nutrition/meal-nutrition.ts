import type { Ingredient, NutritionalInfo } from '../contract';
import { ALLERGENS, detectAllergens, type Allergen } from './allergens';
import { add, round1, ZERO, type Amounts } from './amounts';
import { NOVA_LABELS, novaGroup, novaMarkers, type NovaGroup } from './nova';
import {
  nutriScoreOf,
  saltGrams,
  type NutriScoreComponents,
  type NutriScoreKind,
  type NutriScoreResult,
} from './nutri-score';

/** Amounts where any nutrient may be unknown (null), as food tables and labels give them. */
export type KnownAmounts = { [K in keyof Amounts]: number | null };

/** A food's nutrients per 100 g and the facts its health analysis needs, as the food database holds them. */
export interface FoodFacts extends Partial<KnownAmounts> {
  name: string;
  nutriKind: NutriScoreKind;
  fruitVegPercent: number | null;
  /** NOVA group when the source states one; otherwise it is decided from the name and ingredients. */
  novaGroup: number | null;
  ingredients: string | null;
  allergens: string[];
}

/** One item of a meal: a food in an amount, with its nutrients per 100 g when they are known. */
export interface MealItem {
  name: string;
  grams: number;
  /** Per-100 g nutrients; null when nothing is known of them (a food the database lacks). */
  per100g: Partial<KnownAmounts> | null;
  /** The food database row, for its health facts (kind, fruit and vegetables, NOVA, ingredients, allergens). */
  food: FoodFacts | null;
}

/** What a recognizer read off the photo besides the items: a label's text, visible ingredients, allergens. */
export interface MealExtras {
  /** A nutrition label's ingredient list ('INGREDIENTS: …'). */
  labelIngredients?: string | null;
  /** A nutrition label's 'Contains: …' line; its 'May contain …' part counts as precautionary. */
  labelContains?: string | null;
  /** Visible ingredients with their share of the dish, percent. */
  ingredients?: { name: string; percentage: number }[];
  /** Allergens a recognizer read or inferred, added to the rule-based ones. */
  allergens?: string[];
}

export interface MealNutrition {
  /** Each item's nutrients for its grams, in the items' order; a nutrient is null when not known. */
  itemAmounts: (KnownAmounts | null)[];
  /** Sums over the items whose numbers are known (an unknown nutrient adds nothing). */
  totals: Amounts;
  /** Whether any item's numbers are known; without them there are no totals to speak of. */
  known: boolean;
  /** The grams the totals are for (the items whose numbers are known). */
  knownGrams: number;
  nutriScore: NutriScoreResult | null;
  nova: NovaGroup | null;
  /** Ultra-processing markers found in the ingredient lists. */
  markers: string[];
  contains: Allergen[];
  mayContain: Allergen[];
  ingredients: Ingredient[];
  /** The rich form the nutrition dashboard reads; null when no item's numbers are known. */
  nutritionalInfo: NutritionalInfo | null;
}

const NUTRIENTS = Object.keys(ZERO) as (keyof Amounts)[];

/** Per-100 g values for a portion of `grams`, keeping unknown nutrients unknown. */
export function amountsFor(per100g: Partial<KnownAmounts>, grams: number): KnownAmounts {
  return Object.fromEntries(
    NUTRIENTS.map((k) => {
      const value = per100g[k];
      return [k, value === null || value === undefined ? null : (value * grams) / 100];
    }),
  ) as KnownAmounts;
}

const orZero = (amounts: KnownAmounts): Amounts =>
  Object.fromEntries(NUTRIENTS.map((k) => [k, amounts[k] ?? 0])) as unknown as Amounts;

/** A food's NOVA group: as its source states it, else decided from its name and ingredient list. */
export function foodNova(food: Pick<FoodFacts, 'name' | 'novaGroup' | 'ingredients'>): NovaGroup {
  return (food.novaGroup as NovaGroup | null) ?? novaGroup({ name: food.name, ingredients: food.ingredients });
}

/**
 * The nutrition of a meal, computed from its items in one place: amounts per item and in total,
 * Nutri-Score from the meal's weighted composition per 100 g, NOVA as the most processed of its
 * items (ultra-processed when an ingredient list shows markers), allergens from names, ingredient
 * lists and labels, and the ingredients' shares. Items whose numbers are not known add nothing to
 * the totals or the score.
 */
export function mealNutrition(items: MealItem[], extras: MealExtras = {}): MealNutrition {
  const itemAmounts = items.map((item) => (item.per100g ? amountsFor(item.per100g, item.grams) : null));
  const knownItems = items.filter((item) => item.per100g !== null);
  const totals = itemAmounts.reduce<Amounts>((sum, amounts) => (amounts ? add(sum, orZero(amounts)) : sum), ZERO);
  const knownGrams = knownItems.reduce((sum, item) => sum + item.grams, 0);
  const allGrams = items.reduce((sum, item) => sum + item.grams, 0);

  const names = items.map((item) => item.food?.name ?? item.name).join(' ');
  const foodIngredients = items
    .map((item) => item.food?.ingredients)
    .filter(Boolean)
    .join(', ');
  const ingredientsText = [extras.labelIngredients, ...(extras.ingredients ?? []).map((i) => i.name), foodIngredients]
    .filter(Boolean)
    .join(', ');

  const markers = novaMarkers(extras.labelIngredients ?? foodIngredients);
  const itemNova = knownItems.map((item) => (item.food ? foodNova(item.food) : novaGroup({ name: item.name })));
  const nova: NovaGroup | null =
    markers.length > 0 ? 4 : itemNova.length > 0 ? (Math.max(...itemNova) as NovaGroup) : null;

  const { contains, mayContain } = allergensOf(items, names, ingredientsText, extras);
  const ingredients = ingredientShares(items, allGrams, extras);

  if (knownItems.length === 0 || knownGrams <= 0) {
    return {
      itemAmounts,
      totals,
      known: false,
      knownGrams,
      nutriScore: null,
      nova,
      markers,
      contains,
      mayContain,
      ingredients,
      nutritionalInfo: null,
    };
  }

  const per100 = Object.fromEntries(NUTRIENTS.map((k) => [k, (totals[k] * 100) / knownGrams])) as unknown as Amounts;
  const kinds = new Set(knownItems.map((item) => item.food?.nutriKind ?? 'general'));
  const kind: NutriScoreKind = kinds.size === 1 ? [...kinds][0]! : 'general';
  const fruitVegPercent =
    knownItems.reduce((sum, item) => sum + (item.food?.fruitVegPercent ?? 0) * item.grams, 0) / knownGrams;
  const nutriScore = nutriScoreOf(per100, { name: names, kind, fruitVegPercent });
  const level = nova ?? 1;
  const insights = healthInsights(nutriScore.components, per100, level, markers, totals);

  const nutritionalInfo: NutritionalInfo = {
    healthMetrics: {
      healthScore: nutriScore.healthScore,
      nutritionGrade: nutriScore.letter,
      benefits: insights.benefits,
      warnings: insights.warnings,
    },
    processingLevel: NOVA_LABELS[level],
    servingSize: `${Math.round(knownGrams)} g`,
    calories: Math.round(totals.energyKcal),
    totalFat: gramsText(totals.fatG),
    sodium: `${Math.round(totals.sodiumMg)} mg`,
    totalCarbs: gramsText(totals.carbohydrateG),
    dietaryFiber: gramsText(totals.fibreG),
    totalSugars: gramsText(totals.sugarsG),
    protein: gramsText(totals.proteinG),
    saturatedFat: gramsText(totals.saturatedFatG),
    novaGroup: level,
    amounts: {
      calories: Math.round(totals.energyKcal),
      fat: round1(totals.fatG),
      saturatedFat: round1(totals.saturatedFatG),
      carbs: round1(totals.carbohydrateG),
      sugars: round1(totals.sugarsG),
      fibre: round1(totals.fibreG),
      protein: round1(totals.proteinG),
      sodium: Math.round(totals.sodiumMg),
    },
    ingredients: { primary: ingredients.slice(0, 8).map((i) => i.name), additives: markers },
    detailedAllergens: { contains, mayContain },
  };
  return {
    itemAmounts,
    totals,
    known: true,
    knownGrams,
    nutriScore,
    nova,
    markers,
    contains,
    mayContain,
    ingredients,
    nutritionalInfo,
  };
}

/**
 * Allergens the meal contains (signalled by its names, ingredient lists and a label's 'Contains'
 * line) and may contain (a label's 'May contain', a recognizer's inference, the food table's own
 * list), each named once.
 */
function allergensOf(items: MealItem[], names: string, ingredientsText: string, extras: MealExtras) {
  const [labelContains, labelMayContain] = (extras.labelContains ?? '').split(/may contain/i);
  const contains = detectAllergens(names, ingredientsText, labelContains);
  const fromRecognizer = (extras.allergens ?? [])
    .map((a) =>
      ALLERGENS.find(
        (known) => known.toLowerCase() === a.toLowerCase().replace(/s$/, '') || detectAllergens(a).includes(known),
      ),
    )
    .filter((a): a is Allergen => a !== undefined);
  const fromTables = items
    .flatMap((item) => item.food?.allergens ?? [])
    .filter((a): a is Allergen => (ALLERGENS as readonly string[]).includes(a));
  const mayContain = [...new Set([...fromRecognizer, ...detectAllergens(labelMayContain), ...fromTables])].filter(
    (a) => !contains.includes(a),
  );
  return { contains, mayContain };
}

/** The dish's ingredients with their shares: as a recognizer saw them, else each item by weight. */
function ingredientShares(items: MealItem[], allGrams: number, extras: MealExtras): Ingredient[] {
  if (extras.ingredients && extras.ingredients.length > 0) {
    return extras.ingredients.map((i) => ({ name: i.name, percentage: round1(Math.min(100, i.percentage)) }));
  }
  return items.map((item) => ({
    name: item.food?.name ?? item.name,
    percentage: allGrams > 0 ? round1((item.grams / allGrams) * 100) : 0,
  }));
}

/**
 * An adult's daily reference intakes (EU Regulation 1169/2011, Annex XIII) of the nutrients a meal
 * can have too much of: saturated fat 20 g, sugars 90 g, salt 6 g.
 */
export const DAILY_REFERENCE = { saturatedFatG: 20, sugarsG: 90, saltG: 6 } as const;

/**
 * A meal that brings more than this share of a day's reference intake of one of them is high in it,
 * whatever it holds per 100 g: the UK front-of-pack rule for a portion ('red' above 30%).
 */
export const MEAL_SHARE_HIGH = 0.3;

const MEAL_NUTRIENT_WORDS = { saturatedFatG: 'saturated fat', sugarsG: 'sugar', saltG: 'salt' } as const;

/**
 * Benefits and warnings from the Nutri-Score points themselves: a component
 * at half its maximum or more is worth saying (for example salt ≥ 8 of 20
 * points is about 1.6 g salt per 100 g). A big meal can be moderate per 100 g
 * and still bring much of a day's saturated fat, sugar or salt: with the meal's
 * totals, each above MEAL_SHARE_HIGH of its daily reference is said too, unless
 * its per-100 g warning already says so.
 */
export function healthInsights(
  c: NutriScoreComponents,
  per100: Amounts,
  nova: NovaGroup,
  markers: string[],
  totals: Amounts,
) {
  const benefits: string[] = [];
  const warnings: string[] = [];
  if (c.fibre >= 3) benefits.push(`High in fibre (${round1(per100.fibreG)} g per 100 g)`);
  else if (c.fibre >= 1) benefits.push('Source of fibre');
  if (c.protein >= 4) benefits.push(`High in protein (${round1(per100.proteinG)} g per 100 g)`);
  if (c.fruitVeg >= 2) benefits.push('Rich in fruit, vegetables or legumes');
  if (c.sugars === 0 && per100.sugarsG <= 3.4) benefits.push('Low in sugar');
  if (c.salt === 0) benefits.push('Low in salt');
  const highPer100 = { sugarsG: c.sugars >= 8, saturatedFatG: c.saturatedFat >= 5, saltG: c.salt >= 8 };
  if (highPer100.sugarsG) warnings.push(`High in sugar (${round1(per100.sugarsG)} g per 100 g)`);
  if (highPer100.saturatedFatG) warnings.push(`High in saturated fat (${round1(per100.saturatedFatG)} g per 100 g)`);
  if (highPer100.saltG) warnings.push(`High in salt (${round1(saltGrams(per100.sodiumMg))} g per 100 g)`);
  if (c.energy >= 5) warnings.push(`Energy-dense (${Math.round(per100.energyKcal)} kcal per 100 g)`);
  const meal = { saturatedFatG: totals.saturatedFatG, sugarsG: totals.sugarsG, saltG: saltGrams(totals.sodiumMg) };
  for (const key of Object.keys(DAILY_REFERENCE) as (keyof typeof DAILY_REFERENCE)[]) {
    const share = meal[key] / DAILY_REFERENCE[key];
    if (share > MEAL_SHARE_HIGH && !highPer100[key]) {
      warnings.push(
        `A lot of ${MEAL_NUTRIENT_WORDS[key]} for one meal (${round1(meal[key])} g, ${Math.round(share * 100)}% of a day's reference intake)`,
      );
    }
  }
  if (nova === 4)
    warnings.push(markers.length > 0 ? `Ultra-processed: ${markers.slice(0, 3).join(', ')}` : 'Ultra-processed');
  return { benefits, warnings };
}

const gramsText = (n: number) => `${round1(n)} g`;
