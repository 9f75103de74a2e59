import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { foodHandlers } from '@/testing/mocks/handlers';
import { FoodSearchScreen } from './food-search-screen';

const meta = {
  title: 'Labs/Food search',
  component: FoodSearchScreen,
  args: { userId: demoUser.id },
  parameters: { route: { path: '/food-search' } },
} satisfies Meta<typeof FoodSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchFor = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Food name' }), `${text}{Enter}`);
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(canvas.getByText(/food database/)).toBeVisible();
  },
};

/** Spaces alone are not a search. */
export const OnlySpacesTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Food name' }), '   ');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const ResultsAndNutrition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'apple');
    const list = await canvas.findByRole('list', { name: 'Search results' });
    const items = within(list).getAllByRole('button');
    await expect(items[0]).toHaveTextContent('Apple');
    await expect(items[0]).toHaveTextContent('Generic');
    const brand = within(list).getByRole('button', { name: /APPLE CINNAMON OAT BAR/ });
    await expect(brand).toHaveTextContent('Orchard Co');
    await expect(brand).toHaveTextContent('Chewy oat bar with dried apple');
    await expect(brand).toHaveTextContent('Brand');
    await userEvent.click(items[0]!);
    const panel = await canvas.findByRole('region', { name: 'Apple' });
    await expect(await within(panel).findByText('Produce · per 1 medium (182 g)')).toBeVisible();
    await expect(within(panel).getByText('95 kcal')).toBeVisible();
    await expect(within(panel).getByText('82/100')).toBeVisible(); // Nutri-Score 2023, as the server computes it
    // A food found is starred in one tap: then it waits on the scanner.
    const star = within(panel).getByRole('button', { name: 'Favourite: Apple' });
    await waitFor(() => expect(star).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const Searching: Story = {
  parameters: { msw: { handlers: { foods: foodHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'apple');
    await expect(await canvas.findByRole('status', { name: 'Searching' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const NoResults: Story = {
  parameters: { msw: { handlers: { foods: foodHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'zzqxv');
    await expect(await canvas.findByText(/No foods match/)).toBeVisible();
  },
};

/** A failed search says so in a sentence and offers to search again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { foods: foodHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'apple');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The search did not work');
    await expect(alert).not.toHaveTextContent(/500|internal_error/);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull();
  },
};

/** The search works but one food's nutrition does not load: the panel says so and offers to try again. */
export const NutritionFails: Story = {
  parameters: {
    msw: {
      handlers: {
        foods: [foodHandlers.success[0]!, ...foodHandlers.serverError.slice(1)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'apple');
    const list = await canvas.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    const panel = await canvas.findByRole('region', { name: 'Apple' });
    const alert = await within(panel).findByRole('alert');
    await expect(alert).toHaveTextContent('The nutrition did not load');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In German: the search, a food's type and its nutrition per serving, energy in kcal. */
export const German: Story = {
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Name des Lebensmittels' }), 'apple{Enter}');
    const list = await canvas.findByRole('list', { name: 'Suchergebnisse' });
    const items = within(list).getAllByRole('button');
    await expect(items[0]).toHaveTextContent('Allgemein');
    await userEvent.click(items[0]!);
    // The food's name and portion in German, as the API names built-in foods for a German reader.
    const panel = await canvas.findByRole('region', { name: 'Apfel' });
    await expect(await within(panel).findByText('Obst & Gemüse · pro 1 Stück (mittel) (182 g)')).toBeVisible();
    await expect(within(panel).getByText('95 kcal')).toBeVisible();
    await expect(within(panel).getByText('Gesundheitswert')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Favorit: Apfel' })).toBeVisible();
  },
};
