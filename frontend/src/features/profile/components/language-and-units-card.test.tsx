import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/intl';
import { demoUser } from '@/testing/mocks/fixtures';
import { displayPreferencesApi, displayPreferencesHandlers } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { LanguageAndUnitsCard } from './language-and-units-card';

const card = (deviceLocales?: readonly string[]) =>
  renderWithProviders(<LanguageAndUnitsCard userId={demoUser.id} />, deviceLocales ? { deviceLocales } : {});

/** The card once the account's choices have loaded (the choices are disabled until then). */
async function loadedCard(deviceLocales?: readonly string[]) {
  card(deviceLocales);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled());
}

const chosen = (group: string) =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .find((radio) => radio.getAttribute('aria-checked') === 'true')?.textContent;

describe('Language and units', () => {
  it("starts from the device's locale: a US phone reads ounces, fluid ounces, feet and pounds, kcal", async () => {
    await loadedCard(['en-US']);
    expect(chosen('Energy')).toBe('kcal');
    expect(chosen('Food amounts')).toBe('oz');
    expect(chosen('Drinks')).toBe('fl oz');
    expect(chosen('Height and weight')).toBe('ft, lb');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Same as my phone (English)');
  });

  it('reads metric and kJ in Australia', async () => {
    card(['en-AU']);
    await waitFor(() => expect(chosen('Energy')).toBe('kJ'));
    expect(chosen('Food amounts')).toBe('g');
  });

  it('saves a unit for the account and shows it chosen', async () => {
    server.use(...displayPreferencesApi());
    const user = userEvent.setup();
    await loadedCard();
    await user.click(screen.getByRole('radio', { name: 'kJ' }));
    expect(chosen('Energy')).toBe('kJ');
    // The server keeps it: the account answers kJ, the other choices still following the device.
    const stored = async () =>
      (await (await fetch(`http://localhost/api/users/${demoUser.id}/display-preferences`)).json()) as unknown;
    await waitFor(async () => expect(await stored()).toMatchObject({ energyUnit: 'kJ', massUnit: null }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'kJ' })).toBeEnabled());
    expect(chosen('Energy')).toBe('kJ');
  });

  it('switches the whole card to German when German is chosen', async () => {
    await loadMessages('de');
    server.use(...displayPreferencesApi());
    const user = userEvent.setup();
    await loadedCard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('heading', { name: 'Sprache und Einheiten' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Lebensmittelmengen' })).toBeInTheDocument();
  });

  it('says when a choice could not be saved, and keeps the stored one', async () => {
    server.use(...displayPreferencesHandlers.saveFails);
    const user = userEvent.setup();
    await loadedCard();
    await user.click(screen.getByRole('radio', { name: 'oz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice wasn’t saved.');
    expect(chosen('Food amounts')).toBe('g');
  });

  it("shows an account's saved choice over the device's", async () => {
    server.use(
      ...displayPreferencesApi({ language: null, energyUnit: 'kJ', massUnit: 'oz', volumeUnit: null, bodyUnits: null }),
    );
    card(['en-GB']);
    await waitFor(() => expect(chosen('Food amounts')).toBe('oz'));
    expect(chosen('Energy')).toBe('kJ');
    expect(chosen('Drinks')).toBe('ml');
  });
});
