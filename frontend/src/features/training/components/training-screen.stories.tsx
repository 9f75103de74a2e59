import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { trainingApi, trainingHandlers } from '@/testing/mocks/handlers';
import { samplePhoto } from '@/testing/sample-photo';
import { TrainingScreen } from './training-screen';

const meta = {
  title: 'Screens/Training',
  component: TrainingScreen,
  args: { userId: demoUser.id },
  parameters: { route: { path: '/training' }, msw: { handlers: { training: trainingApi() } } },
} satisfies Meta<typeof TrainingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

const toasts = () => within(document.body);

export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Food Recognition Training' })).toBeVisible();
    await expect(canvas.getByText('Aim for 3-5 photos per category')).toBeVisible();
    const categories = [
      'Produce',
      'Meat & Seafood',
      'Dairy & Eggs',
      'Bakery',
      'Pantry/Dry Goods',
      'Frozen Foods',
      'Beverages',
      'Snacks & Sweets',
      'Condiments & Sauces',
      'Health & Specialty',
    ];
    for (const name of categories) {
      const category = card(canvasElement, name);
      await expect(category.getByRole('button', { name: /Upload Photos/ })).toBeEnabled();
      await expect(category.getByRole('button', { name: `Take a photo for ${name}` })).toBeEnabled();
      await expect(category.getByText('0 uploaded this session')).toBeInTheDocument();
    }
    const priority = within(canvas.getByRole('region', { name: 'Start with these' }));
    await expect(priority.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Pantry/Dry Goods',
      'Snacks & Sweets',
      'Produce',
      'Meat & Seafood',
    ]);
    // Stored counts come from the server.
    await expect(await canvas.findByText('3 reference photos saved')).toBeVisible();
    await expect(card(canvasElement, 'Produce').getByText('2 saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Photo guidelines' }));
    await expect(canvas.getByText(/One food per photo/)).toBeVisible();
  },
};

export const UploadWithFoodName: Story = {
  play: async ({ canvasElement }) => {
    const produce = card(canvasElement, 'Produce');
    await userEvent.type(produce.getByRole('textbox', { name: 'Food name (optional)' }), 'homemade dal');
    await userEvent.upload(produce.getByTestId('upload-input-produce'), await samplePhoto(800, 600));
    await expect(await produce.findByRole('button', { name: /Uploading/ })).toBeDisabled();
    await expect(await toasts().findByText('Training image uploaded!')).toBeInTheDocument();
    await expect(toasts().getAllByText('Produce recognition improved')[0]).toBeInTheDocument();
    await expect(produce.getByText('1 uploaded this session')).toBeVisible();
    await expect(produce.getByRole('img', { name: 'homemade dal' })).toBeVisible();
    await waitFor(() => expect(produce.getByText('3 saved')).toBeVisible());
    await expect(produce.getByRole('button', { name: /Upload Photos/ })).toBeEnabled();
  },
};

export const Uploading: Story = {
  parameters: { msw: { handlers: { training: trainingHandlers.uploading } } },
  play: async ({ canvasElement }) => {
    const bakery = card(canvasElement, 'Bakery');
    await userEvent.upload(bakery.getByTestId('upload-input-bakery'), await samplePhoto(800, 600));
    await expect(await bakery.findByRole('button', { name: /Uploading\.\.\./ })).toBeDisabled();
    // One upload at a time: the other categories wait.
    await expect(card(canvasElement, 'Produce').getByRole('button', { name: /Upload Photos/ })).toBeDisabled();
  },
};

export const UploadFails: Story = {
  parameters: { msw: { handlers: { training: trainingHandlers.uploadFails } } },
  play: async ({ canvasElement }) => {
    const snacks = card(canvasElement, 'Snacks & Sweets');
    await userEvent.upload(snacks.getByTestId('upload-input-snacks_sweets'), await samplePhoto(800, 600));
    await expect(await toasts().findByText('Upload failed')).toBeInTheDocument();
    await expect(toasts().getAllByText('Please try again')[0]).toBeInTheDocument();
    await expect(snacks.getByText('0 uploaded this session')).toBeVisible();
    await expect(snacks.getByRole('button', { name: /Upload Photos/ })).toBeEnabled();
  },
};

/** The camera button opens the scanner's camera in the card; a capture uploads at once. */
export const CameraCapture: Story = {
  play: async ({ canvasElement }) => {
    const dairy = card(canvasElement, 'Dairy & Eggs');
    await userEvent.click(dairy.getByRole('button', { name: 'Take a photo for Dairy & Eggs' }));
    await expect(dairy.getByText('Position food in frame')).toBeVisible();
    const shutter = dairy.getByRole('button', { name: 'Take a Dairy & Eggs photo' });
    await waitFor(() => expect(shutter).toBeEnabled());
    await userEvent.click(shutter);
    // Capture encodes a JPEG from the video frame before the (mocked) upload: allow for a busy machine.
    await expect(await toasts().findByText('Training image uploaded!', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(dairy.getByText('1 uploaded this session')).toBeVisible();
    await expect(dairy.queryByText('Position food in frame')).toBeNull(); // the camera is closed again
  },
};
