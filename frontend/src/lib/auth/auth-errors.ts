import { PROVIDER_LABEL, type ProviderId } from './auth-service';

/** What sign-in failures say, word for word. */
export const BOTH_METHODS_FAILED =
  'Both popup and redirect authentication failed. Please allow popups for this site or try a different browser.';
export const GOOGLE_CANCELLED = 'Sign-in was cancelled. Please try again and complete the sign-in process.';

export const notConfiguredMessage = (provider: ProviderId) =>
  `${PROVIDER_LABEL[provider]} authentication not configured. Please provide credentials.`;

export const googleUnauthorizedDomainMessage = (host: string) =>
  `This domain (${host}) is not authorized for sign-in. Add ${host} to the authorized domains in the Firebase console (Authentication → Settings → Authorized domains).`;

export const providerDomainNotAuthorizedMessage = (provider: ProviderId) =>
  `Domain not authorized for ${PROVIDER_LABEL[provider]} sign-in. Add this domain to the authorized domains in the Firebase console.`;

export const signInNotEnabledMessage = (provider: ProviderId) =>
  `${PROVIDER_LABEL[provider]} sign-in not enabled. Enable it in the Firebase console under Authentication → Sign-in method.`;

export const providerFailedMessage = (provider: ProviderId, message: string) =>
  `${PROVIDER_LABEL[provider]} authentication failed: ${message}`;

/** Firebase's error code (`auth/popup-blocked`), if any. */
export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The alert the login page shows for a sign-in error. */
export function loginAlertMessage(error: unknown, host: string = globalThis.location?.host ?? 'this site'): string {
  const message = errorMessage(error);
  if (/not authorized|unauthorized-domain/i.test(message)) {
    return `This domain is not authorized for sign-in. Add ${host} to the authorized domains in the Firebase console (Authentication → Settings → Authorized domains).`;
  }
  if (/not enabled|operation-not-allowed/i.test(message)) {
    return 'Enable the sign-in method for this provider in the Firebase console (Authentication → Sign-in method), then try again.';
  }
  if (/popup[- ]blocked|both popup and redirect/i.test(message)) {
    return 'Popup blocked. Please allow popups for this site and try again.';
  }
  if (/cancel|closed/i.test(message)) {
    return 'Sign-in was cancelled. Click the button again and finish signing in in the popup window.';
  }
  return `Authentication failed: ${message || 'Please check your connection and try again.'}`;
}
