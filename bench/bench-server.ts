import fs from 'node:fs';
import { benchTempDir } from './bench-dirs';
import type { CreateAppOptions } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { startInProcessServer } from '../api/test/support/in-process-server';

/**
 * The real app in this process, for the in-process benchmarks: a fresh SQLite file under .tmp, the
 * built-in foods, no rate limits (a bench is one client at machine speed), no OpenAI (its figures
 * must be the offline engine's), listening on a free port.
 */
export async function startBenchServer(
  name: string,
  options: { overrides?: CreateAppOptions['overrides']; validateResponses?: boolean } = {},
) {
  const dataDir = benchTempDir(`bench-${name}-`);
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
  const running = await startInProcessServer(config, options.overrides);
  const { baseUrl, services } = running;
  return {
    baseUrl,
    config,
    services,
    /** A user with a live session, and the headers a browser would send. */
    async signIn(email: string) {
      const { userId, cookie } = await running.startSession(email);
      return { id: userId, headers: { cookie, origin: baseUrl } };
    },
    async close() {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
