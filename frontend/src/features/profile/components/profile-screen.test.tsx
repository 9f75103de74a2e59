import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Goals } from '@/client';
import { loadMessages } from '@/lib/i18n/intl';
import { demoUser } from '@/testing/mocks/fixtures';
import { displayPreferencesHandlers, scanApi } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { ProfileScreen } from './profile-screen';

const signOut = async () => undefined;

/** Sheets open in a portal, outside the screen's root. */
const sheetNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** The goals the app sends the server, as it sends them (energy in kcal). */
function sentGoals(): Goals[] {
  const sent: Goals[] = [];
  // A fresh log, whose goals start at the defaults.
  server.use(...scanApi(undefined, { processingMs: 0 }));
  server.use(
    http.put('*/api/users/:userId/goals', async ({ request }) => {
      sent.push((await request.clone().json()) as Goals);
      // Nothing answered here: the shared handler stores and answers.
      return undefined;
    }),
  );
  return sent;
}

/** The calculator's answer for a body, typed in the units the device reads. */
async function calculate(
  deviceLocales: readonly string[],
  typeBody: (sheet: ReturnType<typeof within>) => Promise<void>,
) {
  const user = userEvent.setup();
  const view = renderWithProviders(<ProfileScreen user={demoUser} onSignOut={signOut} />, {
    path: '/profile',
    deviceLocales,
  });
  await user.click(await screen.findByRole('button', { name: 'Edit goals' }));
  const sheet = await sheetNamed('Daily goals');
  await user.click(sheet.getByRole('button', { name: 'Work them out for me' }));
  await user.type(sheet.getByLabelText('Age (years)'), '35');
  await user.click(sheet.getByRole('radio', { name: 'Male' }));
  await typeBody(sheet);
  await user.selectOptions(sheet.getByLabelText('Activity'), 'light');
  const result = sheet.queryByText(/^[\d,]+ kcal · protein/)?.textContent ?? null;
  return { result, sheet, user, view };
}

describe('Profile in the reader’s language', () => {
  it('reads in German', async () => {
    await loadMessages('de');
    renderWithProviders(<ProfileScreen user={demoUser} onSignOut={signOut} />, {
      path: '/profile',
      deviceLocales: ['de-DE'],
    });
    const goals = within(await screen.findByRole('region', { name: 'Tagesziele' }));
    expect(await goals.findByText('2.000 kcal')).toBeInTheDocument();
    expect(goals.getByText('Eiweiß')).toBeInTheDocument();
    expect(goals.getByRole('button', { name: 'Ziele bearbeiten' })).toBeInTheDocument();
    expect(screen.getByText('Erfasste Tage')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gespeicherte Mahlzeiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verlauf exportieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});

describe('the goals sheet in the reader’s units', () => {
  it('gives a US user (5 ft 10 in, 170 lb) the goals a metric user gets from 177.8 cm and 77.1 kg', async () => {
    sentGoals();
    const metric = await calculate(['en-GB'], async (sheet) => {
      const user = userEvent.setup();
      await user.type(sheet.getByLabelText('Height (cm)'), '177.8');
      await user.type(sheet.getByLabelText('Weight (kg)'), '77.1');
    });
    expect(metric.result).toMatch(/^[\d,]+ kcal · protein \d+ g · carbs \d+ g · fat \d+ g/);
    metric.view.unmount();

    const sent = sentGoals();
    const us = await calculate(['en-US'], async (sheet) => {
      expect(sheet.queryByLabelText('Height (cm)')).toBeNull();
      const user = userEvent.setup();
      await user.type(sheet.getByLabelText('Height (ft)'), '5');
      await user.type(sheet.getByLabelText('Height (in)'), '10');
      await user.type(sheet.getByLabelText('Weight (lb)'), '170');
    });
    expect(us.result).toBe(metric.result);
    expect(us.sheet.getByText(/^10 × 77.1 kg \+ 6.25 × 177.8 cm − 5 × 35 y \+ 5 = /)).toBeInTheDocument();

    await us.user.click(us.sheet.getByRole('button', { name: 'Use these goals' }));
    await us.user.click(us.sheet.getByRole('button', { name: 'Save goals' }));
    const goals = within(await screen.findByRole('region', { name: 'Daily goals' }));
    expect(await goals.findByText('Your own goals.')).toBeInTheDocument();
    expect(`${sent[0]!.calories.toLocaleString('en-US')} kcal`).toBe(us.result!.split(' · ')[0]);
  });

  it('says the calculator’s limits in feet, inches and pounds', async () => {
    const { sheet } = await calculate(['en-US'], async (sheet) => {
      const user = userEvent.setup();
      await user.type(sheet.getByLabelText('Height (ft)'), '9');
      await user.type(sheet.getByLabelText('Weight (lb)'), '170');
    });
    expect(sheet.getByLabelText('Height (ft)')).toHaveAccessibleDescription('Enter 3 ft 4 in to 8 ft 2 in.');
  });

  it('shows and takes the calorie goal in kJ, and stores it in kcal', async () => {
    server.use(...displayPreferencesHandlers.kilojoules);
    const sent = sentGoals();
    const user = userEvent.setup();
    renderWithProviders(<ProfileScreen user={demoUser} onSignOut={signOut} />, { path: '/profile' });
    const goals = within(await screen.findByRole('region', { name: 'Daily goals' }));
    // 2,000 kcal is 8,368 kJ.
    expect(await goals.findByText('8,368 kJ')).toBeInTheDocument();
    await user.click(goals.getByRole('button', { name: 'Edit goals' }));
    const sheet = await sheetNamed('Daily goals');
    const energy = sheet.getByLabelText('Calories (kJ)');
    expect(energy).toHaveValue('8368');
    await user.clear(energy);
    await user.type(energy, '2000');
    await user.click(sheet.getByRole('button', { name: 'Save goals' }));
    expect(energy).toHaveAccessibleDescription('Enter a whole number from 2,092 to 41,840 kJ.');
    await user.clear(energy);
    await user.type(energy, '8400');
    await user.click(sheet.getByRole('button', { name: 'Save goals' }));
    // 8,400 kJ is 2,008 kcal, stored; shown again in kJ.
    expect(await goals.findByText('8,401 kJ')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ calories: 2008 });
    await user.click(goals.getByRole('button', { name: 'Edit goals' }));
    expect((await sheetNamed('Daily goals')).getByLabelText('Calories (kJ)')).toHaveValue('8401');
  });
});
