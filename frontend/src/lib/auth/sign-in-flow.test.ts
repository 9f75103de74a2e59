import { describe, expect, it, vi } from 'vitest';
import { BOTH_METHODS_FAILED, GOOGLE_CANCELLED } from './auth-errors';
import type { ProviderId } from './auth-service';
import { signInWithFallback, type SignInMethods } from './sign-in-flow';

const fail = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function methods(popupError?: string, redirectError?: string, configured = true) {
  return {
    configured,
    host: 'morsel.test',
    popup: vi.fn(async () => {
      if (popupError) throw fail(popupError);
    }),
    redirect: vi.fn(async () => {
      if (redirectError) throw fail(redirectError);
    }),
  } satisfies SignInMethods;
}

describe('signInWithFallback', () => {
  it.each<ProviderId>(['google', 'apple', 'facebook'])('%s: a working popup is enough', async (provider) => {
    const m = methods();
    await expect(signInWithFallback(provider, m)).resolves.toBe('popup');
    expect(m.redirect).not.toHaveBeenCalled();
  });

  it.each([
    ['google', 'Google authentication not configured. Please provide credentials.'],
    ['apple', 'Apple authentication not configured. Please provide credentials.'],
    ['facebook', 'Facebook authentication not configured. Please provide credentials.'],
  ] as const)('%s without configuration raises the not-configured error', async (provider, message) => {
    const m = methods(undefined, undefined, false);
    await expect(signInWithFallback(provider, m)).rejects.toThrow(message);
    expect(m.popup).not.toHaveBeenCalled();
  });

  it('google: a blocked popup falls back to a redirect', async () => {
    const m = methods('auth/popup-blocked');
    await expect(signInWithFallback('google', m)).resolves.toBe('redirect');
  });

  it('google: when the redirect fails too, says both failed', async () => {
    await expect(signInWithFallback('google', methods('auth/popup-blocked', 'auth/internal-error'))).rejects.toThrow(
      BOTH_METHODS_FAILED,
    );
  });

  it('google: a closed popup is a cancellation, with no redirect', async () => {
    const m = methods('auth/popup-closed-by-user');
    await expect(signInWithFallback('google', m)).rejects.toThrow(GOOGLE_CANCELLED);
    expect(m.redirect).not.toHaveBeenCalled();
  });

  it('google: another popup failure does not redirect', async () => {
    const m = methods('auth/network-request-failed');
    await expect(signInWithFallback('google', m)).rejects.toThrow(
      'Google authentication failed: Firebase: Error (auth/network-request-failed).',
    );
    expect(m.redirect).not.toHaveBeenCalled();
  });

  it('google: an unauthorized domain tells the operator to add the host', async () => {
    await expect(signInWithFallback('google', methods('auth/unauthorized-domain'))).rejects.toThrow(
      /morsel\.test.*authorized domains/,
    );
  });

  it.each<ProviderId>(['apple', 'facebook'])('%s: any popup failure falls back to a redirect', async (provider) => {
    const m = methods('auth/internal-error');
    await expect(signInWithFallback(provider, m)).resolves.toBe('redirect');
  });

  it.each([
    ['apple', 'Apple authentication failed: Firebase: Error (auth/network-request-failed).'],
    ['facebook', 'Facebook authentication failed: Firebase: Error (auth/network-request-failed).'],
  ] as const)(
    '%s: when the redirect fails too, "<Provider> authentication failed: <message>"',
    async (provider, message) => {
      await expect(
        signInWithFallback(provider, methods('auth/internal-error', 'auth/network-request-failed')),
      ).rejects.toThrow(message);
    },
  );

  it.each([
    ['apple', 'Apple sign-in not enabled'],
    ['facebook', 'Facebook sign-in not enabled'],
  ] as const)('%s: operation-not-allowed says sign-in is not enabled', async (provider, message) => {
    await expect(signInWithFallback(provider, methods('auth/operation-not-allowed'))).rejects.toThrow(message);
  });

  it.each([
    ['apple', 'Domain not authorized for Apple sign-in'],
    ['facebook', 'Domain not authorized for Facebook sign-in'],
  ] as const)('%s: an unauthorized domain gives the domain message', async (provider, message) => {
    await expect(signInWithFallback(provider, methods('auth/unauthorized-domain'))).rejects.toThrow(message);
  });
});
