import type { IntlShape } from 'react-intl';
import type { Error as ErrorBody } from '@/client';
import { isApiError } from './api-error';
import { currentIntl, loadedMessages, type MessageId } from './i18n/intl';

/** The app's id for a server message id: its `errors` message, when this client knows it. */
function errorsMessageId(messageId: string | undefined): MessageId | null {
  if (!messageId) return null;
  const id = `errors.${messageId}`;
  return Object.hasOwn(loadedMessages('en') ?? {}, id) ? (id as MessageId) : null;
}

/**
 * The message of the contract's Error body in the user's language (or `intl`'s): its
 * `messageId`'s text with its `values`; the server's English `message` for an id this client does
 * not know (a newer server) or a body without one (an older server).
 */
export function localisedServerMessage(body: ErrorBody | null, intl: IntlShape = currentIntl()): string | null {
  if (!body) return null;
  const { messageId, values, message } = body.error;
  const id = errorsMessageId(messageId);
  if (!id) return message;
  try {
    return intl.formatMessage({ id }, values ?? {});
  } catch {
    // Values that do not fit the text the client knows: the server's own words still do.
    return message;
  }
}

/**
 * The server's human-readable message in the user's language (or `intl`'s), when a failed call got
 * the contract's Error body.
 */
export const serverMessageOf = (error: unknown, intl?: IntlShape): string | null =>
  isApiError(error) ? localisedServerMessage(error.body, intl) : null;

/** The server's "too many, try again in N seconds" message for a rate-limited call (429), else null. */
export const rateLimitMessage = (error: unknown): string | null =>
  isApiError(error) && error.status === 429 ? serverMessageOf(error) : null;

/**
 * Why the server refused a request, in its words and the user's language: a rate limit (429) or any
 * other client error (4xx, e.g. 'Please upload a photo: JPEG, PNG, WebP or HEIC.'); null for server
 * trouble or a failure without the contract's Error body, where the caller's generic retry message fits.
 */
export const refusalMessage = (error: unknown, intl?: IntlShape): string | null =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? serverMessageOf(error, intl) : null;

/** What to tell the user about a failed call: the server's own message, else a connection hint. */
export const apiErrorMessage = (error: unknown): string =>
  (isApiError(error) && error.status < 500 ? serverMessageOf(error) : null) ??
  currentIntl().formatMessage({ id: 'common.checkConnection' });
