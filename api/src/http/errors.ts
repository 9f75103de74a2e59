import type { Error as ErrorBody } from '../generated/types.gen';

/** An error meant for the client: its status, code and message are sent as the contract's `Error`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: NonNullable<ErrorBody['error']['details']>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) },
    };
  }
}

export const badRequest = (message: string, details?: HttpError['details']) =>
  new HttpError(400, 'validation_failed', message, details);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this resource.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);

export const internalErrorBody: ErrorBody = {
  error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
};
