import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenError } from './screen-error';

/** A screen that could not open: its code failed to load, or it failed while drawing. */
const meta = {
  title: 'Screens/Screen error',
  component: ScreenError,
  parameters: { route: { path: '/history' } },
} satisfies Meta<typeof ScreenError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CouldNotOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This screen could not open' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/');
  },
};
