import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/intl';
import type { Language } from '@/lib/i18n/languages';
import { FixedLocaleProvider } from '@/lib/i18n/locale-provider';
import { ScreenError } from './screen-error';

/** A screen whose code cannot be fetched, as offline before the service worker kept it. */
const unloadable = () =>
  createMemoryRouter([
    {
      path: '/',
      errorElement: <ScreenError />,
      lazy: async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    },
  ]);

const renderIn = (language: Language = 'en') =>
  render(
    <FixedLocaleProvider language={language}>
      <RouterProvider router={unloadable()} />
    </FixedLocaleProvider>,
  );

describe('a screen that cannot open', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so in plain words, with a way on, instead of the router’s raw error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderIn();
    expect(await screen.findByRole('heading', { name: 'This screen could not open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('offline, says the screen needs a connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderIn();
    expect(await screen.findByRole('heading', { name: 'This screen needs a connection' })).toBeInTheDocument();
  });

  it('says it in German', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadMessages('de');
    renderIn('de');
    expect(
      await screen.findByRole('heading', { name: 'Dieser Bildschirm ließ sich nicht öffnen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });
});
