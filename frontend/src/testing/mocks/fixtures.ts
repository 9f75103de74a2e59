import type { Scan, User } from '@/client';

/** Typed sample data shared by Storybook, Vitest and `npm run dev:mock`. */
export const demoUser: User = {
  id: 'user-demo-1',
  name: 'Alex Rivera',
  email: 'alex@example.com',
  profileImage: null,
  totalScans: 3,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const demoScans: Scan[] = [
  {
    id: 'scan-salad',
    userId: demoUser.id,
    foodName: 'Greek Salad',
    imageUrl: null,
    confidence: 91,
    calories: 320,
    protein: '9g',
    carbs: '14g',
    fat: '26g',
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
    createdAt: minutesAgo(12),
  },
  {
    id: 'scan-banana',
    userId: demoUser.id,
    foodName: 'Banana',
    imageUrl: null,
    confidence: 97,
    calories: 105,
    protein: '1.3g',
    carbs: '27g',
    fat: '0.4g',
    ingredients: [{ name: 'Banana', percentage: 100 }],
    allergens: [],
    nutritionalInfo: null,
    createdAt: minutesAgo(60 * 5),
  },
  {
    id: 'scan-unknown',
    userId: demoUser.id,
    foodName: 'Unable to identify',
    imageUrl: null,
    confidence: null,
    calories: null,
    protein: null,
    carbs: null,
    fat: null,
    ingredients: [],
    allergens: [],
    nutritionalInfo: null,
    createdAt: minutesAgo(60 * 24 * 3),
  },
];
