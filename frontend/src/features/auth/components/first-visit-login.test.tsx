import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '@/lib/auth/auth-context';
import { handOverOtherSessionsEnded } from '@/lib/auth/other-sessions-notice';
import { loadMessages } from '@/lib/i18n/intl';
import { FixedLocaleProvider } from '@/lib/i18n/locale-provider';
import { createQueryClient } from '@/lib/query-client';
import { demoUser } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { createMockAuthService, type MockAuthOptions } from '@/testing/mock-auth-service';
import { renderWithProviders } from '@/testing/render';
import { FirstVisitLogin } from './first-visit-login';

/** A visitor with no session, whose backend login ends the account's other sessions (or not). */
function visitorApi({ otherSessionsEnded }: { otherSessionsEnded: boolean }) {
  server.use(
    http.get('*/api/auth/me', () => HttpResponse.json(null)),
    http.post('*/api/auth/login', () => HttpResponse.json({ ...demoUser, otherSessionsEnded })),
  );
}

/** The page as its own script runs it: its providers only, no router. */
function renderFirstVisit(
  onSignedIn: (otherSessionsEnded: boolean) => void,
  { language = 'en', auth = {} }: { language?: 'en' | 'de'; auth?: MockAuthOptions } = {},
) {
  const service = createMockAuthService({ user: null, ...auth });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider loadService={async () => service}>
        <FixedLocaleProvider language={language}>
          <FirstVisitLogin onSignedIn={onSignedIn} />
        </FixedLocaleProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('sign-in as a first visit gets it', () => {
  it('signs in with the provider, says it is signing you in, then hands over to the app once', async () => {
    visitorApi({ otherSessionsEnded: false });
    const onSignedIn = vi.fn();
    renderFirstVisit(onSignedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(false));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    // Until the app has opened, the page says what is happening and takes no second tap.
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('links the legal pages as pages of their own, with no router', async () => {
    visitorApi({ otherSessionsEnded: false });
    renderFirstVisit(() => undefined);
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('says what went wrong in the page’s language', async () => {
    visitorApi({ otherSessionsEnded: false });
    await loadMessages('de');
    renderFirstVisit(() => undefined, {
      language: 'de',
      auth: { popupError: 'auth/popup-blocked', redirectError: 'auth/internal-error' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter mit Google' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dein Browser hat das Anmeldefenster blockiert.');
  });

  it('hands the notice that other sessions ended over to the app it opens', async () => {
    visitorApi({ otherSessionsEnded: true });
    const onSignedIn = vi.fn(handOverOtherSessionsEnded);
    const first = renderFirstVisit(onSignedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(true));
    first.unmount();

    // The app, opened next in the same tab, shows the notice once.
    server.use(http.get('*/api/auth/me', () => HttpResponse.json(demoUser)));
    function Notice() {
      return <p data-testid="notice">{String(useAuth().otherSessionsEnded)}</p>;
    }
    const app = renderWithProviders(<Notice />);
    expect(screen.getByTestId('notice')).toHaveTextContent('true');
    app.unmount();
    renderWithProviders(<Notice />);
    expect(screen.getByTestId('notice')).toHaveTextContent('false');
  });
});
