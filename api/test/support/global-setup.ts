import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureAuthEmulator, freePort } from '../../src/features/auth/auth-emulator';
import { TEST_PROJECT_ID } from './auth-emulator';
import { SHARED_DIR } from './shared-data';

/**
 * The API tests verify real Firebase ID tokens from a real Auth emulator. Each test run starts its
 * own, on a free port with empty accounts in a folder of its own, so two runs side by side (two
 * checkouts, or the same one twice) never share accounts and one finishing never stops the other's
 * emulator. TEST_AUTH_EMULATOR_HOST names one to reuse instead.
 */
export default async function setup(project: TestProject) {
  // The on-device model for the offline-recognition tests (a verified copy; a no-op when installed).
  execFileSync('npx', ['tsx', 'scripts/models-install.ts', '--optional'], {
    env: { ...process.env, MORSEL_MODEL_SOURCE: process.env.MORSEL_MODEL_SOURCE ?? path.join(SHARED_DIR, 'models') },
    stdio: 'pipe',
  });
  const host = process.env.TEST_AUTH_EMULATOR_HOST ?? `127.0.0.1:${await freePort('127.0.0.1')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-test-auth-emulator-'));
  const emulator = await ensureAuthEmulator({ host, projectId: TEST_PROJECT_ID, dir });
  project.provide('authEmulatorHost', host);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  return async () => {
    await emulator.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
