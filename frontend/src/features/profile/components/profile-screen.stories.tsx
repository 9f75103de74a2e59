import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { displayPreferencesHandlers, scanApi, scanHandlers } from '@/testing/mocks/handlers';
import { LOG_NOW, weekWithGaps } from '@/testing/mocks/log-fixtures';
import { ProfileScreen } from './profile-screen';

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  args: { user: demoUser, onSignOut: fn(async () => undefined) },
  parameters: {
    route: { path: '/profile' },
    // A log with today and yesterday logged (a two-day streak) and two earlier days.
    msw: { handlers: { scans: scanApi(weekWithGaps, { processingMs: 0, clock: () => LOG_NOW }) } },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure shown above a stat's label ('Scans', 'Days logged'). */
const stat = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).parentElement!.querySelector('dd')!.textContent;

/** Sheets open in a portal, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: demoUser.name })).toBeVisible();
    await expect(canvas.getByText(demoUser.email)).toBeVisible();
    await expect(canvas.getByText('AR')).toBeVisible(); // generated initials avatar
    await expect(stat(canvasElement, 'Scans')).toBe('3');
    // Days and the streak come from the real days of the log, not from the number of scans.
    await waitFor(() => expect(stat(canvasElement, 'Days logged')).toBe('4'));
    await expect(stat(canvasElement, 'Day streak')).toBe('2');
    const goals = within(canvas.getByRole('region', { name: 'Daily goals' }));
    await expect(await goals.findByText('2,000 kcal')).toBeVisible();
    await expect(goals.getByText(/daily values on food labels/)).toBeVisible();
    for (const link of ['Notifications', 'Privacy Policy', 'Terms of Service', 'Help & Support']) {
      await expect(canvas.getByRole('link', { name: link })).toBeVisible();
    }
    // The developer pages have one entry, here, instead of buttons on the scanner.
    await expect(canvas.getByRole('link', { name: 'Labs' })).toHaveAttribute('href', '/labs');
  },
};

/** Sign Out hands over to the app, which signs the user out. */
export const SigningOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** Goals typed in, a value out of range refused with its reason, then the calculator's answer used and saved. */
export const GoalsWorkedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit goals' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Daily goals' }));
    const calories = sheet.getByLabelText('Calories (kcal)');
    await userEvent.clear(calories);
    await userEvent.type(calories, '300');
    await userEvent.click(sheet.getByRole('button', { name: 'Save goals' }));
    await expect(calories).toHaveAccessibleDescription('Enter a whole number from 500 to 10,000 kcal.');

    await userEvent.click(sheet.getByRole('button', { name: 'Work them out for me' }));
    await userEvent.type(sheet.getByLabelText('Age (years)'), '30');
    await userEvent.click(sheet.getByRole('radio', { name: 'Male' }));
    await userEvent.type(sheet.getByLabelText('Height (cm)'), '180');
    await userEvent.type(sheet.getByLabelText('Weight (kg)'), '80');
    await userEvent.selectOptions(sheet.getByLabelText('Activity'), 'moderate');
    await expect(
      sheet.getByText('10 × 80 kg + 6.25 × 180 cm − 5 × 30 y + 5 = 1780 kcal at rest; × 1.55 = 2760 kcal a day'),
    ).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Use these goals' }));
    await expect(calories).toHaveValue('2760');
    await expect(sheet.getByLabelText('Protein (g)')).toHaveValue('138');
    await userEvent.click(sheet.getByRole('button', { name: 'Save goals' }));

    // The sheet closes on success, and the page is back (and no longer hidden from assistive tech).
    const goals = within(await canvas.findByRole('region', { name: 'Daily goals' }));
    await expect(await goals.findByText('2,760 kcal')).toBeVisible();
    await expect(goals.getByText('Your own goals.')).toBeVisible();
  },
};

/** The export: a range of days and a format; a range the wrong way round is refused. */
export const Exported: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export history' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Export your log' }));
    await userEvent.type(sheet.getByLabelText('From (optional)'), '2026-11-20');
    await userEvent.type(sheet.getByLabelText('To (optional)'), '2026-11-01');
    await userEvent.click(sheet.getByRole('button', { name: 'Export CSV' }));
    await expect(sheet.getByText('The first day must not be after the last.')).toBeVisible();
    await userEvent.clear(sheet.getByLabelText('To (optional)'));
    await userEvent.click(sheet.getByRole('radio', { name: /JSON/ }));
    await userEvent.click(sheet.getByRole('button', { name: 'Export JSON' }));
    await expect(await page(canvasElement).findByText('Log exported')).toBeVisible();
  },
};

