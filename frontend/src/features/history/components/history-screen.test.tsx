import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoUser } from '@/testing/mocks/fixtures';
import { createMockAuthService } from '@/testing/mock-auth-service';
import { loadMessages } from '@/lib/i18n/intl';
import { displayPreferencesHandlers, scanApi } from '@/testing/mocks/handlers';
import { LOG_NOW, todayUnderGoal, weekWithGaps } from '@/testing/mocks/log-fixtures';
import { server } from '@/testing/mocks/server';
import { renderApp, renderWithProviders } from '@/testing/render';
import { HistoryScreen } from './history-screen';
import * as stories from './history-screen.stories';

const { Populated } = composeStories(stories);

describe('HistoryScreen', () => {
  it('asks the API for the given user and lists the answer', async () => {
    let requestedPath = '';
    server.use(
      http.get('*/api/users/:userId/scans', ({ request }) => {
        requestedPath = new URL(request.url).pathname;
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<HistoryScreen userId="u-42" />, { path: '/history' });
    expect(await screen.findByText('No scans yet')).toBeInTheDocument();
    expect(requestedPath).toBe('/api/users/u-42/scans');
  });

  it('shows an error the user can retry when the server fails', async () => {
    server.use(
      http.get('*/api/users/:userId/scans', () =>
        HttpResponse.json({ error: { code: 'internal_error', message: 'boom' } }, { status: 500 }),
      ),
    );
    renderWithProviders(<HistoryScreen userId={demoUser.id} />, { path: '/history' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load your history");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('renders the Populated story from the shared fixtures', async () => {
    server.use(...scanApi(weekWithGaps, { processingMs: 0, clock: () => LOG_NOW }));
    renderWithProviders(<Populated />, { path: '/history' });
    expect(await screen.findByRole('heading', { name: 'Yesterday' })).toBeInTheDocument();
    // Two entries of Greek salad; each entry lists its foods under it with their stars, and a third
    // entry (apple pie and greek salad) has it too.
    expect(screen.getAllByRole('link', { name: /Greek salad/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Favourite: Greek salad' })).toHaveLength(3);
  });
});

describe('HistoryScreen in the reader’s language and units', () => {
  it('reads in German: days, meals, counts and figures', async () => {
    await loadMessages('de');
    server.use(...scanApi(weekWithGaps, { processingMs: 0, clock: () => LOG_NOW }));
    renderWithProviders(<HistoryScreen userId={demoUser.id} now={LOG_NOW} />, {
      path: '/history',
      deviceLocales: ['de-DE'],
    });
    expect(await screen.findByRole('heading', { name: 'Scan-Verlauf' })).toBeInTheDocument();
    const today = within(await screen.findByRole('region', { name: 'Heute im Vergleich zu deinen Zielen' }));
    expect(today.getByText('2 Einträge')).toBeInTheDocument();
    expect(today.getByText('1.459 kcal übrig')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gestern' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fr., 20. Nov.' })).toBeInTheDocument();
    const yesterday = within(screen.getByRole('region', { name: 'Gestern' }));
    expect(yesterday.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Frühstück',
      'Mittagessen',
      'Abendessen',
      'Snacks',
    ]);
    expect(yesterday.getByText('Braucht einen Namen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diese Woche' })).toBeInTheDocument();
  });

  it('counts entries in Spanish, one and several', async () => {
    await loadMessages('es');
    server.use(...scanApi(todayUnderGoal.slice(0, 1), { processingMs: 0, clock: () => LOG_NOW }));
    const { unmount } = renderWithProviders(<HistoryScreen userId={demoUser.id} now={LOG_NOW} />, {
      path: '/history',
      deviceLocales: ['es-ES'],
    });
    expect(await screen.findByText('1 entrada')).toBeInTheDocument();
    unmount();
    server.use(...scanApi(todayUnderGoal, { processingMs: 0, clock: () => LOG_NOW }));
    renderWithProviders(<HistoryScreen userId={demoUser.id} now={LOG_NOW} />, {
      path: '/history',
      deviceLocales: ['es-ES'],
    });
    expect(await screen.findByText('2 entradas')).toBeInTheDocument();
  });

  it('shows energy in kJ once the user has chosen it, the week chart too', async () => {
    server.use(
      ...displayPreferencesHandlers.kilojoules,
      ...scanApi(todayUnderGoal, { processingMs: 0, clock: () => LOG_NOW }),
    );
    renderWithProviders(<HistoryScreen userId={demoUser.id} now={LOG_NOW} />, { path: '/history' });
    // 541 of 2,000 kcal is 2,264 of 8,368 kJ.
    expect(
      await screen.findByRole('img', { name: /^2,264 of 8,368 kJ eaten today: 6,104 kJ left\.$/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Calories (kJ)' })).toBeInTheDocument();
    expect(screen.getByText(/against a goal of 8,368 kJ\./)).toBeInTheDocument();
    expect(screen.queryByText(/kcal/)).toBeNull();
  });
});

describe('routing by session', () => {
  it('sends a signed-out visitor from /history to /login', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.json(null)));
    const { router } = renderApp('/history', { auth: createMockAuthService({ user: null }) });
    expect(await screen.findByText('Smart food analysis')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the signed-in user their history with the tab bar', async () => {
    renderApp('/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Banana/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
