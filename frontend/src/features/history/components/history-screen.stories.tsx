import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Scan } from '@/client';
import { demoUser } from '@/testing/mocks/fixtures';
import { displayPreferencesHandlers, scanApi, scanHandlers } from '@/testing/mocks/handlers';
import {
  earlierThisWeek,
  LOG_NOW,
  todayOnTarget,
  todayOverGoal,
  todayUnderGoal,
  weekWithGaps,
} from '@/testing/mocks/log-fixtures';
import { fixturePhotos } from '@/testing/photos';
import { HistoryScreen } from './history-screen';

/**
 * History is the user's food log. Every story is pinned to Tuesday 24 November 2026, 19:30 local
 * time (`now`), over fixed local times, so days and meals land the same in any time zone.
 */
const meta = {
  title: 'Screens/History',
  component: HistoryScreen,
  args: { userId: demoUser.id, now: LOG_NOW },
  parameters: { route: { path: '/history' } },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mock API over a log, with the stories' clock. */
const log = (scans: Scan[]) => ({
  msw: { handlers: { scans: scanApi(scans, { processingMs: 0, clock: () => LOG_NOW }) } },
});

const PHOTOS = [fixturePhotos.platePortrait, fixturePhotos.bowlTall, fixturePhotos.toastLandscape];

/** Every other entry with a photo, in the three shapes phones take, so thumbnails are seen cropped. */
const withPhotos = (scans: Scan[]) =>
  scans.map((scan, index) => {
    const photo = index % 2 === 0 ? PHOTOS[(index / 2) % PHOTOS.length]! : null;
    return photo ? { ...scan, imageUrl: photo, thumbnailUrl: photo } : scan;
  });

export const Populated: Story = {
  parameters: log(withPhotos(weekWithGaps)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Scan History' })).toBeVisible();
    // Days newest first, each with its meals in eating order.
    const today = within(await canvas.findByRole('region', { name: 'Today against your goals' }));
    await expect(today.getByRole('img', { name: /541 of 2,000 kcal eaten today/ })).toBeVisible();
    const days = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(days).toEqual(['Today', 'This week', 'Today', 'Yesterday', 'Fri 20 Nov', 'Wed 18 Nov']);
    const yesterday = within(canvas.getByRole('region', { name: 'Yesterday' }));
    await expect(yesterday.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Snacks',
    ]);
    // A scan that names no food waits for its name, shows no calories and is not counted.
    const unnamed = yesterday.getByText('Needs a name').closest('a')!;
    await expect(within(unnamed).getByText('Maybe mango · 15:30')).toBeVisible();
    await expect(within(unnamed).queryByText(/kcal/)).toBeNull();
    // Today's entries say how long ago; earlier days say when.
    await expect(canvas.getByRole('link', { name: /Greek salad 321 kcal · 6 h ago/ })).toBeVisible();
  },
};

