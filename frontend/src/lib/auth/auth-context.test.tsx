import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoUser } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { createMockAuthService, demoProviderUser } from '@/testing/mock-auth-service';
import { renderWithProviders } from '@/testing/render';
import { useAuth } from './auth-context';

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="user">{auth.user?.email ?? 'none'}</p>
      <p data-testid="error">{auth.error?.message ?? ''}</p>
      <button onClick={() => void auth.signIn('google')}>google</button>
      <button onClick={() => void auth.signOut()}>out</button>
      <button onClick={() => auth.requestProvider()}>provider</button>
    </div>
  );
}

const signedOutApi = () => server.use(http.get('*/api/auth/me', () => HttpResponse.json(null)));

/** Answers every backend login as the demo user, and lists each one made. */
function countLogins(): string[] {
  const logins: string[] = [];
  server.use(
    http.post('*/api/auth/login', () => {
      logins.push('login');
      return HttpResponse.json({ ...demoUser, otherSessionsEnded: false });
    }),
  );
  return logins;
}

describe('auth state machine', () => {
  it('starts loading, then is signed out, without loading the provider', async () => {
    signedOutApi();
    const loader = vi.fn(async () => createMockAuthService());
    renderWithProviders(<Probe />, { loader });
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(loader).not.toHaveBeenCalled();
  });

  it('logs in to the backend with the ID token when the provider reports a user and there is no app user', async () => {
    signedOutApi();
    let authorization = '';
    server.use(
      http.post('*/api/auth/login', ({ request }) => {
        authorization = request.headers.get('authorization') ?? '';
        return HttpResponse.json(demoUser);
      }),
    );
    const auth = createMockAuthService();
    renderWithProviders(<Probe />, { auth });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    await act(async () => screen.getByText('google').click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent(demoUser.email);
    expect(authorization).toMatch(/^Bearer mock-id-token\./);
  });

  it('checks for a redirect result once the provider loads', async () => {
    signedOutApi();
    const auth = createMockAuthService();
    renderWithProviders(<Probe />, { auth });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    await act(async () => screen.getByText('provider').click());
    await waitFor(() => expect(auth.calls).toContain('checkRedirectResult'));
  });

  it('logs in again when the provider user has a different e-mail than the app user', async () => {
    let logins = 0;
    server.use(
      http.post('*/api/auth/login', () => {
        logins++;
        return HttpResponse.json({ ...demoUser, email: 'other@example.com' });
      }),
    );
    const auth = createMockAuthService({ user: { ...demoProviderUser, uid: 'u2', email: 'other@example.com' } });
    renderWithProviders(<Probe />, { auth });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await act(async () => screen.getByText('provider').click());
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('other@example.com'));
    expect(logins).toBe(1);
  });

  it('trusts the server session when signed in: the provider is not loaded, nor asked', async () => {
    const provider = createMockAuthService({ user: null });
    const loader = vi.fn(async () => provider);
    renderWithProviders(<Probe />, { loader });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(loader).not.toHaveBeenCalled();
    // Opening the login page loads it; a provider with no user does not end the server session.
    await act(async () => screen.getByText('provider').click());
    await waitFor(() => expect(provider.calls).toContain('checkRedirectResult'));
    await act(async () => undefined);
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
  });

  it('keeps the user signed out and reports the error when the backend login fails', async () => {
    signedOutApi();
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ error: { code: 'invalid_token', message: 'bad' } }, { status: 401 }),
      ),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Probe />, { auth: createMockAuthService() });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    await act(async () => screen.getByText('google').click());
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('401'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(consoleError).toHaveBeenCalledWith('Backend login failed', expect.anything());
    consoleError.mockRestore();
  });

  it('signs out: clears the app user, logs out of the API, then signs out of the provider', async () => {
    const order: string[] = [];
    server.use(
      http.post('*/api/auth/logout', () => {
        order.push('api');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const auth = createMockAuthService({ user: demoProviderUser });
    const providerSignOut = auth.signOut;
    auth.signOut = async () => {
      order.push('provider');
      await providerSignOut();
    };
    renderWithProviders(<Probe />, { auth });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await act(async () => screen.getByText('out').click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(order).toEqual(['api', 'provider']);
  });

  it('stays signed out while the provider, loaded to sign out, still reports the old user', async () => {
    const logins = countLogins();
    // The provider restores its saved user as it loads, and takes its time to forget it.
    const auth = createMockAuthService({ user: demoProviderUser });
    const providerSignOut = auth.signOut;
    let finishProviderSignOut = () => undefined as void;
    auth.signOut = () =>
      new Promise<void>((resolve) => {
        finishProviderSignOut = () => void providerSignOut().then(resolve);
      });
    renderWithProviders(<Probe />, { auth });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await act(async () => screen.getByText('out').click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    // The provider has reported its saved user by now; it must not sign the app back in.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => finishProviderSignOut());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(logins).toEqual([]);
    // Signing in again is the user's own choice, and works.
    await act(async () => screen.getByText('google').click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(logins).toEqual(['login']);
  });

  it('stays signed out when the provider fails to sign out', async () => {
    const logins = countLogins();
    const auth = createMockAuthService({ user: demoProviderUser });
    auth.signOut = () => Promise.reject(new Error('network'));
    const captured: { signOut?: () => Promise<void> } = {};
    function Capture() {
      const { signOut } = useAuth();
      useEffect(() => {
        captured.signOut = signOut;
      }, [signOut]);
      return null;
    }
    renderWithProviders(
      <>
        <Probe />
        <Capture />
      </>,
      { auth },
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await act(async () => expect(captured.signOut!()).rejects.toThrow('network'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(logins).toEqual([]);
  });
});
