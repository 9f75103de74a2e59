import { round1 } from '@rules/nutrition/amounts';
import type { FoodParseResponse, ParsedFoodItem } from '@/client';
import { mealNutrition } from '@rules/nutrition/meal-nutrition';
import { findMockFood, searchMockFoods, type MockFood } from './food-database';

/*
 * A simple, honest reading of a meal in words for the mock API: far less than the server's parser,
 * but every figure comes from the mock food database. Phrases split at commas, new lines, 'and',
 * 'with', 'plus' and '&'; each may start with a number (or 'a', 'an', 'one' … 'six', 'half') and a
 * unit; the rest is searched, and the best match is taken in its first portion (or the portion
 * the unit names, or the grams or millilitres said).
 */

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  half: 0.5,
};
const WEIGHTS: Record<string, 'g' | 'ml'> = { g: 'g', gram: 'g', grams: 'g', ml: 'ml', millilitres: 'ml' };
const HOUSEHOLD = new Set(['bowl', 'mug', 'glass', 'cup', 'slice', 'piece', 'can', 'bottle', 'tbsp', 'tsp', 'plate']);
const FILLER = new Set(['i', 'had', 'ate', 'some', 'of']);

const singular = (word: string) => word.replace(/s$/, '');

function readPhrase(phrase: string): { quantity: number; unit: string | null; rest: string } {
  const words = phrase.split(/\s+/).filter(Boolean);
  let quantity = 1;
  let unit: string | null = null;
  while (words.length && FILLER.has(words[0]!)) words.shift();
  const glued = /^(\d+(?:\.\d+)?)(g|ml)$/.exec(words[0] ?? '');
  if (glued) {
    quantity = Number(glued[1]);
    unit = glued[2]!;
    words.shift();
  } else if (/^\d+(\.\d+)?$/.test(words[0] ?? '')) quantity = Number(words.shift());
  else if (words[0]! in NUMBER_WORDS) quantity = NUMBER_WORDS[words.shift()!]!;
  const unitWord = words[0] ?? '';
  if (!unit && WEIGHTS[unitWord]) unit = WEIGHTS[words.shift()!]!;
  else if (!unit && HOUSEHOLD.has(singular(unitWord))) unit = singular(words.shift()!);
  while (words.length && FILLER.has(words[0]!)) words.shift();
  return { quantity, unit, rest: words.join(' ') };
}

function amountOf(food: MockFood, quantity: number, unit: string | null) {
  if (unit === 'g' || unit === 'ml') return { grams: quantity, portion: null };
  const portion = (unit && food.portions.find((p) => p.label.includes(unit))) || food.portions[0];
  if (!portion) return { grams: 100 * quantity, portion: null };
  return { grams: portion.grams * quantity, portion: { label: portion.label, grams: portion.grams, quantity } };
}

/** The mock API's answer to POST /api/foods/parse. */
export function parseMockFoods(text: string): FoodParseResponse {
  const items: ParsedFoodItem[] = [];
  const unmatched: string[] = [];
  const phrases = text
    .toLowerCase()
    .split(/,|\n|&|\band\b|\bwith\b|\bplus\b/)
    .map((phrase) => phrase.trim())
    .filter(Boolean);
  for (const phrase of phrases) {
    const { quantity, unit, rest } = readPhrase(phrase);
    if (!rest) continue;
    const found = searchMockFoods(rest, 6);
    const matches = found.length ? found : searchMockFoods(rest.split(' ').map(singular).join(' '), 6);
    const food = matches[0] ? findMockFood(matches[0].id) : undefined;
    if (!food) {
      unmatched.push(rest);
      continue;
    }
    const { grams, portion } = amountOf(food, quantity, unit);
    const meal = mealNutrition([{ name: food.name, grams, per100g: food, food }]);
    items.push({
      text: phrase,
      foodId: food.id,
      name: food.name,
      quantity,
      unit,
      portion,
      grams: round1(grams),
      calories: Math.round(meal.totals.energyKcal),
      protein: round1(meal.totals.proteinG),
      carbs: round1(meal.totals.carbohydrateG),
      fat: round1(meal.totals.fatG),
      confidence: found.length ? 90 : 70,
      alternatives: matches.slice(1, 6).map(({ id, name }) => ({ foodId: id, name })),
    });
  }
  return { items, unmatched };
}
