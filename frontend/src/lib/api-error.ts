import type { Error as ErrorBody } from '@/client';

/**
 * Every failed call becomes an ApiError. Its message is
 * the status code, a colon and a space, then the response body text (or the
 * status text when the body is empty). It holds no words for the user: `api-error-message.ts`
 * words it in the user's language, so code without the app's messages (the service worker) can
 * use it.
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
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
