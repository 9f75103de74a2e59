import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, withStartupLock } from './db/data-source';
import { ensureAuthEmulator } from './features/auth/auth-emulator';
import { applyLanEnvironment, ensureLanCertificate, isLanMode, lanAddresses, lanBanner } from './lan/lan-mode';
import { createLogger } from './logger';

/** Reads config, opens the database (running migrations), listens. Nothing else. */
async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const lan = isLanMode(process.argv);
  if (lan) applyLanEnvironment(process.env);
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const emulator =
    config.auth.mode === 'emulator' && config.auth.autostart
      ? await ensureAuthEmulator({
          host: config.auth.emulatorHost,
          projectId: config.auth.projectId,
          dir: path.join(config.dataDir, 'auth-emulator'),
        })
      : null;
  if (emulator?.started) logger.info('started the Firebase Auth emulator');
  const dataSource = await openDatabase(config.database);
  const { app, services } = createApp({ dataSource, config, logger });
  await services.images.verify(); // a missing bucket or unwritable folder stops start-up, not the first scan
  const builtinFoods = await withStartupLock(dataSource, async () => {
    await services.sessions.purgeExpired();
    return services.foods.loadBuiltin();
  });
  logger.info({ builtinFoods, foods: await services.foods.count() }, 'food database ready');

  // Network mode serves HTTPS with a certificate of our own; otherwise plain HTTP.
  const addresses = lan ? lanAddresses() : [];
  const certificate = lan ? await ensureLanCertificate(config.dataDir, addresses) : null;
  const server = certificate
    ? https.createServer({ key: certificate.key, cert: certificate.cert }, app.callback())
    : http.createServer(app.callback());
  server.listen(config.port, config.host, () => {
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = `${certificate ? 'https' : 'http'}://${shownHost}:${config.port}`;
    logger.info(
      { url, database: config.database.kind, photos: config.s3 ? 's3' : 'local', dataDir: config.dataDir, lan },
      'Morsel is running',
    );
    // Plain lines for humans, whatever the log level.
    if (certificate) {
      void lanBanner(config.port, addresses, certificate, config.auth.mode).then((banner) =>
        process.stdout.write(banner),
      );
    } else {
      process.stdout.write(`\n  Morsel is running at ${url}\n\n`);
    }
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      process.stderr.write(
        `Port ${config.port} is already in use. Set PORT to another port, e.g. PORT=3001 npm start\n`,
      );
    } else {
      logger.fatal({ err: error }, 'server error');
    }
    process.exit(1);
  });

  /**
   * Graceful shutdown: stop accepting connections, let requests in flight finish (a scan being
   * analysed is written in full), then close the database and helpers. Idle keep-alive sockets
   * are closed at once so they do not hold the server open; a stuck request is cut off after 15 s.
   */
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    server.close(() => {
      void Promise.allSettled([
        dataSource.destroy(),
        emulator?.stop(),
        services.identity.close(),
        services.recognizer.close(),
        services.images.close?.(),
      ]).then(() => {
        logger.info('stopped');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.error('requests still running after 15 s: exiting anyway');
      process.exit(1);
    }, 15_000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Morsel could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
