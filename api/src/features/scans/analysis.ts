import type { Ingredient, NutritionalInfo, ScanAnalysis } from '../../generated/types.gen';
import { matchToDatabase } from '../foods/food-matching';
import type { FoodService } from '../foods/food.service';
import { ALLERGENS, detectAllergens } from '../nutrition/allergens';
import { add, round1, scale, ZERO, type Amounts } from '../nutrition/amounts';
import { NOVA_LABELS, novaGroup, novaMarkers, type NovaGroup } from '../nutrition/nova';
import { nutriScoreOf, type NutriScoreComponents } from '../nutrition/nutri-score';
import type { Recognition } from '../recognition/recognizer';

/** What the analysis adds to a scan row. */
export interface AnalysedScan {
  foodName: string;
  confidence: number | null;
  calories: number | null;
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  ingredients: Ingredient[];
  allergens: string[];
  nutritionalInfo: NutritionalInfo | null;
  analysis: ScanAnalysis;
}

export const UNIDENTIFIED = 'Unable to identify';

/**
 * Turns what a recognizer saw into the scan's numbers: each item is matched
 * to the food database and its per-100 g values scaled by the estimated
 * grams (source 'database'); a readable nutrition label wins (source
 * 'label'); the model's own estimate is the last resort (source
 * 'estimate'). Health score, grade, insights, NOVA and allergens are
 * computed in code from the same numbers.
 */
export async function analyse(
  recognition: Recognition | null,
  reason: string | null,
  foods: FoodService,
): Promise<AnalysedScan> {
  if (!recognition || !recognition.isFood || recognition.items.length === 0) {
    return unidentified(recognition?.provider ?? null, reason ?? 'No food was found in this photo.');
  }

  const matched = await matchToDatabase(recognition.items, foods);

  const totalGrams = matched.reduce((sum, m) => sum + m.item.grams, 0) || 100;
  const label = recognition.label;
  const labelUsable = label !== null && label.energyKcal !== null;
  let totals: Amounts = ZERO;
  const items: ScanAnalysis['items'] = [];
  for (const { item, food } of matched) {
    const source = labelUsable ? 'label' : food ? 'database' : 'estimate';
    const per100 = food ?? item.estimatePer100g ?? {};
    totals = add(totals, scale(per100, item.grams));
    items.push({
      name: item.name,
      grams: round1(item.grams),
      confidence: Math.round(item.confidence * 100),
      matchedFoodId: food?.id ?? null,
      matchedFoodName: food?.name ?? null,
      source,
    });
  }
  if (labelUsable) {
    // A printed label is more exact than any estimate: its numbers are per serving as printed.
    totals = scale(label, 100);
  }
  const servingGrams = labelUsable && label.servingSizeG ? label.servingSizeG : totalGrams;
  const per100 = scale(totals, (100 / servingGrams) * 100);

  const kinds = new Set(matched.map((m) => m.food?.nutriKind ?? 'general'));
  const kind = kinds.size === 1 ? [...kinds][0]! : 'general';
  const fruitVegPercent =
    matched.reduce((sum, m) => sum + (m.food?.fruitVegPercent ?? 0) * m.item.grams, 0) / totalGrams;
  const names = matched.map((m) => m.food?.name ?? m.item.name).join(' ');
  const score = nutriScoreOf(per100, { name: names, kind, fruitVegPercent });

  const ingredientsText = [
    label?.ingredientsText,
    ...recognition.ingredients.map((i) => i.name),
    ...matched.map((m) => m.food?.ingredients),
  ]
    .filter(Boolean)
    .join(', ');
  const markers = novaMarkers(
    label?.ingredientsText ??
      matched
        .map((m) => m.food?.ingredients)
        .filter(Boolean)
        .join(', '),
  );
  const nova: NovaGroup =
    markers.length > 0
      ? 4
      : (Math.max(
          ...matched.map((m) => (m.food?.novaGroup as NovaGroup | null) ?? novaGroup({ name: m.item.name })),
        ) as NovaGroup);

  // A label's 'Contains: …' line counts; its 'May contain …' part is precautionary.
  const [labelContains, labelMayContain] = (label?.containsText ?? '').split(/may contain/i);
  const contains = detectAllergens(names, ingredientsText, labelContains);
  const fromModel = recognition.allergens
    .map((a) =>
      ALLERGENS.find(
        (known) => known.toLowerCase() === a.toLowerCase().replace(/s$/, '') || detectAllergens(a).includes(known),
      ),
    )
    .filter((a): a is (typeof ALLERGENS)[number] => a !== undefined);
  const mayContain = [
    ...new Set([...fromModel, ...detectAllergens(labelMayContain), ...matched.flatMap((m) => m.food?.allergens ?? [])]),
  ].filter((a) => !contains.includes(a as (typeof ALLERGENS)[number]));

  const ingredients: Ingredient[] =
    recognition.ingredients.length > 0
      ? recognition.ingredients.map((i) => ({ name: i.name, percentage: round1(Math.min(100, i.percentage)) }))
      : matched.map((m) => ({
          name: m.food?.name ?? m.item.name,
          percentage: round1((m.item.grams / totalGrams) * 100),
        }));

  const insights = healthInsights(score.components, per100, nova, markers);
  const confidence = Math.round(
    (matched.reduce((sum, m) => sum + m.item.confidence * m.item.grams, 0) / totalGrams) * 100,
  );

  const nutritionalInfo: NutritionalInfo = {
    healthMetrics: {
      healthScore: score.healthScore,
      nutritionGrade: score.grade,
      benefits: insights.benefits,
      warnings: insights.warnings,
    },
    processingLevel: NOVA_LABELS[nova],
    servingSize: `${Math.round(servingGrams)} g`,
    calories: Math.round(totals.energyKcal),
    totalFat: grams(totals.fatG),
    sodium: `${Math.round(totals.sodiumMg)} mg`,
    totalCarbs: grams(totals.carbohydrateG),
    dietaryFiber: grams(totals.fibreG),
    totalSugars: grams(totals.sugarsG),
    protein: grams(totals.proteinG),
    ingredients: { primary: ingredients.slice(0, 8).map((i) => i.name), additives: markers },
    detailedAllergens: { contains, mayContain },
  };

  return {
    foodName: dishName(matched.map((m) => m.item.name)),
    confidence: Math.min(100, Math.max(0, confidence)),
    calories: Math.round(totals.energyKcal),
    protein: `${round1(totals.proteinG)}g`,
    carbs: `${round1(totals.carbohydrateG)}g`,
    fat: `${round1(totals.fatG)}g`,
    ingredients,
    allergens: contains,
    nutritionalInfo,
    analysis: { provider: recognition.provider, reason: null, items },
  };
}

