import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { importHandlers } from '@/testing/mocks/handlers';
import { ImportHistoryCard } from './import-history-card';
import { ImportHistoryFlow } from './import-history-flow';

const meta = {
  title: 'Profile/Import history',
  component: ImportHistoryFlow,
  args: { userId: demoUser.id },
  parameters: { route: { path: '/profile' } },
} satisfies Meta<typeof ImportHistoryFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MyFitnessPal's Nutrition Summary as it exports it: a BOM, CRLF, a meal of the user's own, a bad row. */
const MFP_CSV = [
  '\uFEFFDate,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note',
  '2026-10-05,Breakfast,412,14,5,2,5,0,210,480,390,52,6,18,21,12,30,15,10,',
  '2026-10-05,Pre-workout,105,0.4,0.1,0.1,0,0,0,1,422,27,3,14,1.3,2,17,1,2,banana',
  '2026-10-06,Dinner,abc,30,9,5,12,0,95,1400,950,88,10,11,48,35,40,18,30,',
  '2026-10-06,Lunch,540,18,5,3,7,0,60,900,700,66,8,9,30,20,35,15,20,',
].join('\r\n');

const mfpFile = () => new File([MFP_CSV], 'Nutrition-Summary-2026-10-05-to-2026-10-06.csv', { type: 'text/csv' });

/** Chooses the file as the user would, through the (visually hidden) file input. */
const chooseFile = async (canvasElement: HTMLElement, file = mfpFile()) => {
  await userEvent.upload(within(canvasElement).getByTestId('import-file-input'), file);
};

/** Before a file is chosen: what can be imported, and one button to choose. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    await expect(canvas.getByText(/Cronometer’s Servings CSV/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Import/ })).toBeNull();
  },
};

/** The preview: the file's days, entries per day, the row that cannot be read (by line), and Confirm. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement);
    const preview = within(await canvas.findByRole('region', { name: 'From MyFitnessPal' }));
    await expect(preview.getByText(/5 Oct 2026 to 6 Oct 2026: 3 new entries/)).toBeVisible();
    const days = within(preview.getByRole('list', { name: 'Entries per day' }));
    await expect(days.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5 Oct 20262 entries',
      '6 Oct 20261 entry',
    ]);
    const problems = within(preview.getByRole('list', { name: 'Rows that could not be read' }));
    await expect(problems.getByText("Line 4: Calories 'abc' is not an amount.")).toBeVisible();
    await expect(canvas.getByText('Nutrition-Summary-2026-10-05-to-2026-10-06.csv')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import 3 entries' })).toBeEnabled();
  },
};

/** A file imported before: what is already in the log is counted per day and left out. */
export const PreviewWithDuplicatesAndProblems: Story = {
  parameters: { msw: { handlers: { imports: importHandlers.problems } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement);
    const preview = within(await canvas.findByRole('region', { name: 'From MyFitnessPal' }));
    await expect(preview.getByText(/7 entries already in your log \(left out\)/)).toBeVisible();
    await expect(preview.getAllByText('0 entries (+3 already logged)')).toHaveLength(2);
    await expect(preview.getByText('2 rows could not be read and will be left out')).toBeVisible();
    await expect(preview.getByText(/Exercise-Summary\.csv/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import 1 entry' })).toBeEnabled();
  },
};

/** Confirmed: the bar shows the upload, then that the entries are being saved. */
export const Importing: Story = {
  parameters: { msw: { handlers: { imports: importHandlers.importing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import 3 entries' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    // Saving is shown once the browser reports the whole file sent (a service worker, as MSW's, may not).
    await expect(await canvas.findByText(/^(Uploading|Saving your entries)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose another file' })).toBeDisabled();
  },
};

/** Done: how many entries, their days, and the way to History. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import 3 entries' }));
    const status = within(await canvas.findByRole('status'));
    await expect(status.getByText('Imported 3 entries')).toBeVisible();
    await expect(status.getByText(/5 Oct 2026 to 6 Oct 2026 are in your log now/)).toBeVisible();
    await expect(status.getByRole('link', { name: 'See them in History' })).toHaveAttribute('href', '/history');
  },
};

/** A file Morsel cannot read: the reason, the chosen file kept, and Try again. */
export const UnreadableFile: Story = {
  parameters: { msw: { handlers: { imports: importHandlers.unreadable } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, new File(['Name,Email\n'], 'contacts.csv', { type: 'text/csv' }));
    const alert = within(await canvas.findByRole('alert', { name: 'This file could not be read' }));
    await expect(alert.getByText(/Morsel cannot read this file/)).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByText('contacts.csv')).toBeVisible();
  },
};

/** A file over the limit is refused at once, before any upload, with what to choose instead. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(21 * 1024 * 1024)], 'morsel-data-2026-11-26.zip', { type: 'application/zip' });
    await chooseFile(canvasElement, big);
    const alert = within(await canvas.findByRole('alert', { name: 'This file could not be read' }));
    await expect(alert.getByText(/larger than 20 MB.*log\.json/)).toBeVisible();
    await expect(canvas.getByText('morsel-data-2026-11-26.zip')).toBeVisible();
  },
};

/** The import itself fails: nothing was imported, the preview and the file stay for Try again. */
export const ImportFails: Story = {
  parameters: { msw: { handlers: { imports: importHandlers.importFails } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import 3 entries' }));
    const alert = within(await canvas.findByRole('alert', { name: 'The import failed' }));
    await expect(alert.getByText(/Nothing was imported/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'From MyFitnessPal' })).toBeVisible();
    await expect(canvas.getByText('Nutrition-Summary-2026-10-05-to-2026-10-06.csv')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Profile's button opens the import in a sheet. */
export const FromProfile: Story = {
  render: ({ userId }) => <ImportHistoryCard userId={userId} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Import history' }));
    const sheet = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Import history' }),
    );
    await waitFor(() => expect(sheet.getByRole('button', { name: 'Choose a file' })).toBeVisible());
  },
};
