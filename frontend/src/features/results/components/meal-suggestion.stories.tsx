import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Scan, Suggestion } from '@/client';
import { demoScans } from '@/testing/mocks/fixtures';
import { scanApi } from '@/testing/mocks/handlers';
import { demoShortcuts } from '@/testing/mocks/handlers/shortcuts';
import { ResultScreen } from './result-screen';

/** The photo looks like the plate the user saved as 'My usual breakfast': that meal comes first. */
const mealSuggestion: Suggestion = {
  foodId: 'builtin-egg',
  name: 'My usual breakfast',
  confidence: 82,
  provider: 'saved_meal',
  savedMealId: 'meal-breakfast',
};

const withMealSuggested = (shortcuts = demoShortcuts()) =>
  scanApi(
    demoScans.map((scan): Scan =>
      scan.id === 'scan-unknown' ? { ...scan, suggestions: [mealSuggestion, ...scan.suggestions] } : scan,
    ),
    { shortcuts },
  );

const meta = {
  title: 'Screens/Result/Saved meal suggested',
  component: ResultScreen,
  args: { scanId: 'scan-unknown' },
  parameters: { route: { path: '/results/:id', url: '/results/scan-unknown' } },
} satisfies Meta<typeof ResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tap on the saved meal gives the scan the meal's foods in its portions. */
export const ChooseSavedMeal: Story = {
  parameters: { msw: { handlers: { scans: withMealSuggested() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whatIsIt = within(await canvas.findByRole('region', { name: 'What is it?' }));
    const chips = whatIsIt.getAllByRole('button');
    // The meal's figure is how alike the photos are, not a likelihood: no percentage is shown.
    await expect(chips[0]).toHaveTextContent(/^My usual breakfast$/);
    await userEvent.click(chips[0]!);
    await expect(await canvas.findByText('Changed to My usual breakfast')).toBeVisible();
    const items = within(await canvas.findByRole('region', { name: "What's in it" }));
    await expect(items.getByText('2 × 1 large · 100 g')).toBeVisible();
    await expect(items.getByText('1 medium · 118 g')).toBeVisible();
  },
};

/** A meal deleted since the scan is not applied: the user is told, and can pick a food instead. */
export const SavedMealGone: Story = {
  parameters: { msw: { handlers: { scans: withMealSuggested({ meals: [] }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whatIsIt = within(await canvas.findByRole('region', { name: 'What is it?' }));
    await userEvent.click(whatIsIt.getByRole('button', { name: /My usual breakfast/ }));
    const alert = await whatIsIt.findByRole('alert', { name: "Couldn't change the food" });
    await expect(alert).toHaveTextContent('My usual breakfast is no longer one of your saved meals.');
    await expect(canvas.getByRole('heading', { name: 'Not identified' })).toBeVisible();
  },
};
