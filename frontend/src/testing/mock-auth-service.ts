import type { AuthService, ProviderUser } from '@/lib/auth/auth-service';
import { signInWithFallback } from '@/lib/auth/sign-in-flow';
import { demoUser } from './mocks/fixtures';

export const demoProviderUser: ProviderUser = {
  uid: 'firebase-demo-1',
  email: demoUser.email,
  displayName: demoUser.name,
  photoURL: null,
};

export interface MockAuthOptions {
  /** The provider's user at start (default: signed out). */
  user?: ProviderUser | null;
  /** Who a successful sign-in becomes. */
  signsInAs?: ProviderUser;
  /** Firebase error codes the popup and the redirect fail with (e.g. 'auth/popup-blocked'). */
  popupError?: string;
  redirectError?: string;
  /** The provider configuration is missing. */
  notConfigured?: boolean;
  /** Never settle sign-in (to show the busy state). */
  hangSignIn?: boolean;
}

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/**
 * An in-memory identity provider for Storybook, unit tests and `npm run dev:mock`.
 * It runs the real popup-to-redirect rules (signInWithFallback), so stories show real error texts.
 */
export function createMockAuthService(options: MockAuthOptions = {}): AuthService & { calls: string[] } {
  let current: ProviderUser | null = options.user ?? null;
  const listeners = new Set<(user: ProviderUser | null) => void>();
  const calls: string[] = [];
  const emit = () => listeners.forEach((listener) => listener(current));

  return {
    calls,
    onUserChanged(callback) {
      listeners.add(callback);
      queueMicrotask(() => callback(current));
      return () => listeners.delete(callback);
    },
    async checkRedirectResult() {
      calls.push('checkRedirectResult');
    },
    async signIn(provider) {
      calls.push(`signIn:${provider}`);
      if (options.hangSignIn) await new Promise(() => undefined);
      await signInWithFallback(provider, {
        configured: !options.notConfigured,
        host: 'localhost',
        popup: async () => {
          if (options.popupError) throw firebaseError(options.popupError);
          current = options.signsInAs ?? demoProviderUser;
          emit();
        },
        redirect: async () => {
          if (options.redirectError) throw firebaseError(options.redirectError);
          current = options.signsInAs ?? demoProviderUser;
          emit();
        },
      });
    },
    async getIdToken() {
      if (!current) throw new Error('Not signed in with the identity provider.');
      return `mock-id-token.${current.uid}.signature-placeholder`;
    },
    async signOut() {
      calls.push('signOut');
      current = null;
      emit();
    },
  };
}
