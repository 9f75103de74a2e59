import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Grade } from '@/client';
import { fullNutrition, minimalNutrition, nutritionByGrade } from '@/testing/mocks/fixtures';
import { NutritionDashboard } from './nutrition-dashboard';

const meta = {
  title: 'Components/NutritionDashboard',
  component: NutritionDashboard,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NutritionDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const overview = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Health Overview' }));

export const NoData: Story = {
  args: { nutritionData: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No nutrition data available')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Health Overview' })).not.toBeInTheDocument();
  },
};

/** Only health metrics: the score and grade defaults, and 'N/A' for every fact. */
export const Minimal: Story = {
  args: { nutritionData: minimalNutrition },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const health = overview(canvasElement);
    await expect(health.getByText('50')).toBeVisible();
    await expect(health.getByLabelText('Grade C')).toBeVisible();
    await expect(health.getByText('Processing level not assessed')).toBeVisible();
    const facts = within(canvas.getByRole('region', { name: 'Nutrition Facts' }));
    await expect(facts.getAllByText('N/A')).toHaveLength(8); // serving size and seven facts
    await expect(canvas.getAllByText('None listed')).toHaveLength(2);
    await expect(canvas.getByText('No particular benefits noted.')).toBeVisible();
  },
};

export const Full: Story = {
  args: { nutritionData: fullNutrition },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const health = overview(canvasElement);
    await expect(health.getByText('78')).toBeVisible();
    await expect(health.getByLabelText('Grade B')).toBeVisible();
    await expect(health.getByRole('progressbar', { name: 'Health score' })).toHaveAttribute('aria-valuenow', '78');
    await expect(health.getByText('Minimally processed')).toBeVisible();
    const facts = within(canvas.getByRole('region', { name: 'Nutrition Facts' }));
    await expect(facts.getByText('1 bowl (300 g)')).toBeVisible();
    await expect(facts.getByText('780 mg')).toBeVisible();
    await expect(facts.getByText('Dietary Fiber')).toBeVisible();
    const ingredients = within(canvas.getByRole('region', { name: 'Ingredients Analysis' }));
    await expect(ingredients.getByRole('list', { name: 'Primary ingredients' })).toHaveTextContent('Feta cheese');
    await expect(ingredients.getByRole('list', { name: 'Additives & preservatives' })).toHaveTextContent('Citric acid');
    const allergens = within(canvas.getByRole('region', { name: 'Allergen Information' }));
    await expect(allergens.getByRole('list', { name: 'Contains' })).toHaveTextContent('Milk');
    await expect(allergens.getByRole('list', { name: 'May contain' })).toHaveTextContent('Sulphites');
    const insights = within(canvas.getByRole('region', { name: 'Health Insights' }));
    await expect(insights.getByRole('list', { name: 'Benefits' })).toHaveTextContent('Rich in vitamin C');
    await expect(insights.getByRole('list', { name: 'Considerations' })).toHaveTextContent('High in sodium from feta');
  },
};

/** Each grade story also pins a score colour band: A green, B blue, C and D yellow, F red. */
const gradeStory = (grade: Grade, score: number, scoreTone: string, gradeTone: string): Story => ({
  args: { nutritionData: nutritionByGrade[grade] },
  play: async ({ canvasElement }) => {
    const health = overview(canvasElement);
    const letter = health.getByLabelText(`Grade ${grade}`);
    await expect(letter).toBeVisible();
    await expect(letter.closest('[data-tone]')).toHaveAttribute('data-tone', gradeTone);
    await expect(health.getByText(String(score)).closest('[data-tone]')).toHaveAttribute('data-tone', scoreTone);
    await expect(health.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(score));
  },
});

export const GradeA = gradeStory('A', 92, 'green', 'green');
export const GradeB = gradeStory('B', 72, 'blue', 'blue');
export const GradeC = gradeStory('C', 55, 'yellow', 'yellow');
export const GradeD = gradeStory('D', 41, 'yellow', 'orange');
export const GradeF = gradeStory('F', 18, 'red', 'red');
