import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockCatalog } from '../mocks/mock-states';
import { MockPanel } from './mock-panel';

const meta = {
  title: 'Labs/Mock panel',
  component: MockPanel,
  args: { catalog: mockCatalog, selection: {}, problems: [], onApply: fn() },
} satisfies Meta<typeof MockPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The floating button as it sits over the app in `npm run dev:mock`. */
export const Closed: Story = {};

/** Open, with two resources moved off their defaults. */
export const Open: Story = {
  args: { selection: { scans: 'empty', foods: 'serverError' }, defaultOpen: true },
};

/** An address with parts it could not read: they are listed, the rest applies. */
export const WithUnreadableAddress: Story = {
  args: {
    selection: { scans: 'empty' },
    problems: ["Unknown resource 'photos'. Resources: auth, scans, foods, training, preferences, recognition, system."],
    defaultOpen: true,
  },
};

/** Opening the panel and picking a state hands the new selection over; Reset goes back to defaults. */
export const StatePicked: Story = {
  args: { selection: { scans: 'empty' } },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: /^Mock data.*1 changed$/ });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Mock data' });
    await expect(within(dialog).getByText('?mock=scans:empty')).toBeVisible();
    const foods = within(dialog).getByRole('group', { name: 'foods' });
    await userEvent.click(within(foods).getByRole('radio', { name: 'server error' }));
    await expect(args.onApply).toHaveBeenCalledWith({ scans: 'empty', foods: 'serverError' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({});
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};
