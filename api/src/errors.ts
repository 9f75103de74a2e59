import type { MessageValues, ServerMessage, ServerMessageId } from '@rules/errors/server-messages';
import type { Refusal } from '@rules/refusal';

/**
 * What can go wrong in the rules, named for what happened rather than for HTTP. Services throw
 * these; `http/error-handler.ts` gives each its status and the contract's `Error` body. Every
 * message is one of the server's messages (`serverMessage(id, values)`), safe to show to the user.
 */
export abstract class DomainError extends Error {
  /** A stable, machine-readable code (the `Error` body's `code`). */
  abstract readonly code: string;
  /** The message's stable id, which the client shows in the user's language. */
  readonly messageId: ServerMessageId;
  readonly values: MessageValues;

  constructor(
    { messageId, values, message }: ServerMessage,
    /** Per-field problems, for input that breaks a rule. */
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
    this.messageId = messageId;
    this.values = values;
  }
}

/** The input breaks a rule of the domain (a grams value out of range, an unknown food). */
export class InvalidInputError extends DomainError {
  constructor(
    message: ServerMessage,
    details?: { path: string; message: string }[],
    readonly code = 'validation_failed',
  ) {
    super(message, details);
  }

  /** A request a shared rule refused (its message and the fields at fault), as the API's 400. */
  static from({ details, ...message }: Refusal): InvalidInputError {
    return new InvalidInputError(message, details);
  }
}

/** No such thing, or it belongs to someone else (the two are told apart to nobody). */
export class NotFoundError extends DomainError {
  readonly code = 'not_found';
}

/** The request does not fit the state of what it names (logging again a scan that names no food). */
export class ConflictError extends DomainError {
  readonly code = 'conflict';
}

/**
 * A request repeats an idempotency key that came before with a different request: it cannot be a
 * retry of that one, and answering the first request's result would hide the mistake.
 */
export class IdempotencyKeyReusedError extends DomainError {
  readonly code = 'idempotency_key_reused';
}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  constructor(
    message: ServerMessage,
    readonly code = 'forbidden',
  ) {
    super(message);
  }
}

/** Who is calling could not be established (an invalid sign-in token, an unverified e-mail). */
export class NotAuthenticatedError extends DomainError {
  constructor(
    readonly code: string,
    message: ServerMessage,
  ) {
    super(message);
  }
}

/**
 * The photo store cannot be reached (an object store that is down or timing out): worth a retry.
 * Its message is for the log; the client is told only that photo storage is unavailable.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** An upload that is not a kind of file we accept. */
export class UnsupportedMediaError extends DomainError {
  readonly code = 'unsupported_media_type';
}

/** An upload too big to take (bytes or pixels). */
export class TooLargeError extends DomainError {
  constructor(
    readonly code: string,
    message: ServerMessage,
  ) {
    super(message);
  }
}

/** A service this request depends on cannot be reached right now; the client may retry. */
export class UnavailableError extends DomainError {
  constructor(
    readonly code: string,
    message: ServerMessage,
    /** Seconds after which a retry makes sense. */
    readonly retryAfterSeconds = 5,
  ) {
    super(message);
  }
}
