import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ScanUpdateRequest } from '@/client';
import { recognitionHandlers, scanApi, scanHandlers } from '@/testing/mocks/handlers';
import { errorResponse } from '@/testing/mocks/handlers/http';
import { ScanEditorScreen } from './scan-editor';

const meta = {
  title: 'Screens/Result/Edit meal',
  component: ScanEditorScreen,
  args: { scanId: 'scan-banana' },
  parameters: {
    route: { path: '/results/:id/edit', url: '/results/scan-banana/edit' },
    msw: { handlers: { scans: scanApi() } },
  },
} satisfies Meta<typeof ScanEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The body of the last PATCH the Save story sent. */
let lastCorrection: ScanUpdateRequest | null = null;

const totals = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: /Totals/ }));

/** One banana, in its household portion; the totals come from the server's preview. */
export const OneFood: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banana = within(await canvas.findByRole('group', { name: 'Banana' }));
    await expect(banana.getByRole('spinbutton', { name: 'How many' })).toHaveValue(1);
    await expect(banana.getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('1 medium (118 g)');
    await expect(await totals(canvasElement).findByText('105 kcal')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Remember this photo as Banana/ })).toBeChecked();
  },
};

/** Without photo recognition the photo is kept for later, and nothing promises it is learned now. */
export const OneFoodRecognitionOff: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.photoRecognitionOff } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Banana' });
    const keep = await canvas.findByRole('checkbox', { name: /Keep this photo as Banana/ });
    await expect(keep).toBeChecked();
    await expect(canvas.getByText(/Photo recognition is off here, so Morsel can’t learn from it yet/)).toBeVisible();
    await expect(canvas.queryByText(/next time/)).toBeNull();
  },
};

/** Two bananas: the totals follow as soon as typing pauses. */
export const PortionChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const howMany = within(await canvas.findByRole('group', { name: 'Banana' })).getByRole('spinbutton', {
      name: 'How many',
    });
    await expect(await totals(canvasElement).findByText('105 kcal')).toBeVisible();
    await userEvent.clear(howMany);
    await userEvent.type(howMany, '2');
    await expect(await totals(canvasElement).findByText('210 kcal', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Weighed in grams instead of a portion. */
export const InGrams: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banana = within(await canvas.findByRole('group', { name: 'Banana' }));
    await userEvent.selectOptions(banana.getByRole('combobox', { name: 'Portion' }), 'grams');
    const grams = banana.getByRole('spinbutton', { name: 'Grams' });
    await expect(grams).toHaveValue(118);
    await userEvent.clear(grams);
    await userEvent.type(grams, '200');
    await expect(await totals(canvasElement).findByText('178 kcal', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** An amount the server would refuse is explained on the spot, and Save waits for a good one. */
export const ImpossibleAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banana = within(await canvas.findByRole('group', { name: 'Banana' }));
    await userEvent.selectOptions(banana.getByRole('combobox', { name: 'Portion' }), 'grams');
    const grams = banana.getByRole('spinbutton', { name: 'Grams' });
    await userEvent.clear(grams);
    await userEvent.type(grams, '9000');
    await expect(banana.getByRole('alert')).toHaveTextContent('Enter between 1 and 5000 g.');
    await expect(grams).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Add a food from the search: it comes in its usual portion, and the totals add up both. */
export const FoodAdded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a food' }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Add a food' }));
    await userEvent.type(sheet.getByRole('searchbox', { name: 'Food name' }), 'egg');
    // The best match first, as the API ranks it; Eggplant and the rest follow.
    await userEvent.click((await sheet.findAllByRole('button', { name: /^Egg/ }))[0]!);
    const egg = within(await canvas.findByRole('group', { name: 'Egg' }));
    await expect(egg.getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('1 large (50 g)');
    await expect(await totals(canvasElement).findByText('177 kcal', {}, { timeout: 3000 })).toBeVisible();
    // With two foods there is no single food to learn, and each can be removed.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Egg' }));
    await expect(canvas.queryByRole('group', { name: 'Egg' })).toBeNull();
  },
};

