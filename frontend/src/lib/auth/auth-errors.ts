import type { Error as ErrorBody } from '@/client';
import { currentIntl, type MessageId } from '@/lib/i18n/intl';
import { localisedServerMessage } from '../api-error-message';
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

/** What the login page tells the person about a failed sign-in: what happened, what to do, and details for support. */
export interface LoginAlert {
  /** What happened, in one plain sentence. */
  title: string;
  /** What to do about it. */
  action: string;
  /** Codes and the technical message, for support only (shown behind 'Details'). */
  details: string[];
}

/** Codes the identity provider reports when the person closes or abandons its sign-in window. */
const CANCELLED_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/** The identity provider's code anywhere along the error's causes. */
function providerCode(error: unknown): string {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = errorCode(current);
    if (code) return code;
    current = current instanceof Error ? current.cause : undefined;
  }
  return '';
}

/**
 * An API error's status, contract error code and message (in the user's language), read without
 * importing the client's error class.
 */
function apiFailure(error: unknown): { status: number; code: string | null; message: string | null } | null {
  if (!(error instanceof Error) || error.name !== 'ApiError') return null;
  const { status, body } = error as Error & { status?: unknown; body?: ErrorBody | null };
  if (typeof status !== 'number') return null;
  return { status, code: body?.error?.code ?? null, message: localisedServerMessage(body?.error ? body : null) };
}

/** What to do about each kind of sign-in failure; what happened is its `errors.signIn.<kind>.title`. */
const ACTION = {
  tooMany: 'errors.signIn.tooMany.action',
  unavailable: 'errors.signIn.unavailable.action',
  notConfirmed: 'errors.signIn.notConfirmed.action',
  offline: 'common.checkConnection',
  popupBlocked: 'errors.signIn.popupBlocked.action',
  notSetUp: 'errors.signIn.notSetUp.action',
  failed: 'errors.signIn.failed.action',
} as const satisfies Record<string, MessageId>;
type SignInFailure = keyof typeof ACTION;

/** Whether the person cancelled sign-in (closed the provider's window): not an error, so nothing to show. */
export function isCancelledSignIn(error: unknown): boolean {
  return CANCELLED_CODES.has(providerCode(error)) || /\bcancel+ed\b|closed by the user/i.test(errorMessage(error));
}

/**
 * The alert for a sign-in error, or null when there is nothing to alert (a cancelled sign-in).
 * Its sentences never carry codes, raw server answers or set-up instructions; those go in `details`.
 */
export function loginAlert(error: unknown): LoginAlert | null {
  if (isCancelledSignIn(error)) return null;
  const message = errorMessage(error);
  const code = providerCode(error);
  const api = apiFailure(error);
  const details = [
    ...(code ? [`Code: ${code}`] : []),
    ...(api ? [`Server: HTTP ${api.status}${api.code ? ` ${api.code}` : ''}`] : []),
    ...(message ? [`Message: ${message}`] : []),
  ];
  const intl = currentIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const alert = (failure: SignInFailure, action?: string | null): LoginAlert => ({
    title: text(`errors.signIn.${failure}.title`),
    action: action ?? text(ACTION[failure]),
    details,
  });

  if (api) {
    if (api.status === 429) return alert('tooMany', api.message);
    if (api.status >= 500) return alert('unavailable');
    return alert('notConfirmed');
  }
  if (code === 'auth/network-request-failed' || /network|failed to fetch|offline/i.test(message)) {
    return alert('offline');
  }
  if (code === 'auth/popup-blocked' || /popup[- ]blocked|both popup and redirect/i.test(message)) {
    return alert('popupBlocked');
  }
  if (
    /not authorized|unauthorized-domain|not enabled|operation-not-allowed|not configured/i.test(message) ||
    code === 'auth/unauthorized-domain' ||
    code === 'auth/operation-not-allowed'
  ) {
    return alert('notSetUp');
  }
  return alert('failed');
}
