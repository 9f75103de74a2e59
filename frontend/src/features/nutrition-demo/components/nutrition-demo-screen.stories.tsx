import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { at360px, overflowing } from '@/testing/overflowing';
import { NutritionDemoScreen } from './nutrition-demo-screen';

const meta = {
  title: 'Labs/Nutrition demo',
  component: NutritionDemoScreen,
  parameters: { route: { path: '/nutrition-demo' } },
} satisfies Meta<typeof NutritionDemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const activePanel = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('tabpanel'));

/** The first sample: its facts and a full dashboard, never the 'no data' state. */
export const Apple: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Apple', 'Cookie', 'Salmon', 'Salad']);
    await expect(canvas.getByRole('tab', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    const panel = activePanel(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Apple' })).toBeVisible();
    await expect(panel.getAllByText('95 kcal')[0]).toBeVisible();
    await expect(panel.getByRole('img', { name: /^Grade A:/ })).toBeVisible();
    await expect(panel.queryByText('No nutrition figures yet')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: /Colour coding guide/ })).toBeVisible();
  },
};

/** Arrow keys move between tabs, as an accessible tab list does. */
export const CookieChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Apple' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Cookie' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Cookie' })).toHaveAttribute('aria-selected', 'true');
    const panel = activePanel(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Chocolate Chip Cookie' })).toBeVisible();
    await expect(panel.getByRole('img', { name: /^Grade E:/ })).toBeVisible();
    await expect(panel.getByText('Wheat, Milk, Eggs, Soy')).toBeVisible();
  },
};

export const Salmon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Salmon' }));
    const panel = activePanel(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Grilled Salmon' })).toBeVisible();
    await expect(panel.getByText('Rich in omega-3 fats')).toBeVisible();
  },
};

export const Salad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Salad' }));
    const panel = activePanel(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Garden Salad' })).toBeVisible();
    await expect(panel.getByRole('img', { name: /^Grade B:/ })).toBeVisible();
  },
};

/** In German, at 360 px: the sample, its figures and the colour guide wrap within the screen. */
export const German: Story = {
  parameters: { locale: 'de-DE' },
  decorators: [at360px],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Cookie' }));
    const panel = activePanel(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Schoko-Cookie' })).toBeVisible();
    await expect(panel.getByText('Weizen, Milch, Eier, Soja')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Farbleitfaden/ })).toBeVisible();
    await expect(overflowing(canvas.getByTestId('phone-360'))).toEqual([]);
  },
};
