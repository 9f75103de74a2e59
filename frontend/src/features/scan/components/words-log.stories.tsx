import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { idbOutboxStore } from '@/lib/outbox/outbox-store';
import { fakeSpeech } from '@/testing/fake-speech';
import { demoUser } from '@/testing/mocks/fixtures';
import { before, foodHandlers, scanHandlers } from '@/testing/mocks/handlers';
import { WordsLog } from './words-log';

const SENTENCE = 'a bowl of cornflakes with semi-skimmed milk and a mug of tea';

const meta = {
  title: 'Screens/Scanner/Log in words',
  component: WordsLog,
  args: { userId: demoUser.id, speech: fakeSpeech() },
  parameters: { route: { path: '/scanner' } },
  // The scanner's own padding, so the section is seen as it sits on the screen.
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WordsLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Type or say what you ate');
const rowsOf = async (canvasElement: HTMLElement, count: number) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Foods in your words' }, { timeout: 4000 });
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(count), { timeout: 4000 });
  return within(list).getAllByRole('button');
};

/** Nothing typed yet: the labelled field and the microphone, no foods and no Log. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement)).toHaveAttribute('maxlength', '500');
    await expect(canvas.getByRole('button', { name: 'Say what you ate' })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: 'Foods in your words' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Log/ })).toBeNull();
  },
};

/** A browser without speech recognition: no microphone button, the field alone. */
export const NoMicrophone: Story = {
  args: { speech: null },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Say what you ate' })).toBeNull();
  },
};

/** A typed sentence is read as three foods, each with its amount and calories, and one Log for all. */
export const SentenceTyped: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), SENTENCE);
    const rows = await rowsOf(canvasElement, 3);
    await expect(rows[0]).toHaveTextContent(/Corn flakes.*bowl.*kcal/);
    await expect(rows[1]).toHaveTextContent(/Semi-skimmed milk.*kcal/);
    await expect(rows[2]).toHaveTextContent('Tea1 mug (355 ml)4 kcal');
    await expect(within(canvasElement).getByRole('button', { name: /^Log 3 foods · \d+ kcal$/ })).toBeEnabled();
  },
};

/** A row changed in its sheet: the amount in grams, and the calories follow; another row removed. */
export const RowChanged: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(field(canvasElement), '2 eggs and a mug of tea');
    const [eggs] = await rowsOf(canvasElement, 2);
    await expect(eggs).toHaveTextContent(/Egg2 × /);
    await userEvent.click(eggs!);
    const sheet = await page.findByRole('dialog', { name: 'Change Egg' });
    await expect(within(sheet).getByRole('radio', { name: 'Egg' })).toBeChecked();
    await userEvent.selectOptions(within(sheet).getByLabelText('Portion'), 'grams');
    const grams = within(sheet).getByLabelText('Grams');
    await userEvent.clear(grams);
    await userEvent.type(grams, '150');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const [changed, tea] = await rowsOf(canvasElement, 2);
    await expect(changed).toHaveTextContent(/^Egg150 g\d+ kcal$/);
    await userEvent.click(tea!);
    await userEvent.click(
      within(await page.findByRole('dialog', { name: 'Change Tea' })).getByRole('button', { name: 'Remove' }),
    );
    await rowsOf(canvasElement, 1);
    await expect(within(canvasElement).getByRole('button', { name: /^Log 1 food/ })).toBeEnabled();
  },
};

/** A row's sheet: the other foods the words may mean, the search, the amount, and Remove. */
export const RowSheet: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(field(canvasElement), 'a mug of tea');
    const [tea] = await rowsOf(canvasElement, 1);
    await userEvent.click(tea!);
    const sheet = await page.findByRole('dialog', { name: 'Change Tea' });
    const foods = within(within(sheet).getByRole('group', { name: 'Which food' })).getAllByRole('radio');
    await expect(foods.length).toBeGreaterThan(1);
    await expect(foods[0]).toBeChecked();
    await expect(within(sheet).getByRole('button', { name: 'Search foods' })).toBeEnabled();
    await waitFor(() => expect(within(sheet).getByLabelText('Portion')).toHaveValue('1 mug (12 fl oz)'));
    await expect(within(sheet).getByLabelText('How many')).toHaveValue(1);
    await expect(within(sheet).getByRole('button', { name: 'Remove' })).toBeEnabled();
    // Another reading of the words keeps the mug when that food is served in one too.
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Milk tea' }));
    await waitFor(() => expect(within(sheet).getByLabelText('Portion')).toHaveValue('1 mug (12 fl oz)'));
    await expect(within(sheet).getByRole('button', { name: 'Done' })).toBeEnabled();
  },
};

