import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { Scan } from '@/client';
import { demoScans } from '@/testing/mocks/fixtures';
import { scanApi, scanHandlers } from '@/testing/mocks/handlers';
import { errorResponse } from '@/testing/mocks/handlers/http';
import { fixturePhotos } from '@/testing/photos';
import { ResultScreen } from './result-screen';

const meta = {
  title: 'Screens/Result',
  component: ResultScreen,
  args: { scanId: 'scan-salad' },
  parameters: { route: { path: '/results/:id', url: '/results/scan-salad' } },
} satisfies Meta<typeof ResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero's calories and its macro legend ('Protein 5 % · 1 g', …), as the user reads them. */
const glance = (canvasElement: HTMLElement) => {
  const hero = within(canvasElement).getByRole('region', { name: 'At a glance' });
  return [
    hero.querySelector('p')!.textContent,
    ...within(hero)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ];
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Scan not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to History' })).toHaveAttribute('href', '/history');
  },
};

/** The scan request fails with a 500: an error with a retry, which asks again and shows the scan. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: [
          http.get(
            '*/api/scans/:id',
            () => errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
            { once: true },
          ),
          ...scanApi(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: "Couldn't load this scan" })).toBeVisible();
    await expect(within(alert).getByText('Check your connection and try again.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Greek Salad' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Greek Salad' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A scan that names no food opens on 'What is it?': why, the foods it may be, and a search; no page of zeros. */
export const NotIdentified: Story = {
  args: { scanId: 'scan-unknown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not identified' })).toBeVisible();
    await expect(canvas.queryByText(/% Match/)).toBeNull();
    await expect(canvas.getByText(/Scanned · 3 days ago/)).toBeVisible();
    const whatIsIt = within(canvas.getByRole('region', { name: 'What is it?' }));
    await expect(whatIsIt.getByText('Morsel could not tell which food this is.')).toBeVisible();
    await expect(whatIsIt.getByRole('button', { name: /Banana/ })).toBeVisible();
    await expect(whatIsIt.getByRole('button', { name: /Plantain/ })).toBeVisible();
    await expect(whatIsIt.getByRole('button', { name: 'Search foods' })).toBeVisible();
    // Nothing pretends to be known: no calorie tiles, no analysis, nothing to share.
    await expect(canvas.queryByText('Calories')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Smart Nutrition Analysis' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Share this scan' })).toBeNull();
  },
};