export const TodayUnderGoal: Story = {
  parameters: log(todayUnderGoal),
  play: async ({ canvasElement }) => {
    const today = within(await within(canvasElement).findByRole('region', { name: 'Today against your goals' }));
    await expect(today.getByText('1,459 kcal left')).toBeVisible();
    await expect(today.getByRole('meter', { name: 'Protein' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/ of 50 g/),
    );
    await expect(today.getByText('2 entries')).toBeVisible();
  },
};

export const TodayOnTarget: Story = {
  parameters: log(todayOnTarget),
  play: async ({ canvasElement }) => {
    const today = within(await within(canvasElement).findByRole('region', { name: 'Today against your goals' }));
    await expect(today.getByText('On target')).toBeVisible();
    await expect(today.getByRole('img', { name: /of 2,000 kcal eaten today: On target/ })).toBeVisible();
  },
};

export const TodayOverGoal: Story = {
  parameters: log(todayOverGoal),
  play: async ({ canvasElement }) => {
    const today = within(await within(canvasElement).findByRole('region', { name: 'Today against your goals' }));
    await expect(today.getByText(/^[\d,]+ kcal over$/)).toBeVisible();
  },
};

/** Nothing logged today yet: the goal is all left, and earlier days are still there. */
export const EmptyDay: Story = {
  parameters: log(earlierThisWeek),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = within(await canvas.findByRole('region', { name: 'Today against your goals' }));
    await expect(today.getByRole('img', { name: '0 of 2,000 kcal eaten today: 2,000 kcal left.' })).toBeVisible();
    await expect(today.getByText('0 entries')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Yesterday' })).toBeVisible();
  },
};

/** Seven days of bars with the goal line; days with nothing logged say so. */
export const WeekWithGaps: Story = {
  parameters: log(weekWithGaps),
  play: async ({ canvasElement }) => {
    const week = within(await within(canvasElement).findByRole('region', { name: 'This week' }));
    await expect(week.getByText(/4 of 7 days logged/)).toBeVisible();
    const rows = week.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(7);
    await expect(rows.filter((row) => row.textContent?.includes('Nothing logged'))).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(/Wednesday 18 November.*over the goal/);
    await expect(week.getByText('Where the energy came from')).toBeVisible();
    const legend = week.getAllByRole('listitem').map((li) => li.textContent);
    await expect(legend).toEqual([
      expect.stringMatching(/^Protein \d+ % · [\d.]+ g$/),
      expect.stringMatching(/^Carbs \d+ % · [\d.]+ g$/),
      expect.stringMatching(/^Fat \d+ % · [\d.]+ g$/),
    ]);
  },
};

/** 'Log again' on yesterday's breakfast: one tap, and it is in today's log, with that entry's photo. */
export const LoggedAgain: Story = {
  parameters: log(
    weekWithGaps.map((scan) =>
      scan.id === 'log-mon-breakfast'
        ? { ...scan, imageUrl: fixturePhotos.platePortrait, thumbnailUrl: fixturePhotos.platePortrait }
        : scan,
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = within(await canvas.findByRole('region', { name: 'Today against your goals' }));
    await expect(today.getByText('2 entries')).toBeVisible();
    const yesterday = within(canvas.getByRole('region', { name: 'Yesterday' }));
    await userEvent.click(yesterday.getByRole('button', { name: 'Log Banana and orange again' }));
    await waitFor(() => expect(today.getByText('3 entries')).toBeVisible());
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Logged again')).toBeVisible();
    // The new entry keeps the photo of the one it was logged from (its own copy), never 'No Image'.
    await expect(canvas.queryByText('No Image')).toBeNull();
    const todayLog = within(canvas.getByRole('region', { name: 'Today' }));
    await expect(todayLog.getByRole('link', { name: /Banana and orange/ }).querySelector('img')).not.toBeNull();
  },
};

/**
 * Each entry's foods have their star: starring one keeps it in that entry's amount, one tap away on
 * the scanner. The star and 'Log again' are separate targets, each at least 44 px.
 */
export const StarAFood: Story = {
  parameters: log(weekWithGaps),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const yesterday = within(await canvas.findByRole('region', { name: 'Yesterday' }));
    const foods = within(yesterday.getByRole('list', { name: 'Foods in Banana and orange' }));
    const star = foods.getByRole('button', { name: 'Favourite: Banana' });
    // The star answers once the user's favourites are known.
    await waitFor(() => expect(star).toHaveAttribute('aria-disabled', 'false'));
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await expect(foods.getByRole('button', { name: 'Favourite: Orange' })).toHaveAttribute('aria-pressed', 'false');
    const again = yesterday.getByRole('button', { name: 'Log Banana and orange again' }).getBoundingClientRect();
    for (const target of [star.getBoundingClientRect(), again]) {
      await expect(target.width).toBeGreaterThanOrEqual(44);
      await expect(target.height).toBeGreaterThanOrEqual(44);
    }
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    await expect(overlap(star.getBoundingClientRect(), again)).toBe(false);
  },
};

/** A day you eat the same: yesterday's named entries logged again now, each in its meal. */
export const DayLoggedAgain: Story = {
  parameters: log(weekWithGaps),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = within(await canvas.findByRole('region', { name: 'Today against your goals' }));
    await expect(today.getByText('2 entries')).toBeVisible();
    // Today itself offers no copy of itself.
    await expect(canvas.queryByRole('button', { name: 'Log again: Today' })).toBeNull();
    const yesterday = within(canvas.getByRole('region', { name: 'Yesterday' }));
    await userEvent.click(yesterday.getByRole('button', { name: 'Log again: Yesterday' }));
    // Breakfast, lunch and dinner; the scan still to be named is left out.
    await waitFor(() => expect(today.getByText('5 entries')).toBeVisible());
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('3 entries added to today.')).toBeVisible();
  },
};

