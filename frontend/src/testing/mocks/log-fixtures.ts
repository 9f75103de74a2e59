import type { Meal, Scan, ScanItemChoice } from '@/client';
import { demoUser, scanSummary } from './fixtures';
import { correctedScan } from './food-database';

/*
 * Deterministic food logs for the daily-log stories and tests. Times are fixed local times on the
 * device (whatever its time zone), relative to LOG_NOW, so every day and meal lands the same
 * everywhere; every number comes from the mock food database with the server's rules.
 */

/** 'Now' in the log stories: Tuesday 24 November 2026, 19:30 local time. */
export const LOG_NOW = new Date(2026, 10, 24, 19, 30);

const at = (daysAgo: number, hour: number, minute = 0) => new Date(2026, 10, 24 - daysAgo, hour, minute);

const blank: Scan = {
  id: '',
  userId: demoUser.id,
  foodName: '',
  imageUrl: null,
  thumbnailUrl: null,
  confidence: null,
  ...scanSummary(null, null),
  ingredients: [],
  allergens: [],
  nutritionalInfo: null,
  createdAt: '',
  meal: 'snack',
  items: [],
  suggestions: [],
  note: null,
  identifiedAt: null,
  correctedAt: null,
  loggedAgainFrom: null,
  identification: { status: 'identified', provider: 'model', reason: null },
};

/** A logged entry of foods from the mock database, at a local time. */
function entry(id: string, when: Date, meal: Meal, choices: ScanItemChoice[]): Scan {
  const scan = correctedScan(blank, choices, when);
  return {
    ...scan,
    id,
    createdAt: when.toISOString(),
    meal,
    confidence: 90,
    correctedAt: null,
    identification: { status: 'identified', provider: 'model', reason: null },
    suggestions: [],
  };
}

const slices = (foodId: string, quantity: number): ScanItemChoice => ({
  foodId,
  portion: { label: foodId === 'builtin-greek-salad' ? '1 bowl' : '1 slice', quantity },
});

/** Today so far: eggs on toast and a salad, well under a 2,000 kcal goal. */
export const todayUnderGoal: Scan[] = [
  entry('log-lunch', at(0, 12, 45), 'lunch', [slices('builtin-greek-salad', 1)]),
  entry('log-breakfast', at(0, 8, 10), 'breakfast', [
    { foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } },
    slices('builtin-white-bread', 1),
  ]),
];

/** Today within 5 % of 2,000 kcal. */
export const todayOnTarget: Scan[] = [
  entry('log-snack', at(0, 16, 20), 'snack', [{ foodId: 'builtin-banana' }, { foodId: 'fdc-2700101' }]),
  entry('log-dinner', at(0, 19, 5), 'dinner', [slices('builtin-apple-pie', 2)]),
  entry('log-lunch', at(0, 12, 45), 'lunch', [slices('builtin-greek-salad', 2)]),
  entry('log-breakfast', at(0, 8, 10), 'breakfast', [slices('builtin-avocado-toast', 2)]),
].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Today well over 2,000 kcal. */
export const todayOverGoal: Scan[] = [
  entry('log-dessert', at(0, 19, 25), 'dinner', [slices('builtin-apple-pie', 1)]),
  ...todayOnTarget,
];

/** Earlier days of the week, with days that have nothing logged, and a scan still to be named. */
export const earlierThisWeek: Scan[] = [
  entry('log-mon-dinner', at(1, 19, 0), 'dinner', [slices('builtin-greek-salad', 2)]),
  {
    ...blank,
    id: 'log-mon-unknown',
    foodName: 'Not identified',
    createdAt: at(1, 15, 30).toISOString(),
    meal: 'snack',
    identification: {
      status: 'unidentified',
      provider: null,
      reason: 'Morsel could not tell which food this is.',
    },
    suggestions: [{ foodId: 'builtin-mango', name: 'Mango', confidence: 34, provider: 'model' }],
  },
  entry('log-mon-lunch', at(1, 12, 30), 'lunch', [slices('builtin-avocado-toast', 2)]),
  entry('log-mon-breakfast', at(1, 7, 45), 'breakfast', [{ foodId: 'builtin-banana' }, { foodId: 'builtin-orange' }]),
  entry('log-fri-breakfast', at(4, 8, 0), 'breakfast', [slices('builtin-avocado-toast', 1)]),
  entry('log-wed-dinner', at(6, 20, 0), 'dinner', [slices('builtin-apple-pie', 4), slices('builtin-greek-salad', 3)]),
];

/** A week with gaps: today under goal, then Monday, Friday and last Wednesday. */
export const weekWithGaps: Scan[] = [...todayUnderGoal, ...earlierThisWeek];