export const ExportFailed: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export history' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Export your log' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Export CSV' }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent(
      'Export failed. Check your connection and try again.',
    );
    await expect(sheet.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    // The figures that could not load say so rather than showing a made-up number.
    await expect(stat(canvasElement, 'Days logged')).toBe('–');
  },
};

export const ManyScansWithPhoto: Story = {
  args: {
    user: {
      ...demoUser,
      totalScans: 23,
      profileImage:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23f4a261"/%3E%3C/svg%3E',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stat(canvasElement, 'Scans')).toBe('23');
    await expect(canvas.queryByText('AR')).toBeNull();
  },
};

/** Saved meals: each with its foods and calories, to rename or delete. */
export const SavedMeals: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.withShortcuts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Saved meals' }));
    await expect(await card.findByText('My usual breakfast')).toBeVisible();
    await expect(card.getByText('Egg, Banana · 248 kcal')).toBeVisible();
  },
};

/** A saved meal renamed in a sheet, then deleted (asked first): the card says what to do next. */
export const SavedMealRenamedAndDeleted: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.withShortcuts } } },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Saved meals' }));
    await userEvent.click(await card.findByRole('button', { name: 'Rename My usual breakfast' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Rename the meal' }));
    const name = sheet.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Weekday breakfast');
    await userEvent.click(sheet.getByRole('button', { name: 'Save name' }));
    await expect(await card.findByText('Weekday breakfast')).toBeVisible();

    await userEvent.click(card.getByRole('button', { name: 'Delete Weekday breakfast' }));
    const confirm = within(await page(canvasElement).findByRole('alertdialog', { name: 'Delete Weekday breakfast?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await card.findByText(/None yet/)).toBeVisible();
  },
};

/** A saved meal's foods changed in a sheet: an amount, a food removed, a food added from the database. */
export const SavedMealFoodsChanged: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.withShortcuts } } },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Saved meals' }));
    await userEvent.click(await card.findByRole('button', { name: 'Change the foods of My usual breakfast' }));
    const sheet = within(
      await page(canvasElement).findByRole('dialog', { name: 'Change the foods of My usual breakfast' }),
    );
    const egg = within(sheet.getByRole('listitem', { name: 'Egg' }));
    const eggs = egg.getByRole('spinbutton', { name: 'How many' });
    await expect(eggs).toHaveValue(2);
    await expect(egg.getByRole('combobox', { name: 'Portion' })).toHaveValue('1 large');
    await userEvent.clear(eggs);
    await userEvent.type(eggs, '3');
    await userEvent.click(sheet.getByRole('button', { name: 'Remove Banana' }));
    await expect(sheet.queryByRole('listitem', { name: 'Banana' })).toBeNull();

    await userEvent.click(sheet.getByRole('button', { name: 'Add a food' }));
    const picker = within(await page(canvasElement).findByRole('dialog', { name: 'Add a food' }));
    await userEvent.type(picker.getByRole('searchbox', { name: 'Food name' }), 'apple');
    const found = within(await picker.findByRole('list', { name: 'Foods found' }));
    await userEvent.click(found.getByRole('button', { name: /^Granny Smith apple/ }));
    const foods = within(sheet.getByRole('list', { name: 'Foods in My usual breakfast' }));
    // Added in its usual portion, which the user can change like any other.
    const apple = within(await foods.findByRole('listitem', { name: 'Granny Smith apple' }));
    await expect(await apple.findByRole('spinbutton', { name: 'How many' })).toHaveValue(1);

    await userEvent.click(sheet.getByRole('button', { name: 'Save foods' }));
    await expect(await card.findByText(/^Egg, Granny Smith apple · \d+ kcal$/)).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A wrong amount is said at its field and nothing is sent; a meal of no foods is refused; what was typed stays. */
export const SavedMealFoodsRefused: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.withShortcuts } } },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Saved meals' }));
    await userEvent.click(await card.findByRole('button', { name: 'Change the foods of My usual breakfast' }));
    const sheet = within(
      await page(canvasElement).findByRole('dialog', { name: 'Change the foods of My usual breakfast' }),
    );
    const eggs = within(sheet.getByRole('listitem', { name: 'Egg' })).getByRole('spinbutton', { name: 'How many' });
    await userEvent.clear(eggs);
    await userEvent.type(eggs, '0');
    await userEvent.click(sheet.getByRole('button', { name: 'Save foods' }));
    await expect(await sheet.findByText('Enter how many, more than 0.')).toBeVisible();
    await expect(eggs).toHaveAttribute('aria-invalid', 'true');
    await expect(eggs).toHaveValue(0);

    await userEvent.click(sheet.getByRole('button', { name: 'Remove Egg' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Remove Banana' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Save foods' }));
    await expect(
      await sheet.findByText('A meal needs at least one food: add one, or delete the meal instead.'),
    ).toBeVisible();
    // Nothing was saved: the card still lists the meal as it was.
    await expect(card.getByText('Egg, Banana · 248 kcal')).toBeInTheDocument();
  },
};

