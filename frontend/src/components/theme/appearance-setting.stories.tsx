import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppearanceSetting } from './appearance-setting';

const meta = {
  title: 'Components/Appearance setting',
  component: AppearanceSetting,
  beforeEach: () => {
    localStorage.removeItem('morsel-theme');
    return () => {
      localStorage.removeItem('morsel-theme');
      document.documentElement.dataset.theme = 'light';
    };
  },
} satisfies Meta<typeof AppearanceSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Following the phone's setting (light here), as it starts. */
export const FollowingPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: /^Dark mode/ })).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText("Following your phone's setting")).toBeVisible();
  },
};

/** Following the phone (light here); turning dark mode on darkens the page at once and is remembered. */
export const DarkModeChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /^Dark mode/ });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText("Following your phone's setting")).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(localStorage.getItem('morsel-theme')).toBe('dark');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(14, 19, 17)');

    await userEvent.click(canvas.getByRole('button', { name: "Follow my phone's setting" }));
    await expect(localStorage.getItem('morsel-theme')).toBeNull();
    await expect(canvas.getByText("Following your phone's setting")).toBeVisible();
  },
};

/** The setting drawn in the dark theme (checked by axe for contrast like every story). */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Appearance' })).toBeVisible();
  },
};
