import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { scanHandlers } from '@/testing/mocks/handlers';
import { ProfileScreen } from './profile-screen';

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  args: { user: demoUser, onSignOut: fn(async () => undefined) },
  parameters: { route: { path: '/profile' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure shown above a stat's label ('Scans', 'Days'). */
const stat = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).parentElement!.querySelector('dd')!.textContent;

export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: demoUser.name })).toBeVisible();
    await expect(canvas.getByText(demoUser.email)).toBeVisible();
    await expect(canvas.getByText('AR')).toBeVisible(); // generated initials avatar
    await expect(stat(canvasElement, 'Scans')).toBe('3');
    await expect(stat(canvasElement, 'Days')).toBe('1');
    for (const link of ['Notifications', 'Privacy Policy', 'Terms of Service', 'Help & Support']) {
      await expect(canvas.getByRole('link', { name: link })).toBeVisible();
    }
    // The developer pages have one entry, here, instead of buttons on the scanner.
    await expect(canvas.getByRole('link', { name: 'Labs' })).toHaveAttribute('href', '/labs');
    await userEvent.click(canvas.getByRole('button', { name: 'Export history (CSV)' }));
    await expect(await canvas.findByText('History exported')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const ExportFailed: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export history (CSV)' }));
    await expect(await canvas.findByText('Export failed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export history (CSV)' })).toBeEnabled();
  },
};

export const ManyScansWithPhoto: Story = {
  args: {
    user: {
      ...demoUser,
      totalScans: 23,
      profileImage:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23f4a261"/%3E%3C/svg%3E',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stat(canvasElement, 'Scans')).toBe('23');
    await expect(stat(canvasElement, 'Days')).toBe('5'); // ceil(23 / 5)
    await expect(canvas.queryByText('AR')).toBeNull();
  },
};