/** 'Search foods' in a row's sheet: a food found by name replaces the one the words named, as many of it. */
export const RowFoodSearched: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(field(canvasElement), 'a mug of tea');
    const [tea] = await rowsOf(canvasElement, 1);
    await userEvent.click(tea!);
    const sheet = await page.findByRole('dialog', { name: 'Change Tea' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Search foods' }));
    const search = await page.findByRole('dialog', { name: 'Search foods' });
    await userEvent.type(within(search).getByLabelText('Food name'), 'banana');
    const found = await within(search).findByRole('list', { name: 'Foods found' }, { timeout: 4000 });
    await userEvent.click(within(found).getAllByRole('button', { name: /^Banana/ })[0]!);
    await expect(await within(sheet).findByRole('radio', { name: 'Banana' })).toBeChecked();
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Done' })).toBeEnabled());
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    const [banana] = await rowsOf(canvasElement, 1);
    // One mug of tea becomes one banana, in the banana's own first portion.
    await expect(banana).toHaveTextContent(/^Banana1 medium\d+ kcal$/);
  },
};

/** Words that name no food are listed, beside the foods that were found; the text stays. */
export const WordsNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'a banana and some xyzzy');
    await rowsOf(canvasElement, 1);
    await expect(await canvas.findByText('Not found: xyzzy')).toBeVisible();
    await expect(field(canvasElement)).toHaveValue('a banana and some xyzzy');
  },
};

/** The parse fails: the error stays under the field with a retry, and the words are kept. */
export const ParseFailed: Story = {
  parameters: { msw: { handlers: { foods: foodHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '2 eggs');
    const alert = await within(canvasElement).findByRole(
      'alert',
      { name: 'Could not read your words' },
      { timeout: 4000 },
    );
    await expect(alert).toHaveTextContent('Check your connection and try again. Your words are kept.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(field(canvasElement)).toHaveValue('2 eggs');
  },
};

/** Log saves the foods as one entry and opens it. */
export const LogSucceeded: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '2 eggs and a banana');
    await rowsOf(canvasElement, 2);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Log 2 foods/ }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(/(was|were) added to today\.$/, {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Log fails: the error stays on screen, and the words and foods are kept for another try. */
export const LogFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: before(
          [
            http.post('*/api/users/:userId/scans', () =>
              HttpResponse.json(
                { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } },
                { status: 500 },
              ),
            ),
          ],
          scanHandlers.success,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), '2 eggs and a banana');
    await rowsOf(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: /^Log 2 foods/ }));
    const alert = await canvas.findByRole('alert', { name: 'Could not log these foods' }, { timeout: 4000 });
    await expect(alert).toHaveTextContent('Check your connection and try again. Your words and foods are kept.');
    await expect(field(canvasElement)).toHaveValue('2 eggs and a banana');
    await rowsOf(canvasElement, 2);
    await expect(canvas.getByRole('button', { name: /^Log 2 foods/ })).toBeEnabled();
  },
};

/** What the stories below kept in this browser's outbox, removed again so no other story sees it. */
async function takeKeptMeals() {
  const kept = await idbOutboxStore.list(demoUser.id);
  await Promise.all(kept.map((entry) => idbOutboxStore.delete(entry.id)));
  return kept;
}

