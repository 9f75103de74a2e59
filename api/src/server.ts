import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, withStartupLock } from './db/data-source';
import { ensureAuthEmulator } from './features/auth/auth-emulator';
import { scheduleStorageSweep } from './features/images/storage-sweep';
import { applyLanEnvironment, ensureLanCertificate, isLanMode, lanAddresses, lanBanner } from './lan/lan-mode';
import { createLogger } from './logger';
import { recognizerBannerLines, summarizeRecognizers } from './features/recognition/chain/recognition-status';
import { isLoopback, localUrl, startBanner } from './start-banner';

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
  // What a crash left in the photo store (temporary files, photos whose row was never written) goes
  // now and every hour; the first sweep finishes before the server takes requests.
  const sweeper = scheduleStorageSweep(services.referencedPhotos, services.images, {
    graceMs: config.storageSweepGraceMs,
    intervalMs: 60 * 60 * 1000,
    logger,
  });
  await sweeper.first;
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
  server.listen(config.port, config.listenAddress, () => {
    logger.info(
      {
        url: localUrl(config, certificate ? 'https' : 'http'),
        listenAddress: config.listenAddress,
        database: config.database.kind,
        photos: config.s3 ? 's3' : 'local',
        dataDir: config.dataDir,
        lan,
      },
      'Morsel is running',
    );
    // Plain lines for humans, whatever the log level.
    if (certificate) {
      void lanBanner(config.port, addresses, certificate, config.auth.mode).then((banner) =>
        process.stdout.write(banner),
      );
    } else {
      process.stdout.write(startBanner(config));
    }
    // Which recognizers are on, and what each missing one costs, once they have been checked.
    void services.recognizer.check().then(
      ({ providers }) =>
        process.stdout.write(`${recognizerBannerLines(summarizeRecognizers(providers)).join('\n')}\n\n`),
      (error: Error) => logger.warn({ err: error }, 'the recognizers could not be checked'),
    );
    if (config.env === 'production' && config.trustProxyHops === 0) {
      // Production is served over HTTPS, which here means a proxy in front that terminates TLS.
      logger.warn(
        'TRUST_PROXY_HOPS=0: X-Forwarded-For and X-Forwarded-Proto are ignored. Behind an HTTPS proxy set ' +
          'TRUST_PROXY_HOPS=1 (one per proxy), or sign-in cannot set its Secure cookie and rate limits see the proxy as one client.',
      );
    }
    if (config.auth.mode === 'emulator' && !isLoopback(config.listenAddress)) {
      logger.warn(
        { listenAddress: config.listenAddress },
        'the sign-in emulator is reachable from the network: anyone there can sign in as anyone',
      );
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
    sweeper.stop();
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
