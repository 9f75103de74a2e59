import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/intl';
import { renderWithProviders } from '@/testing/render';
import { LabsScreen } from './labs-screen';

describe('LabsScreen in German', () => {
  it('names every page and says what it is for, in German', async () => {
    await loadMessages('de');
    renderWithProviders(<LabsScreen />, { path: '/labs', deviceLocales: ['de-DE'] });
    const pages = within(await screen.findByRole('list', { name: 'Labs-Seiten' }));
    expect(pages.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Nährwert-Demo',
      'Lebensmittelsuche',
      'Test der Erkennungs-Engine',
      'Test des On-Device-Modells',
    ]);
    expect(pages.getByRole('link', { name: 'Lebensmittelsuche' })).toHaveAccessibleDescription(
      'Durchsuche die Lebensmitteldatenbank und sieh dir die Nährwerte jedes Lebensmittels pro Portion an.',
    );
    expect(screen.getByText(/Nichts, was du hier tust, landet in deinem Verlauf\./)).toBeInTheDocument();
  });
});
