import {
  BOTH_METHODS_FAILED,
  errorCode,
  errorMessage,
  GOOGLE_CANCELLED,
  googleUnauthorizedDomainMessage,
  notConfiguredMessage,
  providerDomainNotAuthorizedMessage,
  providerFailedMessage,
  signInNotEnabledMessage,
} from './auth-errors';
import type { ProviderId } from './auth-service';

/** The two ways to sign in with a provider, as the identity SDK offers them. */
export interface SignInMethods {
  /** Whether the provider configuration exists (its key is set and does not contain 'invalid'). */
  configured: boolean;
  popup(provider: ProviderId): Promise<void>;
  redirect(provider: ProviderId): Promise<void>;
  host: string;
}

const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/**
 * Sign-in: a popup first, falling back to a redirect when
 * Google's popup is blocked, or when Apple's or Facebook's popup fails.
 * Every failure becomes an Error whose message is the text the login page shows. A popup
 * the user closes is reported by the SDK 8 s after it closes.
 */
export async function signInWithFallback(provider: ProviderId, methods: SignInMethods): Promise<'popup' | 'redirect'> {
  if (!methods.configured) throw new Error(notConfiguredMessage(provider));
  try {
    await methods.popup(provider);
    return 'popup';
  } catch (popupError) {
    const code = errorCode(popupError);
    if (CANCELLED.has(code)) {
      throw new Error(
        provider === 'google' ? GOOGLE_CANCELLED : providerFailedMessage(provider, 'sign-in was cancelled'),
        { cause: popupError },
      );
    }
    if (code === 'auth/unauthorized-domain') {
      throw new Error(
        provider === 'google'
          ? googleUnauthorizedDomainMessage(methods.host)
          : providerDomainNotAuthorizedMessage(provider),
        { cause: popupError },
      );
    }
    if (code === 'auth/operation-not-allowed')
      throw new Error(signInNotEnabledMessage(provider), { cause: popupError });

    const fallBack = provider === 'google' ? code === 'auth/popup-blocked' : true;
    if (!fallBack) throw new Error(providerFailedMessage(provider, errorMessage(popupError)), { cause: popupError });
    try {
      await methods.redirect(provider);
      return 'redirect';
    } catch (redirectError) {
      if (code === 'auth/popup-blocked') throw new Error(BOTH_METHODS_FAILED, { cause: redirectError });
      throw new Error(providerFailedMessage(provider, errorMessage(redirectError) || errorMessage(popupError)), {
        cause: redirectError,
      });
    }
  }
}
