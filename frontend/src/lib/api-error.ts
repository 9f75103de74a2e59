import type { Error as ErrorBody } from '@/client';

/**
 * Every failed call becomes an ApiError. Its message is
 * the status code, a colon and a space, then the response body text (or the
 * status text when the body is empty).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ErrorBody | null,
    statusText = '',
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's human-readable message, when it sent the contract's Error body. */
  get serverMessage(): string | null {
    return this.body?.error.message ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's "too many, try again in N seconds" message for a rate-limited call (429), else null. */
export const rateLimitMessage = (error: unknown): string | null =>
  isApiError(error) && error.status === 429 ? error.serverMessage : null;

/**
 * Why the server refused a request, in its own words: a rate limit (429) or any other client error
 * (4xx, e.g. 'Please upload a photo: JPEG, PNG, WebP or HEIC.'); null for server trouble or a
 * failure without the contract's Error body, where the caller's generic retry message fits.
 */
export const refusalMessage = (error: unknown): string | null =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.serverMessage : null;

/** What to tell the user about a failed call: the server's own message, else a connection hint. */
export const apiErrorMessage = (error: unknown): string =>
  (isApiError(error) && error.status < 500 ? error.serverMessage : null) ?? 'Check your connection and try again.';
