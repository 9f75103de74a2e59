/**
 * `npm run dev` runs this beside the API: the Firebase Auth emulator as its own
 * long-lived process, so API restarts under `tsx watch` don't restart it.
 * (`npm start` starts it from the server instead.)
 */
import path from 'node:path';
import { loadConfig } from '../api/src/config';
import { ensureAuthEmulator } from '../api/src/features/auth/auth-emulator';

const config = loadConfig();
if (config.auth.mode !== 'emulator') {
  process.stdout.write('Real Firebase is configured; no emulator needed.\n');
} else {
  const emulator = await ensureAuthEmulator({
    host: config.auth.emulatorHost,
    projectId: config.auth.projectId,
    dir: path.join(config.dataDir, 'auth-emulator'),
  });
  process.stdout.write(
    `Firebase Auth emulator ${emulator.started ? 'started' : 'already running'} at ${config.auth.emulatorHost}\n`,
  );
  const stop = () => void emulator.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => undefined, 1 << 30); // stay alive until stopped
}
