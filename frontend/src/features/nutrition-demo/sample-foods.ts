import type { IntlShape } from 'react-intl';
import type { Grade, NutritionalInfo } from '@/client';
import type { Formatters } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/intl';

/** A demo food, per serving. Values follow USDA FoodData Central; every word is a message. */
export interface SampleFood {
  id: 'apple' | 'cookie' | 'salmon' | 'salad';
  name: MessageId;
  /** The tab label. */
  shortName: MessageId;
  /** The serving in words, with `{mass}` for its weight, and that weight in grams. */
  serving: { words: MessageId; grams: number };
  calories: number;
  /** Grams. */
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  /** Milligrams. */
  sodium: number;
  vitamins: MessageId[];
  allergens: MessageId[];
  healthScore: number;
  grade: Grade;
  processingLevel: MessageId;
  ingredients: MessageId[];
  additives: MessageId[];
  benefits: MessageId[];
  warnings: MessageId[];
}

export const SAMPLE_FOODS: readonly SampleFood[] = [
  {
    id: 'apple',
    name: 'labs.demo.apple.name',
    shortName: 'labs.demo.apple.short',
    serving: { words: 'labs.demo.apple.serving', grams: 182 },
    calories: 95,
    protein: 0.5,
    carbs: 25,
    fat: 0.3,
    fiber: 4.4,
    sugar: 19,
    sodium: 2,
    vitamins: ['labs.demo.item.vitaminC', 'labs.demo.item.vitaminK', 'labs.demo.item.potassium'],
    allergens: [],
    healthScore: 92,
    grade: 'A',
    processingLevel: 'labs.demo.processing.unprocessed',
    ingredients: ['labs.demo.item.apple'],
    additives: [],
    benefits: ['labs.demo.benefit.highFibre', 'labs.demo.benefit.lowFatSodium', 'labs.demo.benefit.sourceVitaminC'],
    warnings: [],
  },
  {
    id: 'cookie',
    name: 'labs.demo.cookie.name',
    shortName: 'labs.demo.cookie.short',
    serving: { words: 'labs.demo.cookie.serving', grams: 30 },
    calories: 148,
    protein: 1.6,
    carbs: 19,
    fat: 7.4,
    fiber: 0.8,
    sugar: 10,
    sodium: 98,
    vitamins: ['labs.demo.item.iron'],
    allergens: ['labs.demo.item.wheat', 'labs.demo.item.milk', 'labs.demo.item.eggs', 'labs.demo.item.soy'],
    healthScore: 18,
    grade: 'E',
    processingLevel: 'labs.demo.processing.ultra',
    ingredients: [
      'labs.demo.item.wheatFlour',
      'labs.demo.item.sugar',
      'labs.demo.item.chocolateChips',
      'labs.demo.item.butter',
      'labs.demo.item.eggs',
    ],
    additives: ['labs.demo.item.soyLecithin', 'labs.demo.item.sodiumBicarbonate'],
    benefits: [],
    warnings: ['labs.demo.warning.highSugars', 'labs.demo.warning.highSaturatedFat', 'labs.demo.processing.ultra'],
  },
  {
    id: 'salmon',
    name: 'labs.demo.salmon.name',
    shortName: 'labs.demo.salmon.short',
    serving: { words: 'labs.demo.salmon.serving', grams: 150 },
    calories: 309,
    protein: 33,
    carbs: 0,
    fat: 18.5,
    fiber: 0,
    sugar: 0,
    sodium: 92,
    vitamins: ['labs.demo.item.vitaminD', 'labs.demo.item.vitaminB12', 'labs.demo.item.omega3'],
    allergens: ['labs.demo.item.fish'],
    healthScore: 84,
    grade: 'A',
    processingLevel: 'labs.demo.processing.culinary',
    ingredients: [
      'labs.demo.item.atlanticSalmon',
      'labs.demo.item.oliveOil',
      'labs.demo.item.lemon',
      'labs.demo.item.salt',
    ],
    additives: [],
    benefits: ['labs.demo.benefit.highProtein', 'labs.demo.benefit.richOmega3', 'labs.demo.benefit.sourceVitaminD'],
    warnings: [],
  },
  {
    id: 'salad',
    name: 'labs.demo.salad.name',
    shortName: 'labs.demo.salad.short',
    serving: { words: 'labs.demo.salad.serving', grams: 200 },
    calories: 152,
    protein: 3,
    carbs: 12,
    fat: 10.5,
    fiber: 4,
    sugar: 6,
    sodium: 280,
    vitamins: [
      'labs.demo.item.vitaminA',
      'labs.demo.item.vitaminC',
      'labs.demo.item.vitaminK',
      'labs.demo.item.folate',
    ],
    allergens: ['labs.demo.item.mustard'],
    healthScore: 78,
    grade: 'B',
    processingLevel: 'labs.demo.processing.minimal',
    ingredients: [
      'labs.demo.item.lettuce',
      'labs.demo.item.tomato',
      'labs.demo.item.cucumber',
      'labs.demo.item.carrot',
      'labs.demo.item.vinaigrette',
    ],
    additives: [],
    benefits: ['labs.demo.benefit.highFibre', 'labs.demo.benefit.richVitaminsAK'],
    warnings: ['labs.demo.warning.dressingFat'],
  },
];

/** A sample's serving in words, its weight in the reader's unit: '1 medium (182 g)' or '1 medium (6.4 oz)'. */
export const servingSize = (food: SampleFood, intl: IntlShape, format: Formatters) =>
  intl.formatMessage({ id: food.serving.words }, { mass: format.foodMass(food.serving.grams) });

/** A sample in the dashboard's `nutritionData` shape, in the reader's language and units. */
export function toNutritionalInfo(food: SampleFood, intl: IntlShape, format: Formatters): NutritionalInfo {
  const words = (ids: readonly MessageId[]) => ids.map((id) => intl.formatMessage({ id }));
  return {
    healthMetrics: {
      healthScore: food.healthScore,
      nutritionGrade: food.grade,
      benefits: words(food.benefits),
      warnings: words(food.warnings),
    },
    processingLevel: intl.formatMessage({ id: food.processingLevel }),
    servingSize: servingSize(food, intl, format),
    calories: food.calories,
    totalFat: format.grams(food.fat),
    sodium: format.milligrams(food.sodium),
    totalCarbs: format.grams(food.carbs),
    dietaryFiber: format.grams(food.fiber),
    totalSugars: format.grams(food.sugar),
    protein: format.grams(food.protein),
    ingredients: { primary: words(food.ingredients), additives: words(food.additives) },
    detailedAllergens: { contains: words(food.allergens), mayContain: [] },
  };
}
