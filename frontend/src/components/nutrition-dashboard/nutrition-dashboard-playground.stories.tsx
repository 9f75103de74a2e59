import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Grade, NutritionalInfo } from '@/client';
import { fullNutrition } from '@/testing/mocks/fixtures';
import { NutritionDashboard } from './nutrition-dashboard';

const ALLERGENS = ['Milk', 'Gluten', 'Eggs', 'Soy', 'Peanuts', 'Tree nuts', 'Sesame', 'Fish', 'Crustaceans', 'Mustard'];

interface PlaygroundArgs {
  score: number;
  grade: Grade;
  processing: 1 | 2 | 3 | 4;
  allergens: number;
  /** Leave the score, grade and insights out: the 'not enough data' state. */
  withoutScore: boolean;
  /** Leave the numeric amounts out: older scans with text amounts only. */
  withoutAmounts: boolean;
}

/** The dashboard from the controls a designer changes: score, grade, processing, allergens, missing data. */
function Playground({ score, grade, processing, allergens, withoutScore, withoutAmounts }: PlaygroundArgs) {
  const info: NutritionalInfo = {
    ...fullNutrition,
    healthMetrics: withoutScore
      ? undefined
      : { ...fullNutrition.healthMetrics!, healthScore: score, nutritionGrade: grade },
    novaGroup: processing,
    amounts: withoutAmounts ? undefined : fullNutrition.amounts,
    detailedAllergens: { contains: ALLERGENS.slice(0, allergens), mayContain: [] },
  };
  return (
    <div style={{ padding: 16 }}>
      <NutritionDashboard nutritionData={info} />
    </div>
  );
}

const meta = {
  title: 'Components/NutritionDashboard/Playground',
  component: Playground,
  tags: ['autodocs'],
  args: { score: 72, grade: 'B', processing: 3, allergens: 1, withoutScore: false, withoutAmounts: false },
  argTypes: {
    score: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    grade: { control: 'inline-radio', options: ['A', 'B', 'C', 'D', 'E'] },
    processing: { control: 'inline-radio', options: [1, 2, 3, 4] },
    allergens: { control: { type: 'range', min: 0, max: ALLERGENS.length, step: 1 } },
  },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ManyAllergens: Story = { args: { allergens: ALLERGENS.length } };
export const WithoutScore: Story = { args: { withoutScore: true } };
