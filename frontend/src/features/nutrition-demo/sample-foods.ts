import type { Grade, NutritionalInfo } from '@/client';

/** A demo food, per serving. Values follow USDA FoodData Central. */
export interface SampleFood {
  id: 'apple' | 'cookie' | 'salmon' | 'salad';
  name: string;
  /** The tab label. */
  shortName: string;
  servingSize: string;
  calories: number;
  /** Grams. */
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  /** Milligrams. */
  sodium: number;
  vitamins: string[];
  allergens: string[];
  healthScore: number;
  grade: Grade;
  processingLevel: string;
  ingredients: string[];
  additives: string[];
  benefits: string[];
  warnings: string[];
}

export const SAMPLE_FOODS: readonly SampleFood[] = [
  {
    id: 'apple',
    name: 'Apple',
    shortName: 'Apple',
    servingSize: '1 medium (182 g)',
    calories: 95,
    protein: 0.5,
    carbs: 25,
    fat: 0.3,
    fiber: 4.4,
    sugar: 19,
    sodium: 2,
    vitamins: ['Vitamin C', 'Vitamin K', 'Potassium'],
    allergens: [],
    healthScore: 92,
    grade: 'A',
    processingLevel: 'Unprocessed or minimally processed',
    ingredients: ['Apple'],
    additives: [],
    benefits: ['High in fibre', 'Naturally low in fat and sodium', 'Source of vitamin C'],
    warnings: [],
  },
  {
    id: 'cookie',
    name: 'Chocolate Chip Cookie',
    shortName: 'Cookie',
    servingSize: '2 cookies (30 g)',
    calories: 148,
    protein: 1.6,
    carbs: 19,
    fat: 7.4,
    fiber: 0.8,
    sugar: 10,
    sodium: 98,
    vitamins: ['Iron'],
    allergens: ['Wheat', 'Milk', 'Eggs', 'Soy'],
    healthScore: 18,
    grade: 'E',
    processingLevel: 'Ultra-processed',
    ingredients: ['Wheat flour', 'Sugar', 'Chocolate chips', 'Butter', 'Eggs'],
    additives: ['Soy lecithin', 'Sodium bicarbonate'],
    benefits: [],
    warnings: ['High in sugars', 'High in saturated fat', 'Ultra-processed'],
  },
  {
    id: 'salmon',
    name: 'Grilled Salmon',
    shortName: 'Salmon',
    servingSize: '1 fillet (150 g)',
    calories: 309,
    protein: 33,
    carbs: 0,
    fat: 18.5,
    fiber: 0,
    sugar: 0,
    sodium: 92,
    vitamins: ['Vitamin D', 'Vitamin B12', 'Omega-3 fatty acids'],
    allergens: ['Fish'],
    healthScore: 84,
    grade: 'A',
    processingLevel: 'Processed culinary preparation',
    ingredients: ['Atlantic salmon', 'Olive oil', 'Lemon', 'Salt'],
    additives: [],
    benefits: ['High in protein', 'Rich in omega-3 fats', 'Source of vitamin D'],
    warnings: [],
  },
  {
    id: 'salad',
    name: 'Garden Salad',
    shortName: 'Salad',
    servingSize: '1 bowl (200 g) with vinaigrette',
    calories: 152,
    protein: 3,
    carbs: 12,
    fat: 10.5,
    fiber: 4,
    sugar: 6,
    sodium: 280,
    vitamins: ['Vitamin A', 'Vitamin C', 'Vitamin K', 'Folate'],
    allergens: ['Mustard'],
    healthScore: 78,
    grade: 'B',
    processingLevel: 'Minimally processed',
    ingredients: ['Lettuce', 'Tomato', 'Cucumber', 'Carrot', 'Vinaigrette'],
    additives: [],
    benefits: ['High in fibre', 'Rich in vitamins A and K'],
    warnings: ['Dressing adds most of the fat'],
  },
];

const grams = (value: number) => `${value} g`;

/** A sample in the dashboard's `nutritionData` shape. */
export function toNutritionalInfo(food: SampleFood): NutritionalInfo {
  return {
    healthMetrics: {
      healthScore: food.healthScore,
      nutritionGrade: food.grade,
      benefits: food.benefits,
      warnings: food.warnings,
    },
    processingLevel: food.processingLevel,
    servingSize: food.servingSize,
    calories: food.calories,
    totalFat: grams(food.fat),
    sodium: `${food.sodium} mg`,
    totalCarbs: grams(food.carbs),
    dietaryFiber: grams(food.fiber),
    totalSugars: grams(food.sugar),
    protein: grams(food.protein),
    ingredients: { primary: food.ingredients, additives: food.additives },
    detailedAllergens: { contains: food.allergens, mayContain: [] },
  };
}
