import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { at360px, overflowing } from '@/testing/overflowing';
import { fixturePhotoFile } from '@/testing/photos';
import type { OnDeviceClassifier } from '../on-device-classifier';
import { OnDeviceModelTestScreen, type OnDeviceModelRuntime } from './on-device-model-test-screen';

/**
 * The page's states with a stand-in runtime, so designers see each one without the 3.5 MB model.
 * The real model classifying a real photo is proven end to end (e2e/app.spec.ts).
 */
const fakeClassifier: OnDeviceClassifier = {
  loadMs: 412,
  classify: async () => ({
    candidates: [
      { label: 'banana', probability: 0.91 },
      { label: 'Granny Smith', probability: 0.04 },
      { label: 'lemon', probability: 0.02 },
      { label: 'orange', probability: 0.01 },
      { label: 'pineapple', probability: 0.005 },
    ],
    inferenceMs: 14.2,
    totalMs: 38.7,
  }),
};
const runtime = (overrides: Partial<OnDeviceModelRuntime> = {}): OnDeviceModelRuntime => ({
  checkModel: async () => 'installed',
  loadModel: async () => fakeClassifier,
  ...overrides,
});

const meta = {
  title: 'Labs/On-device model test',
  component: OnDeviceModelTestScreen,
  args: { runtime: runtime() },
  parameters: { route: { path: '/on-device-model-test' } },
} satisfies Meta<typeof OnDeviceModelTestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The model loaded, waiting for a photo or a camera frame. */
export const ModelReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Model ready, loaded in 412 ms.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Top candidates' })).toBeNull();
  },
};

export const PhotoClassified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Model ready, loaded in 412 ms.')).toBeVisible();
    await userEvent.upload(canvas.getByTestId('model-photo-input'), await fixturePhotoFile('platePortrait'));
    const results = within(await canvas.findByRole('region', { name: 'Top candidates' }));
    const items = results.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('banana');
    await expect(items[0]).toHaveTextContent('91.0%');
    await expect(results.getByText('Inference 14 ms · total 39 ms')).toBeVisible();
  },
};

export const CameraFrameClassified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shutter = await canvas.findByRole('button', { name: 'Classify camera frame' });
    await waitFor(() => expect(shutter).toBeEnabled());
    await userEvent.click(shutter);
    await expect(await canvas.findByRole('region', { name: 'Top candidates' })).toBeVisible();
  },
};

export const ModelNotInstalled: Story = {
  args: { runtime: runtime({ checkModel: async () => 'missing' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("The on-device model isn't installed")).toBeVisible();
    await expect(canvas.getByText('npm run models:install')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull(); // an explanation, not an error
  },
};

export const LoadingModel: Story = {
  args: { runtime: runtime({ loadModel: () => new Promise(() => undefined) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Loading the model/)).toBeVisible();
  },
};

export const ModelFailsToStart: Story = {
  args: { runtime: runtime({ loadModel: async () => Promise.reject(new Error('no WebAssembly')) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The model could not start', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In German, at 360 px: the candidates, their percents and the timings as German writes them. */
export const German: Story = {
  parameters: { locale: 'de-DE' },
  decorators: [at360px],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Modell bereit, geladen in 412 ms.')).toBeVisible();
    await userEvent.upload(canvas.getByTestId('model-photo-input'), await fixturePhotoFile('platePortrait'));
    const results = within(await canvas.findByRole('region', { name: 'Wahrscheinlichste Treffer' }));
    await expect(results.getAllByRole('listitem')[0]).toHaveTextContent(/91,0\s%/);
    await expect(results.getByText('Inferenz 14 ms · gesamt 39 ms')).toBeVisible();
    await expect(overflowing(canvas.getByTestId('phone-360'))).toEqual([]);
  },
};
