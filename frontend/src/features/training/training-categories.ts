import type { TrainingCategory } from '@/client';
import { TRAINING_CATEGORY_NAMES } from '@rules/training/categories';

export interface CategoryInfo {
  id: TrainingCategory;
  name: string;
  description: string;
  examples: string[];
  /** Accent colour: dark enough for text on white (WCAG AA). */
  color: string;
  photoIdeas: string[];
}

/** The ten training categories, in the page's order. */
export const TRAINING_CATEGORIES: readonly CategoryInfo[] = [
  {
    id: 'produce',
    name: TRAINING_CATEGORY_NAMES.produce,
    description: 'Fresh fruit and vegetables, whole or cut.',
    examples: ['Apples', 'Bananas', 'Broccoli', 'Tomatoes'],
    color: '#2f7d32',
    photoIdeas: ['A single fruit on a plain surface', 'A bowl of mixed salad', 'Sliced vegetables on a board'],
  },
  {
    id: 'meat_seafood',
    name: TRAINING_CATEGORY_NAMES.meat_seafood,
    description: 'Raw or cooked meat, poultry and fish.',
    examples: ['Chicken breast', 'Steak', 'Salmon fillet', 'Shrimp'],
    color: '#b3261e',
    photoIdeas: ['A cooked fillet on a plate', 'Grilled meat with its sides', 'Raw cuts in their tray'],
  },
  {
    id: 'dairy_eggs',
    name: TRAINING_CATEGORY_NAMES.dairy_eggs,
    description: 'Milk, cheese, yoghurt, butter and eggs.',
    examples: ['Cheddar', 'Greek yoghurt', 'Fried egg', 'Milk'],
    color: '#1f5fa8',
    photoIdeas: ['A cheese board', 'A bowl of yoghurt with toppings', 'Eggs cooked different ways'],
  },
  {
    id: 'bakery',
    name: TRAINING_CATEGORY_NAMES.bakery,
    description: 'Bread, pastries, cakes and baked goods.',
    examples: ['Sourdough', 'Croissant', 'Bagel', 'Muffin'],
    color: '#8a5a00',
    photoIdeas: ['A sliced loaf', 'A pastry on a napkin', 'A slice of cake on a plate'],
  },
  {
    id: 'pantry_dry_goods',
    name: TRAINING_CATEGORY_NAMES.pantry_dry_goods,
    description: 'Rice, pasta, grains, beans, cereals and tins.',
    examples: ['Pasta', 'Rice', 'Lentils', 'Oats'],
    color: '#6d4c9f',
    photoIdeas: ['A plate of cooked pasta', 'A bowl of rice or dal', 'A packet with its label showing'],
  },
  {
    id: 'frozen_foods',
    name: TRAINING_CATEGORY_NAMES.frozen_foods,
    description: 'Ready meals, frozen vegetables and desserts.',
    examples: ['Frozen pizza', 'Ice cream', 'Fish fingers', 'Frozen peas'],
    color: '#0b6e79',
    photoIdeas: ['A ready meal once heated', 'A scoop of ice cream', 'The box next to what is inside'],
  },
  {
    id: 'beverages',
    name: TRAINING_CATEGORY_NAMES.beverages,
    description: 'Drinks of every kind, hot or cold.',
    examples: ['Coffee', 'Orange juice', 'Smoothie', 'Soda'],
    color: '#a0306f',
    photoIdeas: ['A glass from the side', 'A mug of coffee from above', 'A bottle with its label'],
  },
  {
    id: 'snacks_sweets',
    name: TRAINING_CATEGORY_NAMES.snacks_sweets,
    description: 'Crisps, biscuits, chocolate, sweets and bars.',
    examples: ['Chocolate bar', 'Crisps', 'Cookies', 'Granola bar'],
    color: '#b0441a',
    photoIdeas: ['A handful of crisps in a bowl', 'A biscuit broken in half', 'A wrapper with its label'],
  },
  {
    id: 'condiments_sauces',
    name: TRAINING_CATEGORY_NAMES.condiments_sauces,
    description: 'Sauces, dressings, spreads and dips.',
    examples: ['Ketchup', 'Hummus', 'Pesto', 'Mayonnaise'],
    color: '#7a6300',
    photoIdeas: ['A dip in a small bowl', 'Sauce on the food it goes with', 'A jar with its label'],
  },
  {
    id: 'health_specialty',
    name: TRAINING_CATEGORY_NAMES.health_specialty,
    description: 'Protein products, supplements, free-from and diet foods.',
    examples: ['Protein shake', 'Gluten-free bread', 'Tofu', 'Kombucha'],
    color: '#00796b',
    photoIdeas: ['A shake in its shaker', 'A free-from product with its label', 'Tofu cooked in a dish'],
  },
];

/** Where to start: the categories that most improve everyday recognition (pantry goods, snacks, produce, meat and seafood). */
export const PRIORITY_CATEGORIES: readonly TrainingCategory[] = [
  'pantry_dry_goods',
  'snacks_sweets',
  'produce',
  'meat_seafood',
];

export const PHOTOS_PER_CATEGORY_ADVICE = 'Aim for 3-5 photos per category';

export const PHOTO_GUIDELINES = [
  'Use good, even light; avoid strong shadows.',
  'One food per photo, filling most of the frame.',
  'Take each food from a few angles and on different plates.',
  'Keep the photo sharp: hold still or rest your elbows.',
  'Include the label when the food has packaging.',
] as const;

export const categoryName = (id: TrainingCategory) => TRAINING_CATEGORIES.find((c) => c.id === id)?.name ?? id;
