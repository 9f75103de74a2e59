import type { AuthConfig } from '@/client';
import type { AuthService, ProviderId, ProviderUser } from './auth-service';
import { signInWithFallback } from './sign-in-flow';
import { isTokenExpired } from './token-expiry';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.appendChild(script);
  });
}

/**
 * Firebase Authentication. Loaded on demand (dynamic import), so pages that
 * never sign anyone in, like the landing page, do not download the SDK.
 *
 * Popups open at 500×600, the SDK's size. In emulator mode the emulator is
 * served on this origin and `/gapi-shim.js` stands in for Google's iframe
 * library, so sign-in works with no network (see auth-emulator-proxy.ts).
 */
export async function createFirebaseAuthService(config: AuthConfig): Promise<AuthService> {
  const [{ getApps, initializeApp }, firebaseAuth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const {
    browserLocalPersistence,
    browserPopupRedirectResolver,
    connectAuthEmulator,
    FacebookAuthProvider,
    getAuth,
    getRedirectResult,
    GoogleAuthProvider,
    indexedDBLocalPersistence,
    initializeAuth,
    OAuthProvider,
    onAuthStateChanged,
    signInWithPopup,
    signInWithRedirect,
    signOut,
  } = firebaseAuth;

  const configured = Boolean(config.apiKey) && !config.apiKey.includes('invalid');
  const existing = getApps().find((a) => a.name === 'morsel');
  const app =
    existing ??
    initializeApp(
      {
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        ...(config.appId ? { appId: config.appId } : {}),
      },
      'morsel',
    );
  // The emulator's helper must be in place, and the emulator connected, before the SDK's first request:
  // initializeAuth starts restoring a saved user at once, which calls Google unless connected.
  if (config.mode === 'emulator' && !existing) await loadScript('/gapi-shim.js');
  const auth = existing
    ? getAuth(app)
    : initializeAuth(app, {
        persistence: [indexedDBLocalPersistence, browserLocalPersistence],
        popupRedirectResolver: browserPopupRedirectResolver,
      });
  if (config.mode === 'emulator' && !existing) {
    connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
  }

  const providerFor = (id: ProviderId) => {
    switch (id) {
      case 'google': {
        const provider = new GoogleAuthProvider();
        provider.addScope('email');
        provider.addScope('profile');
        provider.setCustomParameters({ prompt: 'select_account' }); // the account chooser, every time
        return provider;
      }
      case 'apple': {
        const provider = new OAuthProvider('apple.com');
        provider.addScope('email');
        provider.addScope('name');
        return provider;
      }
      case 'facebook': {
        const provider = new FacebookAuthProvider();
        provider.addScope('email');
        provider.addScope('public_profile');
        return provider;
      }
    }
  };

  const toProviderUser = (
    user: { uid: string; email: string | null; displayName: string | null; photoURL: string | null } | null,
  ): ProviderUser | null =>
    user ? { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL } : null;

  return {
    onUserChanged: (callback) => onAuthStateChanged(auth, (user) => callback(toProviderUser(user))),
    async checkRedirectResult() {
      await getRedirectResult(auth);
    },
    async signIn(provider) {
      await signInWithFallback(provider, {
        configured,
        host: window.location.host,
        popup: async (id) => {
          await signInWithPopup(auth, providerFor(id));
        },
        redirect: (id) => signInWithRedirect(auth, providerFor(id)),
      });
    },
    async getIdToken() {
      const user = auth.currentUser;
      if (!user) throw new Error('Not signed in with the identity provider.');
      const result = await user.getIdTokenResult();
      return isTokenExpired(result.expirationTime) ? user.getIdToken(true) : result.token;
    },
    signOut: () => signOut(auth),
  };
}
