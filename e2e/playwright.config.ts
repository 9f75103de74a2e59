import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3107);
export const e2eDataDir = '.tmp/e2e-data';

/**
 * End-to-end journeys in Debian's Chromium at a phone viewport, against the
 * app exactly as `npm start` runs it (built frontend served by the API).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh data folder each run, then the real start command.
    command: `rm -rf ${e2eDataDir} && npm start`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: e2eDataDir, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