/** A food the database lacks is added by name: its numbers are not known, never zero. */
export const OwnFoodAdded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a food' }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Add a food' }));
    await userEvent.type(sheet.getByRole('searchbox', { name: 'Food name' }), "Grandma's stew");
    await userEvent.click(await sheet.findByRole('button', { name: /Add “Grandma's stew” as your own food/ }));
    const stew = within(await canvas.findByRole('group', { name: "Grandma's stew" }));
    await expect(stew.getByRole('spinbutton', { name: 'Grams' })).toHaveValue(100);
    await expect(await stew.findByText('Nutrition not known', {}, { timeout: 3000 })).toBeVisible();
    await expect(stew.getByText('Named by you · nutrition not known')).toBeVisible();
    await expect(await totals(canvasElement).findByText('105 kcal')).toBeVisible();
  },
};

/** Save sends the items (in their portions), the meal, the note and whether to learn, then returns to the result. */
export const Saved: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: [
          http.patch('*/api/scans/:id', async ({ request }) => {
            lastCorrection = (await request.clone().json()) as ScanUpdateRequest;
            return undefined; // the in-memory scan API below answers
          }),
          ...scanApi(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const howMany = within(await canvas.findByRole('group', { name: 'Banana' })).getByRole('spinbutton', {
      name: 'How many',
    });
    await userEvent.clear(howMany);
    await userEvent.type(howMany, '1.5');
    const meal = within(canvas.getByRole('group', { name: 'Meal' }));
    await expect(meal.getByRole('radio', { name: 'Snack' })).toBeChecked(); // from the time it was taken
    await userEvent.click(meal.getByRole('radio', { name: 'Breakfast' }));
    await expect(meal.getByRole('radio', { name: 'Breakfast' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'after the run');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await waitFor(() =>
      expect(lastCorrection).toEqual({
        items: [{ foodId: 'builtin-banana', portion: { label: '1 medium', quantity: 1.5 } }],
        note: 'after the run',
        meal: 'breakfast',
        learn: true,
      }),
    );
  },
};

/** 'Describe it' replaces the rows with the foods read from the words; Save still sends them, teaching nothing. */
export const Described: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: [
          http.patch('*/api/scans/:id', async ({ request }) => {
            lastCorrection = (await request.clone().json()) as ScanUpdateRequest;
            return undefined; // the in-memory scan API below answers
          }),
          ...scanApi(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    lastCorrection = null;
    await canvas.findByRole('group', { name: 'Banana' });
    const describe = within(canvas.getByRole('region', { name: 'Or describe the meal' }));
    await userEvent.type(describe.getByLabelText('Describe it'), '2 eggs and a mug of tea');
    const list = await describe.findByRole('list', { name: 'Foods in your description' }, { timeout: 4000 });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2), { timeout: 4000 });
    // Nothing changes until the words are used.
    await expect(canvas.queryByRole('group', { name: 'Egg' })).toBeNull();
    await userEvent.click(describe.getByRole('button', { name: 'Use these' }));
    const eggs = within(await canvas.findByRole('group', { name: 'Egg' }));
    await expect(eggs.getByRole('spinbutton', { name: 'How many' })).toHaveValue(2);
    await expect(canvas.getByRole('group', { name: 'Tea' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Banana' })).toBeNull();
    await expect(describe.getByLabelText('Describe it')).toHaveValue('');
    await expect(canvas.queryByRole('checkbox', { name: /Remember this photo/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastCorrection).toMatchObject({ learn: false }));
    await expect(lastCorrection!.items).toEqual([
      expect.objectContaining({ portion: { label: '1 large', quantity: 2 } }),
      expect.objectContaining({ portion: { label: '1 mug (12 fl oz)', quantity: 1 } }),
    ]);
  },
};

/** The server cannot save: the user is told, and nothing they typed is lost. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: [
          http.patch('*/api/scans/:id', () =>
            HttpResponse.json(
              { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
              { status: 500 },
            ),
          ),
          ...scanApi(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'keep me');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The reason stays on screen beside Save (an alert, not a toast that vanishes).
    await expect(await canvas.findByRole('alert', { name: "Couldn't save your changes" })).toBeVisible();
    await expect(note).toHaveValue('keep me');
    await expect(canvas.getByRole('group', { name: 'Banana' })).toBeVisible();
  },
};

/** A scan that names no food starts empty: add what the photo shows. */
export const NothingYet: Story = {
  args: { scanId: 'scan-unknown' },
  parameters: { route: { path: '/results/:id/edit', url: '/results/scan-unknown/edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No foods yet. Add what the photo shows.')).toBeVisible();
    await expect(canvas.getByText('Add a food to see the totals.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading scan' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { scanId: 'no-such-scan' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Scan not found' })).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: { scans: [http.get('*/api/scans/:id', () => errorResponse(500, 'internal_error', 'Boom.'))] } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: "Couldn't load this scan" })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
