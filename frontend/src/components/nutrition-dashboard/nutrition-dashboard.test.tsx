import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/intl';
import { fullNutrition, minimalNutrition } from '@/testing/mocks/fixtures';
import { displayPreferencesHandlers } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { NutritionDashboard } from './nutrition-dashboard';

describe('NutritionDashboard in the reader’s language and units', () => {
  it('reads in German', async () => {
    await loadMessages('de');
    renderWithProviders(<NutritionDashboard nutritionData={fullNutrition} />, { deviceLocales: ['de-DE'] });
    const health = within(await screen.findByRole('region', { name: 'Gesundheitsüberblick' }));
    expect(health.getByRole('img', { name: 'Bewertung B: gute Nährwertqualität' })).toBeInTheDocument();
    expect(health.getByText('Verarbeitetes Lebensmittel')).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'Nährwertangaben' }));
    expect(facts.getByRole('row', { name: 'Natrium 780 mg 34 %' })).toBeInTheDocument();
    expect(facts.getByRole('columnheader', { name: '% Tageswert*' })).toBeInTheDocument();
    const allergens = within(screen.getByRole('region', { name: 'Allergene' }));
    expect(allergens.getByRole('list', { name: 'Enthält' })).toHaveTextContent('Milch');
    expect(allergens.getByRole('list', { name: 'Kann enthalten' })).toHaveTextContent('Sulfite');
  });

  it('names the missing figures in German', async () => {
    await loadMessages('de');
    renderWithProviders(<NutritionDashboard nutritionData={minimalNutrition} />, { deviceLocales: ['de-DE'] });
    expect(
      await screen.findByText('Es fehlen: Zucker, gesättigte Fettsäuren, Natrium und Ballaststoffe.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Unbekannt').length).toBeGreaterThan(0);
  });

  it('shows energy in kJ once the user has chosen it', async () => {
    server.use(...displayPreferencesHandlers.kilojoules);
    renderWithProviders(<NutritionDashboard nutritionData={minimalNutrition} />);
    const facts = within(await screen.findByRole('region', { name: 'Nutrition Facts' }));
    // 95 kcal is 397 kJ; the footnote's 2,000 kcal is 8,368 kJ.
    expect(await facts.findByRole('row', { name: /^Calories 397 kJ/ })).toBeInTheDocument();
    expect(facts.getByText(/daily values for 8,368 kJ a day/)).toBeInTheDocument();
    expect(facts.queryByText(/kcal/)).toBeNull();
  });
});
