import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScanProgressOverlay } from './scan-progress-overlay';

/** The 'Analyzing Food' overlay at each stage of a scan, with the upload's measured percentage. */
const meta = {
  title: 'Screens/Scanner/Progress',
  component: ScanProgressOverlay,
  args: { open: true, progress: { stage: 'preparing' } },
} satisfies Meta<typeof ScanProgressOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlay = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Analyzing Food' }));

export const PreparingThePhoto: Story = {
  play: async ({ canvasElement }) => {
    const dialog = overlay(canvasElement);
    const bar = dialog.getByRole('progressbar', { name: 'Scan progress' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Preparing the photo');
  },
};

export const UploadingAt42Percent: Story = {
  args: { progress: { stage: 'uploading', sent: 0.42 } },
  play: async ({ canvasElement }) => {
    const dialog = overlay(canvasElement);
    const bar = dialog.getByRole('progressbar', { name: 'Scan progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Uploading: 42 %');
    const stages = within(dialog.getByRole('list', { name: 'Scan stages' }));
    await expect(stages.getByText('Uploading').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(stages.getByText('Uploading').closest('li')).toHaveTextContent('42 %');
    await expect(stages.getByText(/Preparing the photo/)).toHaveTextContent('(done)');
  },
};

export const IdentifyingTheFood: Story = {
  args: { progress: { stage: 'analysing' } },
  play: async ({ canvasElement }) => {
    const dialog = overlay(canvasElement);
    const bar = dialog.getByRole('progressbar', { name: 'Scan progress' });
    // The server gives no measure of its work: no invented percentage.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Identifying the food');
    const stages = within(dialog.getByRole('list', { name: 'Scan stages' }));
    await expect(stages.getByText(/^Uploading/)).toHaveTextContent('(done)');
  },
};
