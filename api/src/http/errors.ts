import {
  serverMessage,
  type MessageValues,
  type ServerMessage,
  type ServerMessageId,
} from '@rules/errors/server-messages';
import type { Error as ErrorBody } from '../generated/types.gen';

/**
 * An error meant for the client: its status, code and message are sent as the contract's `Error`,
 * the message by its id and values (shown in the user's language) and in English.
 */
export class HttpError extends Error {
  readonly messageId: ServerMessageId;
  readonly values: MessageValues;

  constructor(
    readonly status: number,
    readonly code: string,
    { messageId, values, message }: ServerMessage,
    readonly details?: NonNullable<ErrorBody['error']['details']>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.messageId = messageId;
    this.values = values;
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this, this.details);
  }
}

/** The contract's `Error` body for a code and one of the server's messages. */
export function errorBody(
  code: string,
  { messageId, values, message }: ServerMessage,
  details?: NonNullable<ErrorBody['error']['details']>,
): ErrorBody {
  return { error: { code, message, messageId, values, ...(details ? { details } : {}) } };
}

export const badRequest = (message: ServerMessage, details?: HttpError['details']) =>
  new HttpError(400, 'validation_failed', message, details);
export const unauthorized = (message = serverMessage('auth.signInToContinue')) =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = serverMessage('forbidden.default')) => new HttpError(403, 'forbidden', message);
export const notFound = (message = serverMessage('notFound.default')) => new HttpError(404, 'not_found', message);

export const internalErrorBody: ErrorBody = errorBody('internal_error', serverMessage('server.internal'));