/** Yesterday's lunch with a second dish: half an hour after the avocado toast. */
const twoDishLunch = weekWithGaps.flatMap((scan) =>
  scan.id === 'log-mon-lunch'
    ? [
        {
          ...scan,
          id: 'log-mon-lunch-dessert',
          createdAt: new Date(Date.parse(scan.createdAt) + 30 * 60_000).toISOString(),
        },
        scan,
      ]
    : [scan],
);

/** One meal of a past day logged again (a meal of two dishes; a single dish has its own button). */
export const MealLoggedAgain: Story = {
  parameters: log(twoDishLunch),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = within(await canvas.findByRole('region', { name: 'Today against your goals' }));
    const yesterday = within(canvas.getByRole('region', { name: 'Yesterday' }));
    await expect(yesterday.queryByRole('button', { name: "Log again: Yesterday's breakfast" })).toBeNull();
    await userEvent.click(yesterday.getByRole('button', { name: "Log again: Yesterday's lunch" }));
    await waitFor(() => expect(today.getByText('4 entries')).toBeVisible());
  },
};

/** The log in German: days, meals, counts and the dates as Germans write them. */
export const German: Story = {
  parameters: { ...log(withPhotos(weekWithGaps)), locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Scan-Verlauf' })).toBeVisible();
    const today = within(await canvas.findByRole('region', { name: 'Heute im Vergleich zu deinen Zielen' }));
    await expect(today.getByText('2 Einträge')).toBeVisible();
    await expect(today.getByText('1.459 kcal übrig')).toBeVisible();
    const days = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(days).toEqual(['Heute', 'Diese Woche', 'Heute', 'Gestern', 'Fr., 20. Nov.', 'Mi., 18. Nov.']);
    const week = within(canvas.getByRole('region', { name: 'Diese Woche' }));
    await expect(week.getByText(/4 von 7 Tagen eingetragen/)).toBeVisible();
  },
};

/** The log in Spanish. */
export const Spanish: Story = {
  parameters: { ...log(withPhotos(weekWithGaps)), locale: 'es-ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = within(await canvas.findByRole('region', { name: 'Hoy frente a tus objetivos' }));
    await expect(today.getByText('2 entradas')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ayer' })).toBeVisible();
  },
};

/** The user reads kJ: the day's ring, the week's bars, axis and goal line in kJ. */
export const Kilojoules: Story = {
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
    const today = within(await canvas.findByRole('region', { name: 'Today against your goals' }));
    await expect(await today.findByRole('img', { name: /of 8,368 kJ eaten today/ })).toBeVisible();
    const week = within(canvas.getByRole('region', { name: 'This week' }));
    await expect(week.getByRole('columnheader', { name: 'Calories (kJ)' })).toBeInTheDocument();
    await expect(week.getByText(/kJ a day/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your scans' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No scans yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Scan Your First Food' })).toHaveAttribute('href', '/scanner');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText("Couldn't load your history")).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
