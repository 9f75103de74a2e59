import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp, type CreateAppOptions } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/data-source';
import { SESSION_COOKIE } from '../api/src/features/auth/session.service';
import { createLogger } from '../api/src/logger';

/**
 * The real app in this process, for the in-process benchmarks: a fresh SQLite file under .tmp, the
 * built-in foods, no rate limits (a bench is one client at machine speed), no OpenAI (its figures
 * must be the offline engine's), listening on a free port.
 */
export async function startBenchServer(
  name: string,
  options: { overrides?: CreateAppOptions['overrides']; validateResponses?: boolean } = {},
) {
  const dataDir = fs.mkdtempSync(path.resolve(`.tmp/bench-${name}-`));
  const { DATABASE_URL: _db, OPENAI_API_KEY: _key, OPENAI_BASE_URL: _url, ...env } = process.env;
  const loaded = loadConfig({
    ...env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    AUTH_EMULATOR_AUTOSTART: 'false',
    RATE_LIMITS: 'off',
  });
  const config = { ...loaded, validateResponses: options.validateResponses ?? loaded.validateResponses };
  const dataSource = await openDatabase(config.database);
  const { app, services } = createApp({
    dataSource,
    config,
    logger: createLogger('silent'),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  await services.foods.loadBuiltin();
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    config,
    services,
    /** A user with a live session, and the headers a browser would send. */
    async signIn(email: string) {
      const user = await services.users.create({ email, name: email.split('@')[0]! });
      const { token } = await services.sessions.start(user.id);
      return { id: user.id, headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: baseUrl } };
    },
    async close() {
      server.close();
      await services.recognizer.close();
      await services.identity.close();
      await dataSource.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
