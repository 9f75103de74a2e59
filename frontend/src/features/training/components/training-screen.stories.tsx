import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { recognitionHandlers, trainingApi, trainingHandlers } from '@/testing/mocks/handlers';
import { at360px, overflowing } from '@/testing/overflowing';
import { fixturePhotoFile } from '@/testing/photos';
import { TrainingScreen } from './training-screen';

const meta = {
  title: 'Screens/Training',
  component: TrainingScreen,
  args: { userId: demoUser.id },
  parameters: { route: { path: '/training' }, msw: { handlers: { training: trainingApi() } } },
} satisfies Meta<typeof TrainingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));
const toasts = () => within(document.body);

/** One picker: the categories as chips (where to start first), the food's name, then photos. */
export const Picker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Food Recognition Training' })).toBeVisible();
    await expect(canvas.getByText('Aim for 3-5 photos per category')).toBeVisible();
    const add = region(canvasElement, 'Add reference photos');
    const categories = within(add.getByRole('group', { name: 'Category' })).getAllByRole('radio');
    await expect(categories.map((radio) => radio.closest('label')!.textContent!.replace(/\d+$/, ''))).toEqual([
      'Pantry/Dry Goods',
      'Snacks & Sweets',
      'Produce',
      'Meat & Seafood',
      'Dairy & Eggs',
      'Bakery',
      'Frozen Foods',
      'Beverages',
      'Condiments & Sauces',
      'Health & Specialty',
    ]);
    await expect(categories[0]).toBeChecked();
    await expect(add.getByRole('button', { name: /Upload Photos/ })).toBeEnabled();
    await expect(add.getByRole('button', { name: 'Take a photo for Pantry/Dry Goods' })).toBeEnabled();
    await expect(add.getByText('0 uploaded this session')).toBeVisible();
    // Stored counts come from the server.
    await expect(await canvas.findByText('3 reference photos saved')).toBeVisible();
  },
};

/** Another category picked: its hint and its camera button follow. */
export const ProduceChosen: Story = {
  play: async ({ canvasElement }) => {
    const add = region(canvasElement, 'Add reference photos');
    await userEvent.click(add.getByRole('radio', { name: /Produce/ }));
    await expect(add.getByText('Fresh fruit and vegetables, whole or cut.')).toBeVisible();
    await expect(add.getByRole('button', { name: 'Take a photo for Produce' })).toBeEnabled();
  },
};

/** Every food taught so far, with its photos; one was learned when the user corrected a scan. */
export const YourFoods: Story = {
  play: async ({ canvasElement }) => {
    const foods = region(canvasElement, 'Your foods');
    const banana = within(await foods.findByRole('list', { name: 'Photos of Banana' }));
    await expect(banana.getByRole('img', { name: 'Banana reference photo' })).toBeVisible();
    await expect(banana.getByText('from a correction')).toBeVisible();
    await expect(foods.getByRole('list', { name: 'Photos of Apple' })).toBeVisible();
    await expect(foods.getByRole('list', { name: 'Photos of Dark chocolate' })).toBeVisible();
  },
};

