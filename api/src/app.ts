import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { authHandlers } from './features/auth/routes';
import { createServices, type Services } from './features/deps';
import { foodHandlers } from './features/foods/routes';
import { recognitionHandlers } from './features/recognition/routes';
import { scanHandlers } from './features/scans/routes';
import { systemHandlers } from './features/system/routes';
import { trainingHandlers } from './features/training/routes';
import { createContractRouter } from './http/contract';
import { errorHandler } from './http/error-handler';
import { HttpError, notFound } from './http/errors';
import type { Handlers } from './http/operations';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session';
import { staticFrontend } from './http/static-frontend';
import { createLogger, type Logger } from './logger';

export interface CreateAppOptions {
  dataSource: DataSource;
  config: AppConfig;
  logger?: Logger;
}

/** Every operation of the contract, keyed by operationId. */
export function createHandlers(services: Services): Handlers {
  return {
    ...systemHandlers(services),
    ...authHandlers(services),
    ...scanHandlers(services),
    ...trainingHandlers(),
    ...foodHandlers(),
    ...recognitionHandlers(),
  };
}

/** Builds the whole HTTP app; only server.ts listens. */
export function createApp({ dataSource, config, logger = createLogger(config.logLevel) }: CreateAppOptions) {
  const services = createServices(dataSource, config, logger);
  const router = createContractRouter({
    handlers: createHandlers(services),
    maxUploadBytes: config.uploads.maxBytes,
    validateResponses: config.validateResponses,
  });

  const app = new Koa({ proxy: config.env === 'production' });
  // Middleware order matters:
  app.use(securityHeaders()); // 1. headers on every answer, errors included
  app.use(requestContext(logger)); // 2. request id + one log line per request
  app.use(errorHandler(logger)); // 3. every failure below becomes the contract's Error
  if (config.webDistDir) app.use(staticFrontend(config.webDistDir)); // 4. the built SPA (non-/api GETs)
  app.use(
    bodyParser({
      // 5. JSON bodies only; multipart is parsed per route by multer
      enableTypes: ['json'],
      jsonLimit: '100kb',
      encoding: 'utf-8',
    }),
  );
  app.use(sessionMiddleware(services.sessions)); // 6. who is calling (routes decide if that matters)
  app.use(router.routes()); // 7. the contract's operations
  app.use(
    router.allowedMethods({
      throw: true,
      methodNotAllowed: () => new HttpError(405, 'method_not_allowed', 'This method is not allowed here.'),
      notImplemented: () => new HttpError(501, 'not_implemented', 'This method is not implemented.'),
    }),
  );
  app.use(async (ctx) => {
    // 8. anything else under /api
    throw notFound(`No such endpoint: ${ctx.method} ${ctx.path}`);
  });

  return { app, services };
}
