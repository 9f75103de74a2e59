import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { macroSplit } from '@/lib/nutrition/macro-split';
import { GoalRing } from './goal-ring';
import { MacroSplitChart } from './macro-split-chart';

interface MacroArgs {
  protein: number;
  carbs: number;
  fat: number;
}

/** The donut from grams, as the result's hero draws it: the shares are of energy, not of weight. */
function MacroRing({ protein, carbs, fat }: MacroArgs) {
  const slices = macroSplit([{ protein, carbs, fat }]);
  return slices.length > 0 ? <MacroSplitChart slices={slices} /> : <p>No protein, carbs or fat</p>;
}

/**
 * Where a meal's energy comes from: protein, carbs and fat as a donut (4, 4 and 9 kcal a gram),
 * with a legend that carries every figure. The donut is hidden from assistive technology.
 */
const meta = {
  title: 'Components/Charts/Macro ring',
  component: MacroRing,
  tags: ['autodocs'],
  args: { protein: 9, carbs: 14, fat: 26 },
  argTypes: {
    protein: { control: { type: 'range', min: 0, max: 120, step: 1 }, description: 'grams' },
    carbs: { control: { type: 'range', min: 0, max: 200, step: 1 }, description: 'grams' },
    fat: { control: { type: 'range', min: 0, max: 120, step: 1 }, description: 'grams' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MacroRing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Greek salad: most of its energy from the olive oil and feta. */
export const MostlyFat: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Protein 11 % · 9 g',
      'Carbs 17 % · 14 g',
      'Fat 72 % · 26 g',
    ]);
  },
};

/** A banana: nearly all carbs, the other slices thin. */
export const MostlyCarbs: Story = { args: { protein: 1.3, carbs: 27, fat: 0.4 } };

export const Balanced: Story = { args: { protein: 30, carbs: 45, fat: 15 } };

export const NoMacros: Story = { args: { protein: 0, carbs: 0, fat: 0 } };

/** The day's ring on History: the share of the calorie goal eaten, the amount in the middle. */
export const GoalRingUnderGoal: Story = {
  render: () => (
    <GoalRing ratio={0.27} state="under" value="541" caption="of 2,000 kcal" label="541 of 2,000 kcal eaten today" />
  ),
};

export const GoalRingOverGoal: Story = {
  render: () => (
    <GoalRing ratio={1.2} state="over" value="2,410" caption="of 2,000 kcal" label="2,410 of 2,000 kcal eaten today" />
  ),
};
