import type { Context, Next } from 'koa';
import type { Logger } from '../logger';
import { HttpError, internalErrorBody } from './errors';

/**
 * Turns every failure into the contract's `Error` body. Client errors keep
 * their message; anything unexpected is logged with its stack and answered
 * with a generic 500 that reveals nothing.
 */
export function errorHandler(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        if (error.headers) ctx.set(error.headers);
        ctx.body = error.toBody();
        return;
      }
      // Errors raised by Koa's own middleware (body parser: bad JSON, too large).
      const status = (error as { status?: number; expose?: boolean }).status;
      if (status && status >= 400 && status < 500) {
        const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
        const message =
          status === 413
            ? 'The request body is too large.'
            : status === 415
              ? 'Unsupported content type.'
              : 'The request body could not be read.';
        ctx.status = status;
        ctx.body = { error: { code, message } };
        return;
      }
      logger.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = internalErrorBody;
    }
  };
}