/** Log fails for want of a connection: the meal, with its foods, waits in the outbox instead of being lost. */
export const LogKeptOffline: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: before([http.post('*/api/users/:userId/scans', () => HttpResponse.error())], scanHandlers.success),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await takeKeptMeals();
    await userEvent.type(field(canvasElement), '2 eggs and a banana');
    await rowsOf(canvasElement, 2);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Log 2 foods/ }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Kept to send later', {}, { timeout: 4000 })).toBeVisible();
    await expect(field(canvasElement)).toHaveValue('');
    const [kept] = await takeKeptMeals();
    await expect(kept).toMatchObject({ kind: 'typed', text: '2 eggs and a banana', refused: false });
    await expect(kept?.kind === 'typed' ? kept.items : null).toHaveLength(2);
  },
};

/** Offline the words cannot be read: they can be kept to be read and logged once back online. */
export const WordsKeptOffline: Story = {
  parameters: {
    msw: {
      handlers: { foods: [http.post('*/api/foods/parse', () => HttpResponse.error()), ...foodHandlers.success] },
    },
  },
  play: async ({ canvasElement }) => {
    await takeKeptMeals();
    await userEvent.type(field(canvasElement), '2 eggs and toast');
    const notice = await within(canvasElement).findByRole(
      'note',
      { name: 'Your words are read when you are back online' },
      { timeout: 4000 },
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Log when online' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Kept to send later', {}, { timeout: 4000 })).toBeVisible();
    await expect(field(canvasElement)).toHaveValue('');
    const [kept] = await takeKeptMeals();
    await expect(kept).toMatchObject({ kind: 'typed', text: '2 eggs and toast', items: null });
  },
};

/** Listening: the state is announced, the words heard go after what was typed and are read as foods. */
export const MicListening: Story = {
  args: { speech: fakeSpeech({ transcript: 'two eggs and a banana' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'a coffee');
    await userEvent.click(canvas.getByRole('button', { name: 'Say what you ate' }));
    await expect(await canvas.findByText('Listening… say what you ate, then pause.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(canvas.getByRole('button', { name: 'Stop listening' })).toBeEnabled();
    await waitFor(() => expect(field(canvasElement)).toHaveValue('a coffee, two eggs and a banana'));
    await rowsOf(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop listening' }));
    await expect(await canvas.findByRole('button', { name: 'Say what you ate' })).toBeEnabled();
  },
};

/** The browser refuses the microphone: what happened, how to allow it, and the field still works. */
export const MicRefused: Story = {
  args: { speech: fakeSpeech({ problem: 'denied' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Say what you ate' }));
    const alert = await canvas.findByRole('alert', { name: 'Morsel is not allowed to use your microphone' });
    await expect(alert).toHaveTextContent('Allow the microphone for this site and try again, or type what you ate.');
    await userEvent.click(within(alert).getByRole('button', { name: 'How to allow the microphone' }));
    await expect(within(alert).getByText(/Website Settings → Microphone → Allow/)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Ask for the mic again' })).toBeEnabled();
    await expect(field(canvasElement)).toBeEnabled();
  },
};

/** In German: the foods read from words, each with its amount and energy, and one Log counting them. */
export const German: Story = {
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Schreib oder sag, was du gegessen hast'), '2 eggs, a banana');
    const list = await canvas.findByRole('list', { name: 'Lebensmittel aus deinen Worten' }, { timeout: 4000 });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2), { timeout: 4000 });
    await expect(
      await canvas.findByRole('button', { name: /^2 Lebensmittel eintragen · \d+ kcal$/ }, { timeout: 4000 }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Sag, was du gegessen hast' })).toBeEnabled();
  },
};

/** In Spanish: Log counts the foods with the plural the language needs. */
export const Spanish: Story = {
  parameters: { locale: 'es-ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = canvas.getByLabelText('Escribe o di lo que comiste');
    await userEvent.type(words, '2 eggs');
    await expect(
      await canvas.findByRole('button', { name: /^Registrar 1 alimento · \d+ kcal$/ }, { timeout: 4000 }),
    ).toBeEnabled();
    await userEvent.type(words, ', a banana');
    await expect(
      await canvas.findByRole('button', { name: /^Registrar 2 alimentos · \d+ kcal$/ }, { timeout: 4000 }),
    ).toBeEnabled();
  },
};
