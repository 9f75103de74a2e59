import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Grade } from '@/client';
import { fullNutrition, minimalNutrition, nutritionByGrade } from '@/testing/mocks/fixtures';
import { displayPreferencesHandlers } from '@/testing/mocks/handlers';
import { NutritionDashboard } from './nutrition-dashboard';

/**
 * The Smart Nutrition Analysis: health overview with the score and grade, processing, Nutrition
 * Facts with % Daily Value, ingredients, allergens and insights, each piece of data once. With
 * too little data it says what is missing; with none, why. The Playground varies it by controls.
 */
const meta = {
  title: 'Components/NutritionDashboard',
  component: NutritionDashboard,
  tags: ['autodocs'],
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

/** No figures at all: says so, and why, and offers the next steps the screen passes in. */
export const NoData: Story = {
  args: { nutritionData: null, nextSteps: <a href="#edit">Correct the food</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No nutrition figures yet')).toBeVisible();
    await expect(canvas.getByText(/no nutrition label was read/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Correct the food' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Health Overview' })).not.toBeInTheDocument();
  },
};

/** Too little for a score: no invented score or grade, the missing figures named, nothing shown as 0 or 'None'. */
export const Minimal: Story = {
  args: { nutritionData: minimalNutrition, nextSteps: <a href="#label">Scan the label</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const health = overview(canvasElement);
    await expect(health.getByText('Not enough data for a health score')).toBeVisible();
    await expect(health.getByText('Missing: sugars, saturated fat, sodium, fibre.')).toBeVisible();
    await expect(health.queryByRole('img', { name: /^Grade/ })).toBeNull();
    const facts = within(canvas.getByRole('region', { name: 'Nutrition Facts' }));
    await expect(facts.getByRole('row', { name: /Calories 95 kcal/ })).toBeVisible();
    await expect(facts.getAllByText('Not known')).toHaveLength(6);
    await expect(canvas.queryByText(/None/)).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Health Insights' })).toBeNull();
  },
};

export const Full: Story = {
  args: { nutritionData: fullNutrition },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const health = overview(canvasElement);
    await expect(health.getByText('78')).toBeVisible();
    await expect(health.getByRole('img', { name: 'Grade B: good nutritional quality' })).toBeVisible();
    await expect(health.getByRole('progressbar', { name: 'Health score' })).toHaveAttribute('aria-valuenow', '78');
    await expect(health.getByText('Processed food')).toBeVisible();
    const facts = within(canvas.getByRole('region', { name: 'Nutrition Facts' }));
    await expect(facts.getByText('1 bowl (300 g)')).toBeVisible();
    // Every amount in one format, with the FDA's % Daily Value.
    await expect(facts.getByRole('row', { name: 'Sodium 780 mg 34 %' })).toBeVisible();
    await expect(facts.getByRole('row', { name: 'Saturated Fat 9 g 45 %' })).toBeVisible();
    await expect(facts.getByRole('columnheader', { name: '% Daily Value*' })).toBeVisible();
    const ingredients = within(canvas.getByRole('region', { name: 'Ingredients' }));
    await expect(ingredients.getByRole('list', { name: 'Ingredients' })).toHaveTextContent('Feta cheese');
    await expect(ingredients.getByRole('list', { name: 'Additives & preservatives' })).toHaveTextContent('Citric acid');
    const allergens = within(canvas.getByRole('region', { name: 'Allergens' }));
    await expect(allergens.getByRole('list', { name: 'Contains' })).toHaveTextContent('Milk');
    await expect(allergens.getByRole('list', { name: 'May contain' })).toHaveTextContent('Sulphites');
    const insights = within(canvas.getByRole('region', { name: 'Health Insights' }));
    await expect(insights.getByRole('list', { name: 'Benefits' })).toHaveTextContent('Rich in vitamin C');
    await expect(insights.getByRole('list', { name: 'Considerations' })).toHaveTextContent('High in sodium from feta');
  },
};

/** The full dashboard in German, at a phone's width: the long words wrap, nothing overflows. */
export const German: Story = {
  args: { nutritionData: fullNutrition },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const health = within(await canvas.findByRole('region', { name: 'Gesundheitsüberblick' }));
    await expect(health.getByRole('img', { name: 'Bewertung B: gute Nährwertqualität' })).toBeVisible();
    const facts = within(canvas.getByRole('region', { name: 'Nährwertangaben' }));
    await expect(facts.getByRole('row', { name: 'Natrium 780 mg 34 %' })).toBeVisible();
    const allergens = within(canvas.getByRole('region', { name: 'Allergene' }));
    await expect(allergens.getByRole('list', { name: 'Enthält' })).toHaveTextContent('Milch');
    const dashboard = canvasElement.firstElementChild!.firstElementChild as HTMLElement;
    await expect(dashboard.scrollWidth).toBeLessThanOrEqual(dashboard.clientWidth);
  },
};

/** Too little for a score, in German: the missing figures named in German. */
export const GermanMinimal: Story = {
  args: { nutritionData: minimalNutrition },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Es fehlen: Zucker, gesättigte Fettsäuren, Natrium und Ballaststoffe.'),
    ).toBeVisible();
  },
};

/** The user reads kJ: energy and the footnote's daily energy in kJ. */
export const Kilojoules: Story = {
  args: { nutritionData: fullNutrition },
  parameters: { msw: { handlers: { displayPreferences: displayPreferencesHandlers.kilojoules } } },
  play: async ({ canvasElement }) => {
    const facts = within(within(canvasElement).getByRole('region', { name: 'Nutrition Facts' }));
    await expect(await facts.findByRole('row', { name: /^Calories [\d,]+ kJ/ })).toBeVisible();
    await expect(facts.getByText(/8,368 kJ a day/)).toBeVisible();
  },
};

/** Each grade in Nutri-Score's palette, the score bar in its band's colour. */
const gradeStory = (grade: Grade, score: number, band: string): Story => ({
  args: { nutritionData: nutritionByGrade[grade] },
  play: async ({ canvasElement }) => {
    const health = overview(canvasElement);
    const tile = health.getByRole('img', { name: new RegExp(`^Grade ${grade}:`) });
    await expect(tile).toHaveAttribute('data-grade', grade);
    await expect(health.getByRole('progressbar').firstElementChild).toHaveAttribute('data-grade', band);
    await expect(health.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(score));
  },
});

export const GradeA = gradeStory('A', 92, 'A');
export const GradeB = gradeStory('B', 72, 'B');
export const GradeC = gradeStory('C', 55, 'C');
export const GradeD = gradeStory('D', 41, 'C');
export const GradeE = gradeStory('E', 18, 'E');
