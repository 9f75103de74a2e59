import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ColourTokens, GradeAndProcessingScales, IconSet, TypeAndSpace } from './design-tokens';

/**
 * The design system's tokens, read live from the app's CSS, with contrast ratios. Each is a story
 * (a test in both themes); the Tokens docs page (design-tokens.mdx) shows them together.
 */
const meta = {
  title: 'Design System/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every text colour on its background passes WCAG AA (4.5:1), every meaningful fill 3:1, in both themes. */
export const Colours: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('…')).toBeNull());
    await expect(canvas.queryByText(/fails/)).toBeNull();
  },
};

/** Grade letters and NOVA numbers on their fills all reach 4.5:1. */
export const GradesAndProcessing: Story = {
  render: () => <GradeAndProcessingScales />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('…')).toBeNull());
    await expect(canvas.queryByText(/fails/)).toBeNull();
    await expect(canvas.getAllByRole('img', { name: /^Grade [A-E]:/ })).toHaveLength(5);
  },
};

export const TypeSpacingAndRadius: Story = {
  render: () => <TypeAndSpace />,
};

/** Each icon with its one meaning in the app. */
export const Icons: Story = {
  render: () => <IconSet />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem').length).toBeGreaterThan(10);
  },
};
