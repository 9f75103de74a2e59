import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ScanUpdateRequest } from '@/client';
import { fakeSpeech } from '@/testing/fake-speech';
import { demoScans } from '@/testing/mocks/fixtures';
import { before, foodHandlers, scanApi } from '@/testing/mocks/handlers';
import { errorResponse } from '@/testing/mocks/handlers/http';
import { fixturePhotos } from '@/testing/photos';
import { WhatIsIt } from './correction-panel';
import { ResultScreen } from './result-screen';

const MEAL = 'rice, chicken curry and a naan';
const SCAN = '*/api/scans/:id';

const meta = {
  title: 'Screens/Result/Describe it',
  component: ResultScreen,
  args: { scanId: 'scan-unknown' },
  parameters: { route: { path: '/results/:id', url: '/results/scan-unknown' } },
} satisfies Meta<typeof ResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The corrections the stories' scans were sent, newest last. */
const sent: ScanUpdateRequest[] = [];
const recordCorrections = http.patch(SCAN, async ({ request }) => {
  sent.push((await request.clone().json()) as ScanUpdateRequest);
});

/** The demo scans, the unidentified one with its photo (a photo can teach the recognizer). */
const withPhoto = () =>
  demoScans.map((scan) =>
    scan.id === 'scan-unknown'
      ? { ...scan, imageUrl: fixturePhotos.bowlTall, thumbnailUrl: fixturePhotos.bowlTall }
      : scan,
  );

const whatIsIt = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'What is it?' }));
const describe = async (canvasElement: HTMLElement, words: string) => {
  const panel = await whatIsIt(canvasElement);
  await userEvent.type(panel.getByLabelText('Describe it'), words);
  return panel;
};
const rowsOf = async (panel: ReturnType<typeof within>, count: number) => {
  const list = await panel.findByRole('list', { name: 'Foods in your description' }, { timeout: 4000 });
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(count), { timeout: 4000 });
  return within(list).getAllByRole('button');
};

