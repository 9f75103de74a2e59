import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GradeTile, ProcessingPill } from './grade-tile';

/**
 * The grade as a letter tile in Nutri-Score's palette, dark green A to red E (the API's F is shown
 * as E). Its accessible name says the letter and what it means. Three sizes: `sm` in lists, `md`
 * in the dashboard, `lg` in the result's hero.
 */
const meta = {
  title: 'Components/Grade tile',
  component: GradeTile,
  tags: ['autodocs'],
  args: { grade: 'B', size: 'md' },
  argTypes: {
    grade: { control: 'inline-radio', options: ['A', 'B', 'C', 'D', 'E'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GradeTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GradeB: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /^Grade B:/ })).toBeVisible();
  },
};

export const LargeGradeA: Story = { args: { grade: 'A', size: 'lg' } };

export const SmallGradeE: Story = { args: { grade: 'E', size: 'sm' } };

/** Every grade and processing group side by side, as the dashboard's legend shows them. */
export const AllGradesAndProcessing: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {(['A', 'B', 'C', 'D', 'E'] as const).map((grade) => (
          <GradeTile key={grade} grade={grade} size={args.size} />
        ))}
      </div>
      {([1, 2, 3, 4] as const).map((group) => (
        <div key={group}>
          <ProcessingPill group={group} />
        </div>
      ))}
    </div>
  ),
  argTypes: { grade: { table: { disable: true } } },
};

/** In a narrow column the processing name wraps, never the 'NOVA 1' badge. */
export const ProcessingInANarrowColumn: Story = {
  render: () => (
    <div style={{ width: 150, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {([1, 2, 3, 4] as const).map((group) => (
        <ProcessingPill key={group} group={group} />
      ))}
    </div>
  ),
  argTypes: { grade: { table: { disable: true } }, size: { table: { disable: true } } },
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-nova] > [aria-hidden="true"]')];
    await expect(badges.map((badge) => badge.textContent)).toEqual(['NOVA 1', 'NOVA 2', 'NOVA 3', 'NOVA 4']);
    for (const badge of badges) {
      const lineHeight = parseFloat(getComputedStyle(badge).lineHeight);
      await expect(badge.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
  },
};
