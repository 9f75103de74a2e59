import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SHARED_DIR } from '../api/test/support/shared-data';
import { e2eDataDir } from './e2e-env';

export const E2E_EMAIL = 'e2e@example.com';

/**
 * Installs the on-device model, then seeds three scans for the e2e user into the running server's database. When
 * that person signs in through the emulator, the server links the account by
 * its verified e-mail, so the history has content.
 */
export default function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  // The on-device model for the SDK test page (verified copy from the shared folder; a no-op when installed).
  execFileSync('npx', ['tsx', 'scripts/models-install.ts', '--optional'], {
    cwd: root,
    env: { ...process.env, MORSEL_MODEL_SOURCE: process.env.MORSEL_MODEL_SOURCE ?? path.join(SHARED_DIR, 'models') },
    stdio: 'pipe',
  });
  execFileSync(
    'npx',
    ['tsx', 'scripts/seed.ts', '--email', E2E_EMAIL, '--name', 'Erin E2E', '--scans', '3', '--no-session'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: 'silent', AUTH_EMULATOR_AUTOSTART: 'false' },
      stdio: 'pipe',
    },
  );
}
