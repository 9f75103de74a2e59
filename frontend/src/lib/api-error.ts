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

export const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/** The server's "too many, try again in N seconds" message for a rate-limited call (429), else null. */
export const rateLimitMessage = (error: unknown): string | null =>
  isApiError(error) && error.status === 429 ? error.serverMessage : null;

/** Wraps a query function so a 401 resolves to null instead of throwing (signed out is not an error). */
export function returnNullOn401<Args extends unknown[], T>(fn: (...args: Args) => Promise<T>) {
  return async (...args: Args): Promise<T | null> => {
    try {
      return await fn(...args);
    } catch (error) {
      if (isUnauthorized(error)) return null;
      throw error;
    }
  };
}

/** What to tell the user about a failed call: the server's own message, else a connection hint. */
export const apiErrorMessage = (error: unknown): string =>
  (isApiError(error) && error.status < 500 ? error.serverMessage : null) ?? 'Check your connection and try again.';
