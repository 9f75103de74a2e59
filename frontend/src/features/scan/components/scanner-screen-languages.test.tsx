import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/intl';
import { displayPreferencesHandlers, scanHandlers } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';

/** The one-tap rows: a saved meal of two foods (2 eggs and a banana, 248 kcal) and two favourites. */
const withShortcuts = () => server.use(...scanHandlers.withShortcuts);

describe('the scanner in other languages and units', () => {
  it('speaks German: headings, the one-tap rows and their energy in kcal', async () => {
    await loadMessages('de');
    withShortcuts();
    renderApp('/scanner', { camera: 'denied', deviceLocales: ['de-DE'] });
    expect(await screen.findByRole('heading', { name: 'Mit Worten eintragen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'So funktioniert es' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tipps für beste Ergebnisse' })).toBeInTheDocument();
    expect(screen.getByLabelText('Schreib oder sag, was du gegessen hast')).toBeInTheDocument();
    const meals = within(await screen.findByRole('region', { name: 'Deine gespeicherten Mahlzeiten' }));
    expect(meals.getByRole('button', { name: /My usual breakfast/ })).toHaveTextContent(/2 Lebensmittel · \d+ kcal$/);
    const favourites = within(screen.getByRole('region', { name: 'Deine Favoriten' }));
    expect(favourites.getByRole('button', { name: /Banana/ })).toHaveTextContent(/1 medium · 105 kcal$/);
  });

  it('shows the energy in kJ once the user chose kilojoules', async () => {
    await loadMessages('de');
    withShortcuts();
    server.use(...displayPreferencesHandlers.kilojoules);
    renderApp('/scanner', { camera: 'denied', deviceLocales: ['de-DE'] });
    const favourites = within(await screen.findByRole('region', { name: 'Deine Favoriten' }));
    // 105 kcal × 4.184 = 439 kJ.
    expect(await favourites.findByRole('button', { name: /Banana.*439 kJ/ })).toBeInTheDocument();
  });

  it('counts foods read from words with Spanish plurals', async () => {
    await loadMessages('es');
    renderApp('/scanner', { camera: 'denied', deviceLocales: ['es-ES'] });
    const words = await screen.findByLabelText('Escribe o di lo que comiste');
    await userEvent.type(words, '2 eggs');
    expect(await screen.findByRole('button', { name: /^Registrar 1 alimento · \d+ kcal$/ })).toBeInTheDocument();
    await userEvent.type(words, ', a banana');
    expect(await screen.findByRole('button', { name: /^Registrar 2 alimentos · \d+ kcal$/ })).toBeInTheDocument();
  });

  it('weighs a food in ounces on a US phone', async () => {
    withShortcuts();
    renderApp('/scanner', { camera: 'denied', deviceLocales: ['en-US'] });
    const words = await screen.findByLabelText('Type or say what you ate');
    await userEvent.type(words, '200 g rice');
    const rows = within(await screen.findByRole('list', { name: 'Foods in your words' }));
    await userEvent.click(await rows.findByRole('button', { name: /rice/i }));
    const sheet = within(await screen.findByRole('dialog', { name: /^Change / }));
    expect(await sheet.findByRole('spinbutton', { name: 'Ounces' })).toHaveValue(7.05);
    expect(sheet.getByText(/^7\.1 oz · \d+ kcal$/)).toBeInTheDocument();
  });
});
