import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { foodHandlers } from '@/testing/mocks/handlers';
import { FoodPicker } from './food-picker';

const meta = {
  title: 'Components/Food picker',
  component: FoodPicker,
  args: { open: true, title: 'What is it?', onOpenChange: fn(), onPick: fn(), onPickName: fn() },
} satisfies Meta<typeof FoodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => within(document.body).findByRole('dialog', { name: 'What is it?' });

/** Open, waiting for the food's name. */
export const Open: Story = {
  play: async () => {
    const dialog = within(await sheet());
    await expect(dialog.getByRole('searchbox', { name: 'Food name' })).toHaveFocus();
    await expect(dialog.getByText("Type a food's name to search.")).toBeVisible();
  },
};

/** Results as you type; picking one hands it over and closes the sheet. */
export const FoodPicked: Story = {
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Food name' }), 'apple');
    const list = within(await dialog.findByRole('list', { name: 'Foods found' }));
    await expect(list.getAllByRole('button')[0]).toHaveTextContent(/^Apple/);
    await userEvent.click(list.getByRole('button', { name: /^Granny Smith apple/ }));
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'builtin-granny-smith-apple' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * Each result has its star beside it, a target of its own: starring a food keeps it one tap away on
 * the scanner and does not pick it.
 */
export const ResultStarred: Story = {
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Food name' }), 'apple');
    const list = within(await dialog.findByRole('list', { name: 'Foods found' }));
    const star = list.getByRole('button', { name: 'Favourite: Granny Smith apple' });
    // The star answers once the user's favourites are known.
    await waitFor(() => expect(star).toHaveAttribute('aria-disabled', 'false'));
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await expect(args.onPick).not.toHaveBeenCalled();
    const result = list.getByRole('button', { name: /^Granny Smith apple/ }).getBoundingClientRect();
    const starBox = star.getBoundingClientRect();
    for (const target of [result, starBox]) {
      await expect(target.height).toBeGreaterThanOrEqual(44);
      await expect(target.width).toBeGreaterThanOrEqual(44);
    }
    await expect(starBox.left).toBeGreaterThanOrEqual(result.right);
  },
};

/** Nothing matches: say so, and offer the user's own name for it. */
export const NoMatch: Story = {
  parameters: { msw: { handlers: { foods: foodHandlers.empty } } },
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Food name' }), 'dal makhani');
    await expect(await dialog.findByText(/No foods match “dal makhani”/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Add “dal makhani” as your own food/ }));
    await expect(args.onPickName).toHaveBeenCalledWith('dal makhani');
  },
};

/** The search fails: a plain sentence and a retry, never silence. */
export const SearchFails: Story = {
  parameters: { msw: { handlers: { foods: foodHandlers.serverError } } },
  play: async () => {
    const dialog = within(await sheet());
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Food name' }), 'banana');
    const alert = within(await dialog.findByRole('alert'));
    await expect(alert.getByText(/Search isn't working right now/)).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
