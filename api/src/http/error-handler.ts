import type { Context, Next } from 'koa';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  StorageUnavailableError,
  TooLargeError,
  UnavailableError,
  UnsupportedMediaError,
} from '../errors';
import { serverMessage } from '@rules/errors/server-messages';
import type { Logger } from '../logger';
import { errorBody, HttpError, internalErrorBody } from './errors';

/** SQLite busy or locked past its busy timeout; PostgreSQL lock, serialization or connection trouble. */
const BUSY_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  '55P03',
  '40001',
  '40P01',
  '57P03',
  '53300',
  'ECONNREFUSED',
]);

export function isDatabaseBusy(error: unknown): boolean {
  const codes = [error, (error as { driverError?: unknown } | null)?.driverError].map(
    (e) => (e as { code?: unknown } | null | undefined)?.code,
  );
  return codes.some((code) => typeof code === 'string' && BUSY_CODES.has(code));
}

/**
 * Infrastructure trouble worth retrying (the database busy, the photo store unreachable), as the
 * 503 the client is told; null for anything else.
 */
function retryableFailure(error: unknown): HttpError | null {
  if (error instanceof StorageUnavailableError) {
    return new HttpError(503, 'storage_unavailable', serverMessage('server.storageUnavailable'), undefined, {
      'Retry-After': '5',
    });
  }
  if (isDatabaseBusy(error)) {
    return new HttpError(503, 'database_busy', serverMessage('server.databaseBusy'), undefined, {
      'Retry-After': '1',
    });
  }
  return null;
}

/** The HTTP status for each kind of domain error. */
function statusOf(error: DomainError): number {
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof NotAuthenticatedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof TooLargeError) return 413;
  if (error instanceof IdempotencyKeyReusedError) return 422;
  if (error instanceof UnsupportedMediaError) return 415;
  if (error instanceof UnavailableError) return 503;
  return 400;
}

/** A domain error as the HttpError the client is sent. */
export function fromDomainError(error: DomainError): HttpError {
  const headers = error instanceof UnavailableError ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
  const { messageId, values, message } = error;
  return new HttpError(statusOf(error), error.code, { messageId, values, message }, error.details, headers);
}

function reply(ctx: Context, error: HttpError) {
  ctx.status = error.status;
  if (error.headers) ctx.set(error.headers);
  ctx.body = error.toBody();
}

/**
 * Turns every failure into the contract's `Error` body. Client errors (HTTP errors from routes,
 * domain errors from services) keep their message (its id, values and English); anything unexpected is logged with its stack and answered
 * with a generic 500 that reveals nothing. A busy database or unreachable
 * photo store is a 503 to retry.
 */
export function errorHandler(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError) return reply(ctx, error);
      if (error instanceof DomainError) return reply(ctx, fromDomainError(error));
      // Errors raised by Koa's own middleware (body parser: bad JSON, too large).
      const { status, type } = error as { status?: number; type?: string };
      if (status && status >= 400 && status < 500) {
        const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
        const message = serverMessage(
          status === 413
            ? 'request.bodyTooLarge'
            : status === 415
              ? 'request.unsupportedContentType'
              : type?.startsWith('entity.') || type === 'request.aborted'
                ? 'request.bodyUnreadable'
                : 'request.unreadable',
        );
        ctx.status = status;
        ctx.body = errorBody(code, message);
        return;
      }
      const retry = retryableFailure(error);
      if (retry) {
        // Nothing was saved: each write is one transaction, and photos are removed when it fails.
        logger.warn({ err: error, requestId: ctx.state.requestId, path: ctx.path }, retry.code);
        return reply(ctx, retry);
      }
      logger.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = internalErrorBody;
    }
  };
}
