import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { scanHandlers } from '@/testing/mocks/handlers';
import { samplePhoto } from '@/testing/sample-photo';
import { ScannerScreen } from './scanner-screen';

const meta = {
  title: 'Screens/Scanner',
  component: ScannerScreen,
  args: { userId: demoUser.id },
  parameters: { route: { path: '/scanner' } },
} satisfies Meta<typeof ScannerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const uploadPhoto = async (canvasElement: HTMLElement) =>
  userEvent.upload(within(canvasElement).getByTestId('gallery-input'), await samplePhoto());

export const CameraActive: Story = {
  parameters: { camera: 'fake' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Capture photo' })).toBeEnabled());
    await expect(canvas.getByLabelText('Camera preview')).toBeVisible();
    await expect(canvas.getByText('Position food in frame')).toBeVisible();
    await expect(canvas.getByTestId('gallery-input')).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByRole('button', { name: 'Upload from Gallery' })).toBeEnabled();
    // The scanner is for scanning: the developer pages are under Profile → Labs.
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    const features = within(canvas.getByRole('list', { name: 'Features' }));
    for (const tile of ['Instant', 'Transparent', 'Smart']) await expect(features.getByText(tile)).toBeVisible();
    await expect(features.getByText('Shows how sure it is')).toBeVisible();
    // No accuracy figure: none is measured for the app as a whole.
    await expect(canvas.queryByText(/accura|\d+\s*%/i)).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(canvas.getByText(/good lighting/i)).toBeVisible();
    await expect(canvas.getByText(/nutrition labels/i)).toBeVisible();
    await expect(canvas.getByText(/all the ingredients/i)).toBeVisible();
  },
};

export const CameraStarting: Story = {
  parameters: { camera: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Starting camera…');
    await expect(canvas.getByRole('button', { name: 'Capture photo' })).toBeDisabled();
  },
};

export const CameraDenied: Story = {
  parameters: { camera: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Camera access denied. Please enable camera permissions.',
    );
    await expect(canvas.getByRole('button', { name: 'Capture photo' })).toBeDisabled();
    // The gallery still works without a camera.
    await expect(canvas.getByRole('button', { name: 'Upload from Gallery' })).toBeEnabled();
  },
};

export const Uploading: Story = {
  parameters: { camera: 'denied', msw: { handlers: { scans: scanHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadPhoto(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Analyzing Food' });
    const bar = within(dialog).getByRole('progressbar', { name: 'Scan progress' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(canvas.getByRole('button', { name: 'Upload from Gallery' })).toBeDisabled();
  },
};

export const ScanFailed: Story = {
  parameters: { camera: 'denied', msw: { handlers: { scans: scanHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadPhoto(canvasElement);
    await expect(await canvas.findByRole('dialog', { name: 'Analyzing Food' })).toBeVisible();
    await expect(await canvas.findByText('Scan Failed', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText('Unable to analyze the image. Please try again.')).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Analyzing Food' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Upload from Gallery' })).toBeEnabled();
  },
};

export const ScanRateLimited: Story = {
  parameters: { camera: 'denied', msw: { handlers: { scans: scanHandlers.rateLimited } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadPhoto(canvasElement);
    await expect(await canvas.findByText('Scan Failed', {}, { timeout: 4000 })).toBeVisible();
    // The server's message says how long to wait, instead of "please try again".
    await expect(canvas.getByText('Too many scans. Try again in 42 seconds.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload from Gallery' })).toBeEnabled();
  },
};