/** One tap on a suggestion names the food: every number comes from the food database at once. */
export const NameFromSuggestion: Story = {
  args: { scanId: 'scan-unknown' },
  parameters: { msw: { handlers: { scans: scanApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whatIsIt = within(await canvas.findByRole('region', { name: 'What is it?' }));
    await userEvent.click(whatIsIt.getByRole('button', { name: /Banana/ }));
    await expect(await canvas.findByRole('heading', { name: 'Banana' })).toBeVisible();
    await expect(await canvas.findByText('Changed to Banana')).toBeVisible();
    await expect(glance(canvasElement)[0]).toBe('105kcal');
    await expect(canvas.getByText(/Corrected by you/)).toBeVisible();
    const items = within(canvas.getByRole('region', { name: "What's in it" }));
    await expect(items.getByText('1 medium · 118 g')).toBeVisible();
    await expect(items.getByText('From the food database')).toBeVisible();
    // The food it was not is still one tap away.
    await expect(
      within(canvas.getByRole('region', { name: 'Not right?' })).getByRole('button', { name: /Plantain/ }),
    ).toBeVisible();
  },
};

/** 'Not right?' → Search foods → pick another food: the result changes in place. */
export const CorrectedBySearch: Story = {
  args: { scanId: 'scan-banana' },
  parameters: { msw: { handlers: { scans: scanApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notRight = within(await canvas.findByRole('region', { name: 'Not right?' }));
    await userEvent.click(notRight.getByRole('button', { name: 'Search foods' }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'What is it?' }));
    await userEvent.type(sheet.getByRole('searchbox', { name: 'Food name' }), 'orange');
    // The best match first, as the API ranks it; Orange juice and the rest follow.
    await userEvent.click((await sheet.findAllByRole('button', { name: /^Orange/ }))[0]!);
    await expect(await canvas.findByRole('heading', { name: 'Orange' })).toBeVisible();
    await expect(glance(canvasElement)[0]).toBe('62kcal');
    // The answer it replaced is offered back, first.
    await expect(
      within(canvas.getByRole('region', { name: 'Not right?' })).getAllByRole('button')[0],
    ).toHaveTextContent('Banana');
  },
};

/** A correction the server cannot save says so, and the scan stays as it was. */
export const CorrectionFails: Story = {
  args: { scanId: 'scan-unknown' },
  parameters: {
    msw: {
      handlers: {
        scans: [
          http.patch('*/api/scans/:id', () => errorResponse(503, 'database_busy', 'Busy, try again.')),
          ...scanApi(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whatIsIt = within(await canvas.findByRole('region', { name: 'What is it?' }));
    await userEvent.click(whatIsIt.getByRole('button', { name: /Banana/ }));
    // The failure stays beside the choices (an alert, not a toast that vanishes).
    const alert = await whatIsIt.findByRole('alert', { name: "Couldn't change the food" });
    await expect(alert).toHaveTextContent('Your change was not saved. Check your connection and try again.');
    await expect(canvas.getByRole('heading', { name: 'Not identified' })).toBeVisible();
  },
};

export const Basic: Story = {
  args: { scanId: 'scan-banana' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Banana' })).toBeVisible();
    await expect(canvas.getByText('97% Match')).toBeVisible();
    // The sample banana was scanned earlier today (how long ago depends on the hour).
    await expect(canvas.getByText(/Identified from your scan · (Just now|\d+ min ago|\d+ h ago)$/)).toBeVisible();
    // The numbers once, at a glance: calories with their unit and the energy split of the macros.
    await expect(glance(canvasElement)).toEqual([
      '105kcal',
      'Protein 4 % · 1.3 g',
      'Carbs 93 % · 27 g',
      'Fat 3 % · 0.4 g',
    ]);
    await expect(canvas.getByText('No grade yet')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Smart Nutrition Analysis' })).toBeVisible();
    // No figures beyond the items: the dashboard says so and offers the next steps.
    await expect(canvas.getByText('No nutrition figures yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Scan the label' })).toHaveAttribute('href', '/scanner');

    // Without a share sheet, Share copies the result as text, never a link to the private scan.
    // (An own property shadows Navigator.prototype.share; deleting it restores the browser's.)
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    try {
      const copy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      await userEvent.click(canvas.getByRole('button', { name: 'Share this scan' }));
      await expect(copy).toHaveBeenCalledWith(expect.stringMatching(/^Banana: 105 kcal · protein 1\.3 g/));
      await expect(copy).not.toHaveBeenCalledWith(expect.stringContaining('http'));
      await expect(await canvas.findByText('Copied')).toBeVisible();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  },
};

/** In German: the badge, where the food came from, its items in kcal and the actions, nothing wider than the phone. */
export const German: Story = {
  args: { scanId: 'scan-banana' },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Banana' })).toBeVisible();
    await expect(canvas.getByText('97 % Treffer')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Auf einen Blick' })).toHaveTextContent(/^105kcal/);
    const items = within(canvas.getByRole('heading', { name: 'Was drin ist' }).closest('section')!);
    await expect(items.getByText('1 medium · 118 g')).toBeVisible();
    await expect(items.getByText('Aus der Lebensmitteldatenbank')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Nicht richtig?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut eintragen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Als Mahlzeit speichern' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Scan löschen' })).toBeVisible();
    for (const name of ['Als Mahlzeit speichern', 'Diesen Scan teilen']) {
      const button = canvas.getByRole('button', { name });
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Rich: Story = {
  args: { scanId: 'scan-salad' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Greek Salad' })).toBeVisible();
    await expect(canvas.getByText('91% Match')).toBeVisible();
    await expect(glance(canvasElement)[0]).toBe('320kcal');
    await expect(
      within(canvas.getByRole('region', { name: 'At a glance' })).getByRole('img', { name: /^Grade B:/ }),
    ).toBeVisible();
    const ingredients = within(canvas.getByRole('region', { name: 'Ingredients' }));
    // Ingredient chips keep their shares; each piece of data appears once on the page.
    await expect(ingredients.getByText(/Feta cheese/)).toHaveTextContent('Feta cheese 20 %');
    await expect(canvas.getAllByText(/Feta cheese/)).toHaveLength(1);
    const allergens = within(canvas.getByRole('region', { name: 'Allergens' }));
    await expect(allergens.getByText('Milk')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Health Overview' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Grade B:/ })).toHaveLength(2); // the hero and the overview
  },
};

/** 'Log again' makes a new entry now with the same items, and opens it. */
export const LoggedAgain: Story = {
  args: { scanId: 'scan-banana' },
  parameters: { msw: { handlers: { scans: scanApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log again' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Banana was added to today.')).toBeVisible();
  },
};

/** 'Save as meal' keeps the entry's foods and portions under a name, for one tap on the scanner. */
export const SavedAsMeal: Story = {
  args: { scanId: 'scan-banana' },
  parameters: { msw: { handlers: { scans: scanApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save as meal' }));
    const page = within(canvasElement.ownerDocument.body);
    const sheet = within(await page.findByRole('dialog', { name: 'Save as a meal' }));
    const name = sheet.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Banana');
    await userEvent.clear(name);
    await userEvent.click(sheet.getByRole('button', { name: 'Save meal' }));
    // Nothing is sent without a name, and the reason is said at the field.
    await expect(await sheet.findByRole('alert')).toHaveTextContent('Give the meal a name.');
    await userEvent.type(name, 'Banana snack');
    await userEvent.click(sheet.getByRole('button', { name: 'Save meal' }));
    await expect(await page.findByText('Banana snack is on the scanner, one tap away.')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Save as a meal' })).toBeNull());
  },
};

/** A star beside a food keeps it one tap away on the scanner, in this amount; a second tap takes it off. */
export const StarredFood: Story = {
  args: { scanId: 'scan-banana' },
  parameters: { msw: { handlers: { scans: scanApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One name, the state in aria-pressed: a screen reader hears 'Favourite: Banana, toggle button, pressed'.
    const star = await canvas.findByRole('button', { name: 'Favourite: Banana' });
    await waitFor(() => expect(star).toHaveAttribute('aria-disabled', 'false'));
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(star).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** An entry logged again: its own copy of the first entry's photo, 'Logged again' and when, never 'Identified from your scan'. */
export const LoggedAgainEntry: Story = {
  args: { scanId: 'scan-again' },
  parameters: {
    msw: {
      handlers: {
        scans: scanApi([
          ...demoScans,
          {
            ...demoScans.find((scan) => scan.id === 'scan-banana')!,
            id: 'scan-again',
            loggedAgainFrom: 'scan-banana',
            identification: { status: 'identified', provider: 'user', reason: null },
            confidence: null,
            suggestions: [],
            createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
          },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Logged again · 5 min ago')).toBeVisible();
    await expect(canvas.queryByText(/Identified from your scan/)).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Banana' })).toBeVisible();
  },
};

export const RichWithPhoto: Story = {
  args: { scanId: 'scan-fresh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = await canvas.findByRole('img', { name: 'Avocado Toast' });
    await expect(photo).toBeVisible();
    await expect(canvas.getByText('88% Match')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Allergens' })).toHaveTextContent('Gluten');
  },
};

/** The salad as a scan with a photo of the given shape. */
const saladWithPhoto = (photo: string): Scan => ({
  ...demoScans.find((scan) => scan.id === 'scan-salad')!,
  imageUrl: photo,
  thumbnailUrl: photo,
});

/** The hero is 4:3 at any photo shape: a photo is cropped to fill it, never stretched or letterboxed. */
const expectHeroCrop = async (canvasElement: HTMLElement) => {
  const photo = await within(canvasElement).findByRole<HTMLImageElement>('img', { name: 'Greek Salad' });
  await waitFor(() => expect(photo.complete && photo.naturalWidth > 0).toBe(true));
  const box = photo.getBoundingClientRect();
  await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  await expect(getComputedStyle(photo).objectFit).toBe('cover');
  await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
};

/** A portrait photo (3:4, the phone camera's own shape), cropped to the hero's frame. */
export const PortraitPhoto: Story = {
  parameters: { msw: { handlers: { scans: scanApi([saladWithPhoto(fixturePhotos.platePortrait)]) } } },
  play: async ({ canvasElement }) => expectHeroCrop(canvasElement),
};

/** A full-screen phone photo (9:16), cropped to the hero's frame. */
export const TallPhoto: Story = {
  parameters: { msw: { handlers: { scans: scanApi([saladWithPhoto(fixturePhotos.bowlTall)]) } } },
  play: async ({ canvasElement }) => expectHeroCrop(canvasElement),
};

/** Delete asks first; Cancel keeps the scan, Delete removes it and returns to History. */
export const Deleted: Story = {
  args: { scanId: 'scan-banana' },
  parameters: { msw: { handlers: { scans: scanApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Asked in an alert dialog over the whole page, tab bar included: Cancel has the focus.
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete scan' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete this scan?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete scan' }));
    await userEvent.click(
      within(await page.findByRole('alertdialog', { name: 'Delete this scan?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await expect(await canvas.findByText('Scan deleted')).toBeVisible();
  },
};

const salad = demoScans[0]!;
/** A branded product's full database name, 72 characters, in capitals as the database has it. */
const LONG_NAME = 'ORGANIC STONE-BAKED SOURDOUGH MARGHERITA PIZZA WITH BUFFALO MOZZARELLA 12"';
const ALLERGENS = ['Milk', 'Gluten', 'Eggs', 'Soy', 'Sesame', 'Mustard', 'Celery', 'Sulphites'];

/** A long name stays two lines (in sentence case), so the numbers stay above the fold; the whole name is kept. */
export const LongName: Story = {
  args: { scanId: 'scan-long' },
  parameters: {
    msw: { handlers: { scans: scanApi([{ ...salad, id: 'scan-long', foodName: LONG_NAME }]) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 2, name: /^Organic stone-baked sourdough/ });
    await expect(title).toHaveAttribute('title', LONG_NAME);
    await expect(title.getBoundingClientRect().height).toBeLessThan(80); // two lines of 30 px type
    await expect(canvas.getByRole('region', { name: 'At a glance' })).toBeVisible();
  },
};

/** Many allergens wrap as chips, each listed once. */
export const ManyAllergens: Story = {
  args: { scanId: 'scan-allergens' },
  parameters: {
    msw: {
      handlers: {
        scans: scanApi([
          {
            ...salad,
            id: 'scan-allergens',
            allergens: ALLERGENS,
            nutritionalInfo: {
              ...salad.nutritionalInfo!,
              detailedAllergens: { contains: ALLERGENS.slice(0, 5), mayContain: ALLERGENS.slice(5) },
            },
          },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const allergens = within(await within(canvasElement).findByRole('region', { name: 'Allergens' }));
    await expect(within(allergens.getByRole('list', { name: 'Contains' })).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(allergens.getByRole('list', { name: 'May contain' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvasElement).getAllByText('Sesame')).toHaveLength(1);
  },
};
