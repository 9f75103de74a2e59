import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp, type CreateAppOptions } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { openDatabase } from '../../src/db/data-source';
import type { Services } from '../../src/services';
import { SESSION_COOKIE } from '../../src/http/session';
import { createLogger } from '../../src/logger';

export interface InProcessServer {
  baseUrl: string;
  dataSource: DataSource;
  services: Services;
  /** A new user with a live session: its id, token and the cookie a browser would send. */
  startSession(email: string): Promise<{ userId: string; token: string; cookie: string }>;
  /** Stops listening and closes the database and the app's helpers (the caller removes its files). */
  close(): Promise<void>;
}

/**
 * The real app in this process, for tests and in-process benchmarks: the database opened (with its
 * migrations), the built-in foods loaded, listening on a free loopback port.
 */
export async function startInProcessServer(
  config: AppConfig,
  overrides?: CreateAppOptions['overrides'],
): Promise<InProcessServer> {
  const dataSource = await openDatabase(config.database);
  const { app, services } = createApp({
    dataSource,
    config,
    logger: createLogger('silent'),
    ...(overrides ? { overrides } : {}),
  });
  await services.foods.loadBuiltin();
  const server = app.listen(0, '127.0.0.1');
  // The test's fetch and this server share one event loop. With the server's 5 s keep-alive timer, a
  // loop busy with other work can let the server close an idle connection just as the client
  // sends the next request on it (a POST then fails with EPIPE, and fetch resends no POST). Here
  // only the client closes idle connections (undici after 4 s); closing the server closes the rest.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dataSource,
    services,
    async startSession(email) {
      const user = await services.users.create({ email, name: email.split('@')[0]! });
      const { token } = await services.sessions.start(user.id);
      return { userId: user.id, token, cookie: `${SESSION_COOKIE}=${token}` };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.identity.close();
      await services.recognizer.close();
      services.images.close?.();
      await dataSource.destroy();
    },
  };
}