/** Removing a photo asks first; then it is gone, and recognition no longer uses it. */
export const PhotoRemoved: Story = {
  parameters: { msw: { handlers: { training: trainingApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const foods = region(canvasElement, 'Your foods');
    await userEvent.click(await foods.findByRole('button', { name: 'Remove this photo of Apple' }));
    const dialog = within(await toasts().findByRole('alertdialog', { name: 'Remove this photo?' }));
    await expect(dialog.getByText(/stop using it to recognise Apple/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await toasts().findByText('Photo removed')).toBeInTheDocument();
    await waitFor(() => expect(foods.queryByRole('list', { name: 'Photos of Apple' })).toBeNull());
    await expect(await canvas.findByText('2 reference photos saved')).toBeVisible();
  },
};

export const NoReferencesYet: Story = {
  parameters: { msw: { handlers: { training: trainingHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const foods = region(canvasElement, 'Your foods');
    await expect(await foods.findByText(/No reference photos yet/)).toBeVisible();
    await expect(await within(canvasElement).findByText('0 reference photos saved')).toBeVisible();
  },
};

export const ReferencesFailToLoad: Story = {
  parameters: { msw: { handlers: { training: trainingHandlers.listFails } } },
  play: async ({ canvasElement }) => {
    const alert = within(await region(canvasElement, 'Your foods').findByRole('alert'));
    await expect(alert.getByText("Your reference photos couldn't be loaded.")).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const UploadedWithFoodName: Story = {
  play: async ({ canvasElement }) => {
    const add = region(canvasElement, 'Add reference photos');
    await userEvent.click(add.getByRole('radio', { name: /Produce/ }));
    await userEvent.type(add.getByRole('textbox', { name: 'Food name (optional)' }), 'homemade dal');
    await userEvent.upload(add.getByTestId('upload-input'), await fixturePhotoFile('bowlTall'));
    await expect(await add.findByRole('button', { name: /Uploading/ })).toBeDisabled();
    await expect(await toasts().findByText('Training image uploaded!', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(toasts().getAllByText('Produce recognition improved')[0]).toBeInTheDocument();
    await expect(add.getByText('1 uploaded this session')).toBeVisible();
    await expect(add.getByRole('img', { name: 'homemade dal' })).toBeVisible();
    await waitFor(() => expect(add.getByRole('radio', { name: /Produce/ }).closest('label')).toHaveTextContent('3'));
    // The new food joins Your foods.
    await expect(
      await region(canvasElement, 'Your foods').findByRole('list', { name: 'Photos of homemade dal' }),
    ).toBeVisible();
  },
};

/** Without the image model: the page says the photos are kept and used once it is installed. */
export const PhotoRecognitionOff: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.photoRecognitionOff } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('note', { name: 'Photo recognition is off' });
    await expect(notice).toHaveTextContent('Your photos are kept, and they are used as soon as it is.');
    const add = region(canvasElement, 'Add reference photos');
    await userEvent.upload(add.getByTestId('upload-input'), await fixturePhotoFile('bowlTall'));
    await expect(await toasts().findByText('Photo saved', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(toasts().getAllByText('Kept for when photo recognition is turned on.')[0]).toBeInTheDocument();
    await expect(toasts().queryByText(/recognition improved/)).toBeNull();
  },
};

export const Uploading: Story = {
  parameters: { msw: { handlers: { training: trainingHandlers.uploading } } },
  play: async ({ canvasElement }) => {
    const add = region(canvasElement, 'Add reference photos');
    await userEvent.upload(add.getByTestId('upload-input'), await fixturePhotoFile('platePortrait'));
    await expect(await add.findByRole('button', { name: /Uploading\.\.\./ })).toBeDisabled();
    // One upload at a time: the category waits too.
    await expect(add.getByRole('radio', { name: /Bakery/ })).toBeDisabled();
  },
};

/** A refused upload says why, in the server's words, under the buttons until the next upload. */
export const UploadRefused: Story = {
  parameters: { msw: { handlers: { training: trainingHandlers.uploadFails } } },
  play: async ({ canvasElement }) => {
    const add = region(canvasElement, 'Add reference photos');
    await userEvent.upload(add.getByTestId('upload-input'), await fixturePhotoFile('platePortrait'));
    const failure = await add.findByRole('alert', { name: 'Upload failed' });
    await expect(failure).toHaveTextContent('Please upload a photo: JPEG, PNG, WebP or HEIC.');
    await expect(add.getByText('0 uploaded this session')).toBeVisible();
    await expect(add.getByRole('button', { name: /Upload Photos/ })).toBeEnabled();
  },
};

/** The camera button opens the scanner's camera in the picker; a capture uploads at once. */
export const CapturedWithCamera: Story = {
  play: async ({ canvasElement }) => {
    const add = region(canvasElement, 'Add reference photos');
    await userEvent.click(add.getByRole('radio', { name: /Dairy & Eggs/ }));
    await userEvent.click(add.getByRole('button', { name: 'Take a photo for Dairy & Eggs' }));
    await expect(add.getByText('Position food in frame')).toBeVisible();
    const shutter = add.getByRole('button', { name: 'Take a Dairy & Eggs photo' });
    await waitFor(() => expect(shutter).toBeEnabled());
    await userEvent.click(shutter);
    // Capture encodes a JPEG from the video frame before the (mocked) upload: allow for a busy machine.
    await expect(await toasts().findByText('Training image uploaded!', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(add.getByText('1 uploaded this session')).toBeVisible();
    await expect(add.queryByText('Position food in frame')).toBeNull(); // the camera is closed again
  },
};

/** In German, the longest words: categories, counts and every food's photos wrap within 360 px. */
export const German: Story = {
  parameters: { locale: 'de-DE', msw: { handlers: { training: trainingApi() } } },
  decorators: [at360px],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Training der Lebensmittelerkennung' })).toBeVisible();
    await expect(await canvas.findByText('3 Referenzfotos gespeichert')).toBeVisible();
    const add = region(canvasElement, 'Referenzfotos hinzufügen');
    await expect(add.getByRole('button', { name: 'Ein Foto für Vorrat & Trockenware aufnehmen' })).toBeEnabled();
    const foods = region(canvasElement, 'Deine Lebensmittel');
    const banana = within(await foods.findByRole('list', { name: 'Fotos von Banana' }));
    await expect(banana.getByText('aus einer Korrektur')).toBeVisible();
    await expect(foods.getAllByText('1 Foto')[0]).toBeVisible();
    // Nothing runs past a 360 px screen's edge.
    await expect(overflowing(canvas.getByTestId('phone-360'))).toEqual([]);
  },
};

export const Spanish: Story = {
  parameters: { locale: 'es-ES', msw: { handlers: { training: trainingApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Entrenamiento del reconocimiento de alimentos' })).toBeVisible();
    await expect(await canvas.findByText('3 fotos de referencia guardadas')).toBeVisible();
  },
};
