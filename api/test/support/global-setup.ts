import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensureAuthEmulator } from '../../src/features/auth/auth-emulator';
import { SHARED_DIR } from './shared-data';

/** The API tests verify real Firebase ID tokens from a real Auth emulator (on its own ports, beside any dev one). */
export const TEST_EMULATOR_HOST = process.env.TEST_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
export const TEST_PROJECT_ID = 'demo-morsel-test';

export default async function setup() {
  // The on-device model for the offline-recognition tests (a verified copy; a no-op when installed).
  execFileSync('npx', ['tsx', 'scripts/models-install.ts', '--optional'], {
    env: { ...process.env, MORSEL_MODEL_SOURCE: process.env.MORSEL_MODEL_SOURCE ?? path.join(SHARED_DIR, 'models') },
    stdio: 'pipe',
  });
  const emulator = await ensureAuthEmulator({
    host: TEST_EMULATOR_HOST,
    projectId: TEST_PROJECT_ID,
    dir: path.resolve('.tmp/test-auth-emulator'),
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR_HOST;
  return () => emulator.stop();
}
