import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoScans, demoUser } from '@/testing/mocks/fixtures';
import { scanHandlers } from '@/testing/mocks/handlers';
import { HistoryScreen } from './history-screen';

const meta = {
  title: 'Screens/History',
  component: HistoryScreen,
  args: { userId: demoUser.id },
  parameters: { route: { path: '/history' } },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.success } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Scan History' })).toBeVisible();
    const items = await canvas.findAllByRole('link');
    await expect(items).toHaveLength(demoScans.length);
    await expect(items[0]).toHaveAttribute('href', `/results/${demoScans[0]!.id}`);
    await expect(within(items[0]!).getByText('Greek Salad')).toBeVisible();
    await expect(within(items[0]!).getByText(/320 cal · 12 min ago/)).toBeVisible();
    await expect(within(items[1]!).getByText(/5 hours ago/)).toBeVisible();
    // A scan that names no food waits for its name, with the foods it may be; it shows no calories.
    await expect(within(items[2]!).getByText('Needs a name')).toBeVisible();
    await expect(within(items[2]!).getByText('Maybe banana or plantain · 3 days ago')).toBeVisible();
    await expect(within(items[2]!).queryByText(/cal/)).toBeNull();
    await expect(canvas.getAllByText('No Image')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your scans' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No scans yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Scan Your First Food' })).toHaveAttribute('href', '/scanner');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText("Couldn't load your history")).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
