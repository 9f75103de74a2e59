import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button';

/**
 * The app's one button: primary (the screen's main action, one per screen) or secondary. At least
 * 44 px tall; `block` fills the width (the sheets' and dialogs' actions). `ButtonLink` looks the
 * same for navigation.
 */
const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save goals', variant: 'primary', block: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary'] },
    children: { control: 'text', name: 'label' },
    onClick: { table: { disable: true } },
    type: { table: { disable: true } },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save goals' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const FullWidth: Story = { args: { block: true, children: 'Export CSV' } };

export const Disabled: Story = { args: { disabled: true, children: 'Uploading...' } };

/** A long label wraps inside the button instead of running out of it. */
export const LongLabel: Story = {
  args: { block: true, children: 'Add “Grandma’s slow-cooked beef and barley stew” as your own food' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};