function unidentified(provider: string | null, reason: string): AnalysedScan {
  return {
    foodName: UNIDENTIFIED,
    confidence: null,
    calories: null,
    protein: null,
    carbs: null,
    fat: null,
    ingredients: [],
    allergens: [],
    nutritionalInfo: null,
    analysis: { provider, reason, items: [] },
  };
}

/**
 * Benefits and warnings from the Nutri-Score points themselves: a component
 * at half its maximum or more is worth saying (for example salt ≥ 8 of 20
 * points is about 1.6 g salt per 100 g).
 */
export function healthInsights(c: NutriScoreComponents, per100: Amounts, nova: NovaGroup, markers: string[]) {
  const benefits: string[] = [];
  const warnings: string[] = [];
  if (c.fibre >= 3) benefits.push(`High in fibre (${round1(per100.fibreG)} g per 100 g)`);
  else if (c.fibre >= 1) benefits.push('Source of fibre');
  if (c.protein >= 4) benefits.push(`High in protein (${round1(per100.proteinG)} g per 100 g)`);
  if (c.fruitVeg >= 2) benefits.push('Rich in fruit, vegetables or legumes');
  if (c.sugars === 0 && per100.sugarsG <= 3.4) benefits.push('Low in sugar');
  if (c.salt === 0) benefits.push('Low in salt');
  if (c.sugars >= 8) warnings.push(`High in sugar (${round1(per100.sugarsG)} g per 100 g)`);
  if (c.saturatedFat >= 5) warnings.push(`High in saturated fat (${round1(per100.saturatedFatG)} g per 100 g)`);
  if (c.salt >= 8) warnings.push(`High in salt (${round1((per100.sodiumMg * 2.5) / 1000)} g per 100 g)`);
  if (c.energy >= 5) warnings.push(`Energy-dense (${Math.round(per100.energyKcal)} kcal per 100 g)`);
  if (nova === 4)
    warnings.push(markers.length > 0 ? `Ultra-processed: ${markers.slice(0, 3).join(', ')}` : 'Ultra-processed');
  return { benefits, warnings };
}

const grams = (n: number) => `${round1(n)} g`;

/** 'Greek salad'; 'Rice and chicken curry'; 'Toast, egg and avocado'. */
export function dishName(names: string[]): string {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  const text =
    unique.length <= 1
      ? (unique[0] ?? UNIDENTIFIED)
      : `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)!.toLowerCase()}`;
  return (text.charAt(0).toUpperCase() + text.slice(1)).slice(0, 200);
}
