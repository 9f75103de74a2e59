import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OutboxStore, PhotoOutboxEntry, TypedOutboxEntry } from '@/lib/outbox/outbox-store';
import { memoryOutboxStore } from '@/testing/memory-outbox-store';
import { demoUser } from '@/testing/mocks/fixtures';
import { scanHandlers } from '@/testing/mocks/handlers';
import { fixturePhotoFile } from '@/testing/photos';
import { PendingScans } from './pending-scans';

/** The server's reason for a file that is not a photo, as it sends it (worded when shown). */
const notAPhoto = {
  code: 'unsupported_media_type',
  message: 'Please upload a photo: JPEG, PNG, WebP or HEIC.',
  messageId: 'photo.unsupportedType',
  values: {},
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function entry(id: string, minutes: number, extra: Partial<PhotoOutboxEntry> = {}): Promise<PhotoOutboxEntry> {
  return {
    kind: 'photo',
    id,
    userId: demoUser.id,
    photo: await fixturePhotoFile('platePortrait'),
    capturedAt: minutesAgo(minutes),
    tz: 'Europe/London',
    attempts: 0,
    problem: null,
    refused: false,
    ...extra,
  };
}

function typedMeal(id: string, minutes: number, extra: Partial<TypedOutboxEntry> = {}): TypedOutboxEntry {
  return {
    kind: 'typed',
    id,
    userId: demoUser.id,
    text: '2 eggs and toast',
    items: null,
    foundNothing: false,
    capturedAt: minutesAgo(minutes),
    tz: 'Europe/London',
    attempts: 0,
    problem: null,
    refused: false,
    ...extra,
  };
}

const meta = {
  title: 'Components/Pending scans',
  component: PendingScans,
  args: { userId: demoUser.id },
  render: (args, { loaded }) => <PendingScans {...args} store={(loaded as { store: OutboxStore }).store} />,
} satisfies Meta<typeof PendingScans>;

export default meta;
type Story = StoryObj<typeof meta>;

const twoWaiting = [
  async () => ({
    store: memoryOutboxStore([await entry('offline-scan-0001', 3), await entry('offline-scan-0002', 30)]),
  }),
];

/** Two scans taken offline, waiting, oldest first. */
export const Waiting: Story = {
  loaders: twoWaiting,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Waiting to send (2)' })).toBeVisible();
    const items = canvas.getAllByTestId('pending-scan');
    await expect(items[0]).toHaveTextContent('Taken 30 min ago');
    await expect(items[1]).toHaveTextContent('Taken 3 min ago');
  },
};

/** Discarding one asks first, in a dialog, then removes it. */
export const OneDiscarded: Story = {
  loaders: twoWaiting,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Waiting to send (2)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard scan taken 3 min ago' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Discard this scan?' }));
    await expect(dialog.getByText('Its photo is removed from this phone and never uploaded.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(canvas.getAllByTestId('pending-scan')).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: 'Waiting to send (1)' })).toBeVisible();
  },
};

/** The server refused one (it is not a photo it can read): it says why, and can be sent again. */
export const Refused: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.success } } },
  loaders: [
    async () => ({
      store: memoryOutboxStore([
        await entry('offline-scan-0003', 20, {
          attempts: 1,
          refused: true,
          problem: notAPhoto,
        }),
      ]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByTestId('pending-scan');
    await expect(within(item).getByText('Not uploaded')).toBeVisible();
    await expect(within(item).getByText('Please upload a photo: JPEG, PNG, WebP or HEIC.')).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'Try again: scan taken 20 min ago' }));
    // Sent again (the mock server takes it this time): it leaves the outbox.
    await waitFor(() => expect(canvas.queryByTestId('pending-scan')).toBeNull(), { timeout: 5000 });
  },
};

/**
 * Refused while the service worker sent it (it has no language of its own): the server's reason is
 * kept as it sent it and worded in the reader's language. An entry kept before reasons were kept
 * whole shows the words it has.
 */
export const RefusedInGerman: Story = {
  parameters: { locale: 'de-DE' },
  loaders: [
    async () => ({
      store: memoryOutboxStore([
        await entry('offline-scan-0006', 20, {
          attempts: 1,
          refused: true,
          problem: notAPhoto,
        }),
        await entry('offline-scan-0007', 10, { attempts: 1, refused: true, problem: 'That file is not a photo.' }),
      ]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('pending-scan')).toHaveLength(2));
    const [kept, keptBefore] = canvas.getAllByTestId('pending-scan');
    await expect(within(kept!).getByText('Nicht hochgeladen')).toBeVisible();
    await expect(within(kept!).getByText('Bitte lade ein Foto hoch: JPEG, PNG, WebP oder HEIC.')).toBeVisible();
    await expect(within(keptBefore!).getByText('That file is not a photo.')).toBeVisible();
  },
};

/** A meal typed offline waits beside a photo, with its words; removing it asks first. */
export const TypedMealWaiting: Story = {
  loaders: [
    async () => ({
      store: memoryOutboxStore([await entry('offline-scan-0005', 30), typedMeal('offline-words-0001', 4)]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Waiting to send (2)' })).toBeVisible();
    const typed = canvas.getAllByTestId('pending-scan')[1]!;
    await expect(typed).toHaveTextContent('Waiting to send: “2 eggs and toast”');
    await expect(typed).toHaveTextContent('Typed 4 min ago');
    await expect(within(typed).queryByRole('link', { name: 'Open on the scanner' })).toBeNull();
    await userEvent.click(within(typed).getByRole('button', { name: 'Remove “2 eggs and toast”' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Remove this meal?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.getAllByTestId('pending-scan')).toHaveLength(1));
    await expect(canvas.queryByText(/2 eggs and toast/)).toBeNull();
  },
};

/** Its words named no food when sent: it stays, says so, and opens on the scanner or is removed. */
export const TypedMealFoundNothing: Story = {
  loaders: [
    async () => ({
      store: memoryOutboxStore([
        typedMeal('offline-words-0002', 12, {
          text: 'the usual from the place',
          attempts: 1,
          refused: true,
          foundNothing: true,
          problem: null,
        }),
      ]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByTestId('pending-scan');
    await expect(item).toHaveTextContent('Not sent: “the usual from the place”');
    await expect(within(item).getByText(/No food found in these words/)).toBeVisible();
    await expect(within(item).getByRole('link', { name: 'Open on the scanner' })).toHaveAttribute('href', '/scanner');
    await expect(within(item).queryByRole('button', { name: /Try again/ })).toBeNull();
    await expect(within(item).getByRole('button', { name: 'Remove “the usual from the place”' })).toBeVisible();
  },
};

/** Nothing waiting: nothing shown. */
export const Nothing: Story = {
  loaders: [async () => ({ store: memoryOutboxStore() })],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole('heading', { name: /Waiting to send/ })).toBeNull();
  },
};

/** Waiting scans in the dark theme, with the discard dialog open (axe checks both). */
export const DiscardDialogDark: Story = {
  parameters: { theme: 'dark' },
  loaders: [async () => ({ store: memoryOutboxStore([await entry('offline-scan-0004', 8)]) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard scan taken 8 min ago' }));
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Discard this scan?' })).toBeVisible();
  },
};
