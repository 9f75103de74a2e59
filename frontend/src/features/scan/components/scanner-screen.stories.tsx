import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { http, HttpResponse } from 'msw';
import { before, recognitionHandlers, scanApi, scanHandlers } from '@/testing/mocks/handlers';
import { LOG_NOW, weekWithGaps } from '@/testing/mocks/log-fixtures';
import { fixturePhotoFile } from '@/testing/photos';
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
  userEvent.upload(within(canvasElement).getByTestId('gallery-input'), await fixturePhotoFile('bowlTall'));

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

/** 'Log a recent food': the foods logged lately, each logged again in one tap, no photo. */
export const RecentFoods: Story = {
  parameters: { msw: { handlers: { scans: scanApi(weekWithGaps, { processingMs: 0, clock: () => LOG_NOW }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = within(await canvas.findByRole('region', { name: 'Log a recent food' }));
    const foods = recent.getAllByRole('button');
    // Most recent first, each food once, in the amount last eaten, with its calories.
    await expect(foods.map((button) => button.textContent)).toEqual([
      'Greek salad 1 bowl · 321 kcal',
      'Egg 2 × 1 large · 143 kcal',
      'White bread 1 slice · 77 kcal',
      'Avocado toast 2 × 1 slice · 585 kcal',
      'Banana 1 medium · 105 kcal',
      'Orange 1 medium · 62 kcal',
    ]);
    await userEvent.click(foods[0]!);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Greek salad was added to today.')).toBeVisible();
  },
};

/** Saved meals and favourite foods: each logged in one tap, with all its foods and portions. */
export const SavedMealsAndFavourites: Story = {
  parameters: { camera: 'pending', msw: { handlers: { scans: scanHandlers.withShortcuts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meals = within(await canvas.findByRole('region', { name: 'Your saved meals' }));
    await expect(meals.getByRole('button').textContent).toBe('My usual breakfast 2 foods · 248 kcal');
    const favourites = within(await canvas.findByRole('region', { name: 'Your favourites' }));
    await expect(favourites.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Banana 1 medium · 105 kcal',
      'Egg 2 × 1 large · 143 kcal',
    ]);
  },
};

/** A tap on a saved meal logs its foods and portions as a new entry. */
export const SavedMealLogged: Story = {
  parameters: { camera: 'pending', msw: { handlers: { scans: scanHandlers.withShortcuts } } },
  play: async ({ canvasElement }) => {
    const meals = within(await within(canvasElement).findByRole('region', { name: 'Your saved meals' }));
    await userEvent.click(meals.getByRole('button', { name: /My usual breakfast/ }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Egg and banana were added to today.')).toBeVisible();
  },
};

/** Logging a saved meal fails: the failure stays under the row, naming the meal, until the next tap. */
export const SavedMealLogFailed: Story = {
  parameters: {
    camera: 'pending',
    msw: {
      handlers: {
        scans: before(
          [
            http.post('*/api/users/:userId/saved-meals/:mealId/log', () =>
              HttpResponse.json(
                { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } },
                { status: 500 },
              ),
            ),
          ],
          scanHandlers.withShortcuts,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meals = within(await canvas.findByRole('region', { name: 'Your saved meals' }));
    await userEvent.click(meals.getByRole('button', { name: /My usual breakfast/ }));
    const alert = await meals.findByRole('alert', { name: 'Could not log My usual breakfast' });
    // A server failure is not the user's to fix: they are told to try again, and the meal stays offered.
    await expect(alert).toHaveTextContent('Check your connection and try again.');
    await expect(meals.getByRole('button', { name: /My usual breakfast/ })).toBeEnabled();
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

/** The browser refuses the camera: what happened, a photo instead, asking again, and how to allow it. */
export const CameraDenied: Story = {
  parameters: { camera: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Morsel is not allowed to use your camera');
    await expect(alert).toHaveTextContent('Allow the camera for this site and try again, or choose a photo instead.');
    await expect(within(alert).getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
    await expect(within(alert).getByRole('button', { name: 'Try the camera again' })).toBeEnabled();
    await expect(within(alert).getByRole('button', { name: 'How to allow the camera' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Capture photo' })).toBeDisabled();
    // The gallery still works without a camera.
    await expect(canvas.getByRole('button', { name: 'Upload from Gallery' })).toBeEnabled();
  },
};

/** Opening 'How to allow the camera' lists the steps for the usual browsers. */
export const CameraDeniedHowToAllow: Story = {
  parameters: { camera: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'How to allow the camera' }));
    await expect(within(alert).getByText(/Website Settings → Camera → Allow/)).toBeVisible();
  },
};

/** No camera at all (a desktop without one, or another app holds it): a photo instead, or ask again. */
export const CameraUnavailable: Story = {
  parameters: { camera: 'unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No camera to use');
    await expect(within(alert).getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
    await expect(within(alert).getByRole('button', { name: 'Try the camera again' })).toBeEnabled();
    await expect(within(alert).queryByRole('button', { name: 'How to allow the camera' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Capture photo' })).toBeDisabled();
  },
};

export const Sending: Story = {
  parameters: { camera: 'denied', msw: { handlers: { scans: scanHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadPhoto(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Analyzing Food' });
    const bar = within(dialog).getByRole('progressbar', { name: 'Scan progress' });
    // Real stages: the photo is prepared on the phone, then sent; the overlay's own stories show the
    // upload's measured percentage and the analysis after it.
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toMatch(/^(Uploading|Identifying the food)/));
    const stages = within(dialog).getByRole('list', { name: 'Scan stages' });
    await expect(within(stages).getByText(/Preparing the photo/)).toHaveTextContent('(done)');
    await expect(canvas.getByRole('button', { name: 'Upload from Gallery' })).toBeDisabled();
  },
};

/** The server failed: the failure stays on the scanner, with a retry, until the next photo. */
export const ScanFailed: Story = {
  parameters: { camera: 'pending', msw: { handlers: { scans: scanHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadPhoto(canvasElement);
    await expect(await canvas.findByRole('dialog', { name: 'Analyzing Food' })).toBeVisible();
    const failure = await canvas.findByRole('alert', { name: 'Scan failed' }, { timeout: 4000 });
    await expect(failure).toHaveTextContent('Morsel could not analyse the photo. Check your connection and try again.');
    await expect(within(failure).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('dialog', { name: 'Analyzing Food' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Upload from Gallery' })).toBeEnabled();
  },
};

export const ScanRateLimited: Story = {
  parameters: { camera: 'pending', msw: { handlers: { scans: scanHandlers.rateLimited } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadPhoto(canvasElement);
    const failure = await canvas.findByRole('alert', { name: 'Scan failed' }, { timeout: 4000 });
    // The server's message says how long to wait, instead of "please try again".
    await expect(failure).toHaveTextContent('Too many scans. Try again in 42 seconds.');
    await expect(canvas.getByRole('button', { name: 'Upload from Gallery' })).toBeEnabled();
  },
};

/** An empty file (a photo still downloading from the cloud) is named as empty, before any upload. */
export const EmptyFile: Story = {
  parameters: { camera: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByTestId('gallery-input'), new File([], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    const failure = await canvas.findByRole('alert', { name: 'This file is empty' });
    await expect(failure).toHaveTextContent('“IMG_0001.jpg” holds no photo (0 bytes).');
  },
};

/** Without the image model (and no vision model) the scanner says so before the first photo. */
export const PhotoRecognitionOff: Story = {
  parameters: { camera: 'pending', msw: { handlers: { recognition: recognitionHandlers.photoRecognitionOff } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('note', { name: 'Photo recognition is off' });
    await expect(notice).toHaveTextContent('Labels and barcodes still work');
    await expect(notice).not.toHaveTextContent(/npm|install the/);
  },
};

/** The scanner in German, the longest words: every heading and one-tap row translated, nothing wider than the phone. */
export const German: Story = {
  parameters: { locale: 'de-DE', camera: 'pending', msw: { handlers: { scans: scanHandlers.withShortcuts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meals = within(await canvas.findByRole('region', { name: 'Deine gespeicherten Mahlzeiten' }));
    await expect(meals.getByRole('button').textContent).toBe('My usual breakfast 2 Lebensmittel · 248 kcal');
    await expect(canvas.getByRole('button', { name: 'Aus der Galerie hochladen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Mit Worten eintragen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'So funktioniert es' })).toBeVisible();
    await expect(canvas.getByText('Fotografieren oder hochladen')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tipps für beste Ergebnisse' })).toBeVisible();
    for (const tile of within(canvas.getByRole('list', { name: 'Funktionen' })).getAllByRole('listitem'))
      await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