/** The profile in German, at a phone's width: the long words wrap, nothing overflows. */
export const German: Story = {
  parameters: {
    locale: 'de-DE',
    // A log of its own, whose goals start at the defaults whatever another story saved.
    msw: { handlers: { scans: scanApi(weekWithGaps, { processingMs: 0, clock: () => LOG_NOW }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const goals = within(await canvas.findByRole('region', { name: 'Tagesziele' }));
    await expect(await goals.findByText('2.000 kcal')).toBeVisible();
    await expect(goals.getByText(/Tageswerte auf Lebensmitteletiketten/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle meine Daten herunterladen' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The goals sheet in German: the calculator's fields, working and answer in German. */
export const GermanGoalsSheet: Story = {
  parameters: {
    locale: 'de-DE',
    // A log of its own, whose goals start at the defaults whatever another story saved.
    msw: { handlers: { scans: scanApi(weekWithGaps, { processingMs: 0, clock: () => LOG_NOW }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ziele bearbeiten' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Tagesziele' }));
    await expect(sheet.getByLabelText('Kalorien (kcal)')).toHaveValue('2000');
    await userEvent.click(sheet.getByRole('button', { name: 'Berechne sie für mich' }));
    await userEvent.type(sheet.getByLabelText('Alter (Jahre)'), '30');
    await userEvent.click(sheet.getByRole('radio', { name: 'Männlich' }));
    await userEvent.type(sheet.getByLabelText('Größe (cm)'), '180');
    await userEvent.type(sheet.getByLabelText('Gewicht (kg)'), '80');
    await userEvent.selectOptions(sheet.getByLabelText('Aktivität'), 'moderate');
    await expect(
      sheet.getByText('10 × 80 kg + 6,25 × 180 cm − 5 × 30 J. + 5 = 1780 kcal in Ruhe; × 1,55 = 2760 kcal pro Tag'),
    ).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Diese Ziele übernehmen' })).toBeVisible();
  },
};

/** A US user: height in feet and inches, weight in pounds; the goals are those of 177.8 cm and 77.1 kg. */
export const USUnitsGoalsSheet: Story = {
  name: 'US units goals sheet',
  parameters: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit goals' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Daily goals' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Work them out for me' }));
    await userEvent.type(sheet.getByLabelText('Age (years)'), '35');
    await userEvent.click(sheet.getByRole('radio', { name: 'Male' }));
    await userEvent.type(sheet.getByLabelText('Height (ft)'), '5');
    await userEvent.type(sheet.getByLabelText('Height (in)'), '10');
    await userEvent.type(sheet.getByLabelText('Weight (lb)'), '170');
    await expect(sheet.getByText(/^10 × 77.1 kg \+ 6.25 × 177.8 cm − 5 × 35 y \+ 5 = /)).toBeVisible();
    await expect(sheet.getByText(/^[\d,]+ kcal · protein \d+ g/)).toBeVisible();
  },
};

/** The user reads kJ: the calorie goal shown and typed in kJ. */
export const KilojouleGoals: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: scanApi(weekWithGaps, { processingMs: 0, clock: () => LOG_NOW }),
        displayPreferences: displayPreferencesHandlers.kilojoules,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const goals = within(await canvas.findByRole('region', { name: 'Daily goals' }));
    await expect(await goals.findByText('8,368 kJ')).toBeVisible();
    await userEvent.click(goals.getByRole('button', { name: 'Edit goals' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Daily goals' }));
    await expect(sheet.getByLabelText('Calories (kJ)')).toHaveValue('8368');
  },
};