/** Typing: the words are read once typing pauses, and the status says so. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const panel = await describe(canvasElement, MEAL);
    await expect(panel.getByText('Reading your words…')).toHaveAttribute('aria-live', 'polite');
    await rowsOf(panel, 3);
    await waitFor(() => expect(panel.queryByText('Reading your words…')).toBeNull());
  },
};

/** The words as rows: each food with its amount and calories, the total, and 'Use these'; a row can be removed. */
export const RowsShown: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const panel = await describe(canvasElement, MEAL);
    const [rice, curry, naan] = await rowsOf(panel, 3);
    await expect(rice).toHaveTextContent(/^White rice1 cup cooked\d+ kcal$/);
    await expect(curry).toHaveTextContent(/^Chicken curry1 cup\d+ kcal$/);
    await expect(naan).toHaveTextContent(/^Naan1 naan\d+ kcal$/);
    await expect(panel.getByText(/^3 foods · \d+ kcal$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Use these' })).toBeEnabled();
    await userEvent.click(naan!);
    const sheet = await page.findByRole('dialog', { name: 'Change Naan' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Remove' }));
    await rowsOf(panel, 2);
    await expect(panel.getByText(/^2 foods · \d+ kcal$/)).toBeVisible();
    await expect(panel.getByLabelText('Describe it')).toHaveValue(MEAL);
  },
};

/** Words that name no food: said plainly, nothing to use, the words kept to be changed. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const panel = await describe(canvasElement, 'xyzzy');
    await expect(
      await panel.findByText('No food found in these words. Try a food’s name, like ‘2 eggs’.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(panel.getByText('Not found: xyzzy')).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Use these' })).toBeNull();
    await expect(panel.getByLabelText('Describe it')).toHaveValue('xyzzy');
  },
};

/** The parse fails: why, with a retry, under the field; the words are kept. */
export const ParseFailed: Story = {
  parameters: { msw: { handlers: { foods: foodHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const panel = await describe(canvasElement, MEAL);
    const alert = await panel.findByRole('alert', { name: 'Could not read your words' }, { timeout: 4000 });
    await expect(alert).toHaveTextContent('Your words are kept.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(panel.getByLabelText('Describe it')).toHaveValue(MEAL);
    await expect(panel.queryByRole('button', { name: 'Use these' })).toBeNull();
  },
};

/** Offline: the words cannot be read yet; they are kept, and the user is told why. */
export const Offline: Story = {
  parameters: {
    msw: { handlers: { foods: [http.post('*/api/foods/parse', () => HttpResponse.error()), ...foodHandlers.success] } },
  },
  beforeEach: () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    return () => Object.defineProperty(Navigator.prototype, 'onLine', online);
  },
  play: async ({ canvasElement }) => {
    const panel = await describe(canvasElement, MEAL);
    const alert = await panel.findByRole('alert', { name: 'Reading your words needs a connection' }, { timeout: 4000 });
    await expect(alert).toHaveTextContent('Your words are kept');
    await expect(panel.getByLabelText('Describe it')).toHaveValue(MEAL);
    await expect(panel.queryByRole('button', { name: 'Use these' })).toBeNull();
  },
};

/** Saving: one correction on its way; the button says so and nothing can be changed meanwhile. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: before(
          [
            http.patch(SCAN, async () => {
              await delay('infinite');
            }),
          ],
          scanApi(),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await describe(canvasElement, MEAL);
    await rowsOf(panel, 3);
    await userEvent.click(panel.getByRole('button', { name: 'Use these' }));
    await expect(await panel.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(panel.getByLabelText('Describe it')).toBeDisabled();
    await expect(panel.getByLabelText('Describe it')).toHaveValue(MEAL);
  },
};

/** The correction fails: why, beside the button; the words and rows are kept for another try. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: before([http.patch(SCAN, () => errorResponse(503, 'database_busy', 'Busy, try again.'))], scanApi()),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await describe(canvasElement, MEAL);
    await rowsOf(panel, 3);
    await userEvent.click(panel.getByRole('button', { name: 'Use these' }));
    const alert = await panel.findByRole('alert', { name: "Couldn't use these foods" });
    await expect(alert).toHaveTextContent('Your change was not saved. Check your connection and try again.');
    await expect(panel.getByLabelText('Describe it')).toHaveValue(MEAL);
    await rowsOf(panel, 3);
    await expect(panel.getByRole('button', { name: 'Use these' })).toBeEnabled();
  },
};

/** 'Use these' corrects the scan in one request: the result shows the foods and their numbers. */
export const Used: Story = {
  parameters: { msw: { handlers: { scans: before([recordCorrections], scanApi(withPhoto())) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sent.length = 0;
    const panel = await describe(canvasElement, MEAL);
    await rowsOf(panel, 3);
    await userEvent.click(panel.getByRole('button', { name: 'Use these' }));
    const items = within(await canvas.findByRole('region', { name: "What's in it" }, { timeout: 4000 }));
    await expect(items.getByText('White rice')).toBeVisible();
    await expect(items.getByText('Chicken curry')).toBeVisible();
    await expect(items.getByText('Naan')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'What is it?' })).toBeNull();
    await expect(await canvas.findByText('Changed to White rice, Chicken curry and Naan')).toBeVisible();
    // One request; the photo is offered to learn from (the server teaches a saved meal whose foods
    // these are, and no single food), and the toast promises no single food was learned.
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toMatchObject({ learn: true });
    await expect(canvas.queryByText(/will know this food next time/)).toBeNull();
    await expect(sent[0]!.items).toHaveLength(3);
  },
};

/** One food described on a scan with a photo teaches the photo, as a correction does. */
export const SingleFoodTeaches: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: before([recordCorrections], scanApi(withPhoto())),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sent.length = 0;
    const panel = await describe(canvasElement, 'a banana');
    await rowsOf(panel, 1);
    await userEvent.click(panel.getByRole('button', { name: 'Use these' }));
    await expect(await canvas.findByText('Changed to Banana', {}, { timeout: 4000 })).toBeVisible();
    await expect(sent).toEqual([
      { items: [{ foodId: 'builtin-banana', portion: { label: '1 medium', quantity: 1 } }], learn: true },
    ]);
  },
};

/** Said, not typed: the scanner's microphone fills the field, and the words are read the same way. */
export const Said: Story = {
  render: () => {
    const scan = demoScans.find((s) => s.id === 'scan-unknown')!;
    return <WhatIsIt scan={scan} speech={fakeSpeech({ transcript: 'two eggs and a banana' })} />;
  },
  play: async ({ canvasElement }) => {
    const panel = await whatIsIt(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Say what it is' }));
    await waitFor(() => expect(panel.getByLabelText('Describe it')).toHaveValue('two eggs and a banana'));
    await rowsOf(panel, 2);
  },
};
