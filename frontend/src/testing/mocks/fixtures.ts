import type { Grade, Identification, NutrientTotals, NutritionalInfo, Scan, ScanItem, User } from '@/client';
import { fixturePhotos } from '@/testing/photos';

/** Typed sample data shared by Storybook, Vitest and `npm run dev:mock`. */
export const demoUser: User = {
  id: 'user-demo-1',
  name: 'Alex Rivera',
  email: 'alex@example.com',
  profileImage: null,
  totalScans: 3,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** How far back the samples of 'earlier today' reach: the longest offset they use. */
const EARLIER_TODAY_SPAN_MINUTES = 6 * 60;

/**
 * A moment earlier today, `minutes` (at most six hours) before now. Before six in the morning
 * every such offset shrinks by the same factor, so that today's samples stay on today's date at
 * any hour (five hours ago at two in the morning would be yesterday) and keep their order.
 */
function earlierToday(minutes: number): string {
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const scale = Math.min(1, (now.getTime() - midnight) / (EARLIER_TODAY_SPAN_MINUTES * 60_000));
  return new Date(now.getTime() - minutes * 60_000 * scale).toISOString();
}

const identifiedBy = (provider: string): Identification => ({ status: 'identified', provider, reason: null });

/**
 * A scan's summary fields as the API writes them: the numeric totals and grade, the calories, and
 * the first shape's macro text ('9g') written from the totals.
 */
export const scanSummary = (
  totals: NutrientTotals | null,
  grade: Grade | null,
): Pick<Scan, 'calories' | 'protein' | 'carbs' | 'fat' | 'totals' | 'grade'> => {
  const text = (grams: number | undefined) => (grams === undefined ? null : `${grams}g`);
  return {
    calories: totals?.calories ?? null,
    protein: text(totals?.protein),
    carbs: text(totals?.carbs),
    fat: text(totals?.fat),
    totals,
    grade,
  };
};

/** A scan as recognised: never corrected, no note, no other suggestions. */
const notCorrected = (identifiedAt: string | null) => ({
  suggestions: [],
  note: null,
  identifiedAt,
  correctedAt: null,
  loggedAgainFrom: null,
});

/** A scan's only item, carrying the scan's own totals. */
const onlyItem = (
  item: Pick<ScanItem, 'foodId' | 'name' | 'grams' | 'calories' | 'protein' | 'carbs' | 'fat'> & Partial<ScanItem>,
): ScanItem => ({
  portion: null,
  fibre: null,
  sugar: null,
  sodium: null,
  source: 'database',
  confidence: 90,
  ...item,
});

export const demoScans: Scan[] = [
  {
    id: 'scan-salad',
    userId: demoUser.id,
    foodName: 'Greek Salad',
    imageUrl: null,
    thumbnailUrl: null,
    confidence: 91,
    ...scanSummary({ calories: 320, protein: 9, carbs: 14, fat: 26, fibre: 4, sugar: 8, sodium: 780 }, 'B'),
    ingredients: [
      { name: 'Tomato', percentage: 35 },
      { name: 'Cucumber', percentage: 25 },
      { name: 'Feta cheese', percentage: 20 },
      { name: 'Olive oil', percentage: 10 },
      { name: 'Red onion', percentage: 10 },
    ],
    allergens: ['Milk'],
    nutritionalInfo: {
      healthMetrics: {
        healthScore: 78,
        nutritionGrade: 'B',
        benefits: ['Rich in vitamin C', 'Good source of healthy fats'],
        warnings: ['High in sodium from feta'],
      },
      processingLevel: 'Minimally processed',
      servingSize: '1 bowl (300 g)',
      calories: 320,
      totalFat: '26 g',
      sodium: '780 mg',
      totalCarbs: '14 g',
      dietaryFiber: '4 g',
      totalSugars: '8 g',
      protein: '9 g',
      ingredients: { primary: ['Tomato', 'Cucumber', 'Feta cheese'], additives: [] },
      detailedAllergens: { contains: ['Milk'], mayContain: [] },
    },
    createdAt: earlierToday(12),
    meal: 'lunch',
    ...notCorrected(earlierToday(12)),
    identification: identifiedBy('openai'),
    items: [
      onlyItem({
        foodId: 'builtin-greek-salad',
        name: 'Greek salad',
        grams: 300,
        calories: 320,
        protein: 9,
        carbs: 14,
        fat: 26,
        fibre: 4,
        sugar: 8,
        sodium: 780,
        confidence: 91,
      }),
    ],
  },
  {
    id: 'scan-banana',
    userId: demoUser.id,
    foodName: 'Banana',
    imageUrl: '/samples/banana.svg',
    thumbnailUrl: '/samples/banana.svg',
    confidence: 97,
    ...scanSummary({ calories: 105, protein: 1.3, carbs: 27, fat: 0.4, fibre: 0, sugar: 0, sodium: 0 }, null),
    ingredients: [{ name: 'Banana', percentage: 100 }],
    allergens: [],
    nutritionalInfo: null,
    createdAt: earlierToday(60 * 5),
    meal: 'snack',
    ...notCorrected(earlierToday(60 * 5)),
    identification: identifiedBy('model'),
    items: [
      onlyItem({
        foodId: 'builtin-banana',
        name: 'Banana',
        grams: 118,
        portion: { label: '1 medium', grams: 118, quantity: 1 },
        calories: 105,
        protein: 1.3,
        carbs: 27,
        fat: 0.4,
        confidence: 97,
      }),
    ],
  },
  {
    id: 'scan-unknown',
    userId: demoUser.id,
    foodName: 'Not identified',
    imageUrl: null,
    thumbnailUrl: null,
    confidence: null,
    ...scanSummary(null, null),
    ingredients: [],
    allergens: [],
    nutritionalInfo: null,
    createdAt: minutesAgo(60 * 24 * 3),
    meal: 'dinner',
    ...notCorrected(null),
    suggestions: [
      { foodId: 'builtin-banana', name: 'Banana', confidence: 31, provider: 'model' },
      { foodId: 'builtin-plantain', name: 'Plantain', confidence: 12, provider: 'model' },
    ],
    identification: {
      status: 'unidentified',
      provider: null,
      reason: 'Morsel could not tell which food this is.',
    },
    items: [],
  },
];

/** The rich nutrition analysis of the salad scan, every section filled. */
export const fullNutrition: NutritionalInfo = {
  healthMetrics: {
    healthScore: 78,
    nutritionGrade: 'B',
    benefits: ['Rich in vitamin C', 'Good source of healthy fats', 'High in fibre'],
    warnings: ['High in sodium from feta', 'Calorie-dense dressing'],
  },
  processingLevel: 'Processed food',
  novaGroup: 3,
  servingSize: '1 bowl (300 g)',
  calories: 320,
  totalFat: '26 g',
  saturatedFat: '9 g',
  sodium: '780 mg',
  totalCarbs: '14 g',
  dietaryFiber: '4 g',
  totalSugars: '8 g',
  protein: '9 g',
  amounts: { calories: 320, fat: 26, saturatedFat: 9, carbs: 14, sugars: 8, fibre: 4, protein: 9, sodium: 780 },
  ingredients: { primary: ['Tomato', 'Cucumber', 'Feta cheese', 'Olive oil'], additives: ['Citric acid'] },
  detailedAllergens: { contains: ['Milk'], mayContain: ['Sulphites'] },
};

/** Too little for a score: only calories and protein are known, and nothing else is invented. */
export const minimalNutrition: NutritionalInfo = {
  servingSize: '100 g',
  calories: 95,
  protein: '3 g',
};

/** One sample per grade, each with a score in a different colour band. */
export const nutritionByGrade: Record<Grade, NutritionalInfo> = {
  A: {
    ...fullNutrition,
    healthMetrics: { healthScore: 92, nutritionGrade: 'A', benefits: ['Whole food', 'High in fibre'], warnings: [] },
    processingLevel: 'Unprocessed or minimally processed',
    novaGroup: 1,
  },
  B: { ...fullNutrition, healthMetrics: { ...fullNutrition.healthMetrics!, healthScore: 72, nutritionGrade: 'B' } },
  C: {
    ...fullNutrition,
    healthMetrics: { healthScore: 55, nutritionGrade: 'C', benefits: ['Some protein'], warnings: ['Moderate sugar'] },
    processingLevel: 'Processed food',
    novaGroup: 3,
  },
  D: {
    ...fullNutrition,
    healthMetrics: { healthScore: 41, nutritionGrade: 'D', benefits: [], warnings: ['High in saturated fat'] },
    processingLevel: 'Processed food',
    novaGroup: 3,
  },
  E: {
    ...fullNutrition,
    healthMetrics: {
      healthScore: 18,
      nutritionGrade: 'E',
      benefits: [],
      warnings: ['High in added sugar', 'High in saturated fat', 'Contains additives'],
    },
    processingLevel: 'Ultra-processed',
    novaGroup: 4,
    ingredients: { primary: ['Sugar', 'Palm oil', 'Wheat flour'], additives: ['E322 lecithin', 'E471', 'Flavouring'] },
  },
};

/** What the mock API answers to a new scan: a rich, freshly identified result. */
export const scannedScan: Scan = {
  id: 'scan-fresh',
  userId: demoUser.id,
  foodName: 'Avocado Toast',
  imageUrl: fixturePhotos.toastLandscape,
  thumbnailUrl: fixturePhotos.toastLandscape,
  confidence: 88,
  ...scanSummary({ calories: 290, protein: 8, carbs: 28, fat: 17, fibre: 8, sugar: 2.3, sodium: 450 }, 'B'),
  ingredients: [
    { name: 'Sourdough bread', percentage: 45 },
    { name: 'Avocado', percentage: 40 },
    { name: 'Olive oil', percentage: 5 },
    { name: 'Chilli flakes', percentage: 5 },
    { name: 'Lemon juice', percentage: 5 },
  ],
  allergens: ['Gluten'],
  nutritionalInfo: {
    ...fullNutrition,
    healthMetrics: {
      healthScore: 74,
      nutritionGrade: 'B',
      benefits: ['Healthy monounsaturated fats', 'Good source of fibre'],
      warnings: ['Refined bread adds quick carbs'],
    },
    servingSize: '1 slice (150 g)',
    calories: 290,
    totalFat: '17 g',
    saturatedFat: '2.6 g',
    sodium: '450 mg',
    totalCarbs: '28 g',
    dietaryFiber: '8 g',
    totalSugars: '2.3 g',
    protein: '8 g',
    amounts: { calories: 290, fat: 17, saturatedFat: 2.6, carbs: 28, sugars: 2.3, fibre: 8, protein: 8, sodium: 450 },
    ingredients: { primary: ['Sourdough bread', 'Avocado'], additives: [] },
    detailedAllergens: { contains: ['Gluten'], mayContain: ['Sesame'] },
  },
  createdAt: new Date().toISOString(),
  meal: 'breakfast',
  ...notCorrected(new Date().toISOString()),
  identification: identifiedBy('openai'),
  items: [
    onlyItem({
      foodId: 'builtin-avocado-toast',
      name: 'Avocado toast',
      grams: 150,
      calories: 290,
      protein: 8,
      carbs: 28,
      fat: 17,
      confidence: 88,
    }),
  ],
};
