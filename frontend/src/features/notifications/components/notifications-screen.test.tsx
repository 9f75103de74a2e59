import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/intl';
import { demoUser } from '@/testing/mocks/fixtures';
import { preferencesApi } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { NotificationsScreen } from './notifications-screen';

const renderIn = (deviceLocales: readonly string[]) => {
  server.use(...preferencesApi());
  return renderWithProviders(<NotificationsScreen userId={demoUser.id} />, {
    path: '/notifications',
    deviceLocales,
  });
};

describe('NotificationsScreen in other languages', () => {
  // The switches measure their thumbs; jsdom has no ResizeObserver, and nothing here needs sizes.
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    return () => vi.unstubAllGlobals();
  });

  it('reads in German, its times as German writes them', async () => {
    await loadMessages('de');
    renderIn(['de-DE']);
    expect(await screen.findByRole('switch', { name: /^Scan-Erinnerungen/ })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Uhrzeit der Erinnerung' })).toBeInTheDocument();
    const time = screen.getByRole('combobox', { name: 'Tägliche Scan-Erinnerung um' });
    expect(within(time).getByRole('option', { name: '18:00' })).toHaveValue('18:00');
    expect(screen.getByRole('button', { name: 'Einstellungen speichern' })).toBeDisabled();
  });

  it('agrees the Spanish count with its number', async () => {
    const user = userEvent.setup();
    await loadMessages('es');
    renderIn(['es-ES']);
    expect(await screen.findByText('3 de 5 activadas')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Notificaciones push/ }));
    await user.click(screen.getByRole('switch', { name: /^Informes semanales/ }));
    expect(screen.getByText('1 de 5 activada')).toBeInTheDocument();
  });
});
