import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/intl';
import { displayPreferencesHandlers } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';

/** The hero's figure and its unit, as read together ('105 kcal'). */
const heroEnergy = async (name: string) => {
  const hero = await screen.findByRole('region', { name });
  return hero.querySelector('p')!.textContent;
};

describe('a result in other languages and units', () => {
  it('speaks German, with its figures in kcal', async () => {
    await loadMessages('de');
    renderApp('/results/scan-banana', { deviceLocales: ['de-DE'] });
    expect(await screen.findByRole('heading', { name: 'Banana' })).toBeInTheDocument();
    expect(screen.getByText('97 % Treffer')).toBeInTheDocument();
    expect(screen.getByText(/^Aus deinem Scan erkannt ·/)).toBeInTheDocument();
    expect(await heroEnergy('Auf einen Blick')).toBe('105kcal');
    const items = within(screen.getByRole('heading', { name: 'Was drin ist' }).closest('section')!);
    expect(items.getByText('105 kcal')).toBeInTheDocument();
    expect(items.getByText('1 medium · 118 g')).toBeInTheDocument();
    expect(items.getByText('Aus der Lebensmitteldatenbank')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut eintragen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan löschen' })).toBeInTheDocument();
  });

  it('shows kJ once the user chose kilojoules', async () => {
    await loadMessages('de');
    server.use(...displayPreferencesHandlers.kilojoules);
    renderApp('/results/scan-banana', { deviceLocales: ['de-DE'] });
    expect(await screen.findByRole('heading', { name: 'Banana' })).toBeInTheDocument();
    // 105 kcal × 4.184 = 439 kJ.
    expect(await screen.findByText('439 kJ')).toBeInTheDocument();
    expect(await heroEnergy('Auf einen Blick')).toBe('439kJ');
  });

  it('weighs the foods in ounces on a US phone', async () => {
    renderApp('/results/scan-banana', { deviceLocales: ['en-US'] });
    expect(await screen.findByText('1 medium · 4.2 oz')).toBeInTheDocument();
    expect(screen.getByText('97% Match')).toBeInTheDocument();
  });
});
