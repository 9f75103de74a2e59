import { serverMessage } from '@rules/errors/server-messages';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { accountHandlers } from './features/account/routes';
import { authHandlers } from './features/auth/routes';
import { createServices, type Services } from './services';
import { foodHandlers } from './features/foods/routes';
import { importHandlers } from './features/imports/routes';
import { logHandlers } from './features/log/routes';
import { scanHandlers } from './features/scans/routes';
import { shortcutHandlers } from './features/shortcuts/routes';
import { systemHandlers } from './features/system/routes';
import { preferencesHandlers } from './features/preferences/routes';
import { recognitionHandlers } from './features/recognition/routes';
import { referenceHandlers } from './features/references/routes';
import type { IdentityVerifier } from './features/auth/identity-verifier';
import { authEmulatorProxy } from './http/auth-emulator-proxy';
import { createContractRouter } from './http/contract';
import { errorHandler } from './http/error-handler';
import { HttpError, notFound } from './http/errors';
import type { Handlers } from './http/operations';
import { originCheck } from './http/origin-check';
import { requestContext } from './http/request-context';
import { builtInlineScriptHashes, securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session';
import { UploadGate } from './http/upload-gate';
import { modelAssets, staticFrontend } from './http/static-frontend';
import { drawnScreens } from './http/drawn-screens';
import { serverRender } from './http/server-render';
import { resultPageData } from './features/scans/result-page-data';
import { createLogger, type Logger } from './logger';

export interface CreateAppOptions {
  dataSource: DataSource;
  config: AppConfig;
  logger?: Logger;
  /** Replaces the Firebase verifier (tools that never sign anyone in). */
  identity?: IdentityVerifier;
  /** Replace the photo store or the recognizer chain (fault-injection tests). */
  overrides?: Partial<Pick<Services, 'images' | 'recognizer'>>;
}

/** Every operation of the contract, keyed by operationId. */
export function createHandlers(services: Services): Handlers {
  return {
    ...systemHandlers(services),
    ...authHandlers(services),
    ...scanHandlers(services),
    ...logHandlers(services),
    ...shortcutHandlers(services),
    ...referenceHandlers(services),
    ...preferencesHandlers(services),
    ...foodHandlers(services),
    ...recognitionHandlers(services),
    ...importHandlers(services),
    ...accountHandlers(services),
  };
}

/** Builds the whole HTTP app; only server.ts listens. */
export function createApp({
  dataSource,
  config,
  logger = createLogger(config.logLevel),
  identity,
  overrides = {},
}: CreateAppOptions) {
  const services = createServices(dataSource, config, logger, { ...overrides, ...(identity ? { identity } : {}) });
  const router = createContractRouter({
    handlers: createHandlers(services),
    maxUploadBytes: config.uploads.maxBytes,
    validateResponses: config.validateResponses,
    rateLimiter: services.rateLimiter,
    uploadGate: new UploadGate(config.uploads.atOnce, config.uploads.waiting),
  });

  // X-Forwarded-For is read only behind trusted proxies, and only their own entries: the client
  // address is the one the outermost trusted proxy saw, counted from the right of the chain.
  const app = new Koa({ proxy: config.trustProxyHops > 0, maxIpsCount: config.trustProxyHops });
  // Errors Koa reports outside the middleware chain (a client hanging up mid-upload): one structured
  // log line with the request id, instead of Koa's default stack trace on stderr.
  app.on('error', (error: Error, ctx?: { state?: { requestId?: string }; path?: string }) => {
    logger.warn(
      { err: { message: error.message }, requestId: ctx?.state?.requestId, path: ctx?.path },
      'request aborted',
    );
  });
  // Middleware order matters (docs/architecture.md lists the same fourteen steps):
  app.use(securityHeaders(config, builtInlineScriptHashes(config.webDistDir))); // 1. headers on every answer, errors included
  app.use(async (ctx, next) => {
    // 2. API answers carry user data: never kept by a browser or a shared cache, unless the
    // operation says otherwise (owner-only photos are private and immutable).
    await next();
    if (/^\/+api\//.test(ctx.path) && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  });
  app.use(requestContext(logger)); // 3. request id + one log line per request
  app.use(errorHandler(logger)); // 4. every failure below becomes the contract's Error
  app.use(async (ctx, next) => {
    // 5. No path of the app has an empty segment (`//api/health`): answer so, before the static
    // file server reads it as an absolute file path.
    if (ctx.path.includes('//'))
      throw notFound(serverMessage('endpoint.emptySegment', { method: ctx.method, path: ctx.path }));
    await next();
  });
  if (config.auth.mode === 'emulator') app.use(authEmulatorProxy(config.auth.emulatorHost)); // 6. embedded sign-in backend
  app.use(modelAssets(config.modelsDir)); // 7. the on-device model, when installed
  if (config.webDistDir) {
    // 8. the built SPA (non-/api GETs); a result's first visit drawn with its scan
    const drawScreen = drawnScreens({
      sessions: services.sessions,
      dataFor: resultPageData(services.scans, services.foods.names),
      displayPreferences: (userId) => services.displayPreferences.get(userId),
      renderer: serverRender(config.webDistDir),
      logger,
    });
    app.use(staticFrontend(config.webDistDir, { drawScreen }));
  }
  app.use(originCheck(config.allowedOrigins)); // 9. CSRF: state-changing calls only from our own origin
  app.use(
    bodyParser({
      // 10. JSON bodies only; multipart is parsed per route by multer
      enableTypes: ['json'],
      // DELETE too: deleting an account carries its confirmation in the body.
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: '100kb',
      encoding: 'utf-8',
    }),
  );
  app.use(sessionMiddleware(services.sessions)); // 11. who is calling (routes decide if that matters)
  app.use(async (ctx, next) => {
    // 12. what no operation answered: a path the contract has with another method is 405 with
    // Allow (from the router's check below), anything else 404; both in the Error shape.
    //
    // A method no route has at all (TRACE, CONNECT) is the router's 501: to the client it is one more
    // method this path lacks, so it is answered the same way.
    await next();
    if (ctx.status === 405 || ctx.status === 501) {
      const methods = router
        .match(ctx.path, 'GET')
        .path.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD'));
      const allow = ctx.response.get('Allow') || [...new Set(methods)].join(', ');
      if (!allow) throw notFound(serverMessage('endpoint.notFound', { method: ctx.method, path: ctx.path }));
      throw new HttpError(
        405,
        'method_not_allowed',
        serverMessage('endpoint.methodNotAllowed', { method: ctx.method, allow }),
        undefined,
        { Allow: allow },
      );
    }
    if (ctx.status === 404 && ctx.body == null)
      throw notFound(serverMessage('endpoint.notFound', { method: ctx.method, path: ctx.path }));
  });
  app.use(router.allowedMethods()); // 13. sets 405 + Allow when the path exists with other methods
  app.use(router.routes()); // 14. the contract's operations

  return { app, services };
}
