import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { Grade, Scan } from '@/client';
import { demoScans } from '@/testing/mocks/fixtures';
import { errorResponse } from '@/testing/mocks/handlers/http';
import { fixturePhotos, type FixturePhoto } from '@/testing/photos';
import { ResultScreen } from './result-screen';

const NAMES = {
  short: 'Greek Salad',
  long: 'Slow-roasted Mediterranean vegetable and chickpea salad with crumbled feta and lemon dressing',
  'database (all caps)': 'GREEK SALAD WITH FETA CHEESE, OLIVES AND EXTRA VIRGIN OLIVE OIL DRESSING',
} as const;

const ALLERGENS = ['Milk', 'Gluten', 'Eggs', 'Soy', 'Peanuts', 'Tree nuts', 'Sesame', 'Fish', 'Crustaceans', 'Mustard'];

interface PlaygroundArgs {
  name: keyof typeof NAMES;
  photo: FixturePhoto | 'none';
  score: number;
  grade: Grade;
  allergens: number;
  /** Calories not known (the hero says so). */
  withoutCalories: boolean;
  /** No score, grade or insights: the 'not enough data' state. */
  withoutScore: boolean;
  /** No nutrition figures at all: the dashboard says why. */
  withoutNutrition: boolean;
}

const salad = demoScans.find((scan) => scan.id === 'scan-salad')!;

function scanOf(args: PlaygroundArgs): Scan {
  const info = salad.nutritionalInfo!;
  const photo = args.photo === 'none' ? null : fixturePhotos[args.photo];
  return {
    ...salad,
    id: `scan-playground-${JSON.stringify(args)}`,
    foodName: NAMES[args.name],
    imageUrl: photo,
    thumbnailUrl: photo,
    calories: args.withoutCalories ? null : salad.calories,
    allergens: ALLERGENS.slice(0, args.allergens),
    nutritionalInfo: args.withoutNutrition
      ? null
      : {
          ...info,
          healthMetrics: args.withoutScore
            ? undefined
            : { ...info.healthMetrics!, healthScore: args.score, nutritionGrade: args.grade },
          detailedAllergens: { contains: ALLERGENS.slice(0, args.allergens), mayContain: [] },
        },
  };
}

/** The scans the controls have described, by id, for the mock API (a docs page shows several). */
const described = new Map<string, Scan>();

/**
 * The result screen from the controls that change its layout: the name's length, the photo's
 * shape, the score and grade, the number of allergens, and missing data. Each change is a new
 * scan id, so the screen loads it afresh from the mock API.
 */
function Playground(args: PlaygroundArgs) {
  const scan = scanOf(args);
  described.set(scan.id, scan);
  return (
    <div style={{ maxWidth: 430, marginInline: 'auto' }}>
      <ResultScreen scanId={scan.id} />
    </div>
  );
}

const meta = {
  title: 'Screens/Result/Playground',
  component: Playground,
  tags: ['autodocs'],
  args: {
    name: 'short',
    photo: 'platePortrait',
    score: 78,
    grade: 'B',
    allergens: 1,
    withoutCalories: false,
    withoutScore: false,
    withoutNutrition: false,
  },
  argTypes: {
    name: { control: 'inline-radio', options: Object.keys(NAMES), description: 'The food name’s length' },
    photo: { control: 'inline-radio', options: ['none', ...Object.keys(fixturePhotos)] },
    score: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    grade: { control: 'inline-radio', options: ['A', 'B', 'C', 'D', 'E'] },
    allergens: { control: { type: 'range', min: 0, max: ALLERGENS.length, step: 1 } },
  },
  parameters: {
    route: { path: '/results/:id', url: '/results/scan-playground' },
    msw: {
      handlers: {
        scans: [
          http.get<{ id: string }>('*/api/scans/:id', ({ params }) => {
            const scan = described.get(params.id);
            return scan ? HttpResponse.json(scan) : errorResponse(404, 'not_found', 'No such scan.');
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShortName: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Greek Salad' })).toBeVisible();
  },
};

/** A long name stops at two lines; the full name stays in the page and its tooltip. */
export const LongName: Story = {
  args: { name: 'long' },
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByRole('heading', { name: NAMES.long });
    await expect(title).toHaveAttribute('title', NAMES.long);
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};

/** A database's ALL-CAPS name is shown in sentence case. */
export const DatabaseName: Story = { args: { name: 'database (all caps)', photo: 'toastLandscape' } };

export const ManyAllergens: Story = { args: { allergens: ALLERGENS.length, grade: 'D', score: 41 } };

export const MissingFigures: Story = { args: { withoutCalories: true, withoutScore: true, photo: 'none' } };

export const NoNutrition: Story = { args: { withoutNutrition: true, photo: 'bowlTall' } };
