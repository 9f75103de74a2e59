import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundScreen from './not-found-screen';

/** Any address the app does not know. Inside the app the header adds 'Back to Scan' (see App/Shell). */
const meta = {
  title: 'Screens/Not found',
  component: NotFoundScreen,
  parameters: { route: { path: '/no-such-page' } },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText(/It may have moved, or the link may be mistyped/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/');
  },
};
