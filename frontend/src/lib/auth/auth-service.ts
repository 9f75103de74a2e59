/** The identity provider behind sign-in (Firebase in the app, a mock in Storybook and dev:mock). */
export type ProviderId = 'google' | 'apple' | 'facebook';

export const PROVIDER_LABEL: Record<ProviderId, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

/** The identity provider's user, as far as the app needs it. */
export interface ProviderUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthService {
  /** Calls back with the provider's user (null when signed out) now and on every change. Returns an unsubscribe. */
  onUserChanged(callback: (user: ProviderUser | null) => void): () => void;
  /** Completes a redirect sign-in that brought the browser back here, if any. */
  checkRedirectResult(): Promise<void>;
  /** Popup first, then redirect (see sign-in-flow.ts). Resolves once signed in, or as the page leaves for a redirect. */
  signIn(provider: ProviderId): Promise<void>;
  /** A fresh ID token of the current user (renewed when within 30 s of expiry). */
  getIdToken(): Promise<string>;
  signOut(): Promise<void>;
}
