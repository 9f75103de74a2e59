import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { e2eDataDir, e2eEmulatorHost, e2ePorts } from './e2e-env';

const { app: port, mock: mockPort, fakeOpenAI: fakeOpenAIPort } = e2ePorts;
/** Chromium's fake camera (a test pattern) without a permission prompt. */
const fakeCamera = {
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
};

/**
 * End-to-end journeys in Debian's Chromium at a phone viewport. Project `app`
 * runs against the app exactly as `npm start` runs it (built frontend served
 * by the API); project `mock` runs the scan journey against `npm run
 * dev:mock`, the frontend on its mock API that frontend developers work against.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Ceilings, not durations: every step waits for a state (a service worker in control, a heading
  // on screen). They sit far above what a saturated 2-core machine takes with another copy of the
  // suite beside it, where the service worker's first precache alone can take tens of seconds.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  projects: [
    {
      name: 'app',
      testMatch: [
        'app.spec.ts',
        'phone.spec.ts',
        'words.spec.ts',
        'describe-it.spec.ts',
        'imports.spec.ts',
        'account.spec.ts',
        'languages.spec.ts',
      ],
      use: {
        baseURL: `http://127.0.0.1:${port}`,
        launchOptions: fakeCamera,
        // The service worker precaches the whole app (80-odd files) in every new browser context,
        // a quarter of a journey's time here, on the CPU the journey needs. So journeys run without
        // it unless it is their subject: those say `test.use({ serviceWorkers: 'allow' })`.
        serviceWorkers: 'block',
      },
    },
    {
      name: 'mock',
      testMatch: '*.mock.spec.ts',
      use: {
        baseURL: `http://127.0.0.1:${mockPort}`,
        launchOptions: fakeCamera,
      },
    },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    // A British phone (grams, millilitres, kcal, in English) unless a journey says otherwise: a
    // bare Chromium reports en-US, whose people read ounces.
    locale: 'en-GB',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A failed journey keeps its trace: every action with the page's DOM before and after it, and
    // its network. Not the trace's film of screenshots, which every journey would record, failing
    // or not: it cost a quarter of the suite's CPU (the failure's own screenshot is kept below).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx e2e/fake-openai-server.ts',
      cwd: '..',
      port: fakeOpenAIPort,
      env: { FAKE_OPENAI_PORT: String(fakeOpenAIPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A fresh data folder each run, then the real start command.
      command: `rm -rf ${e2eDataDir} && npm start`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: e2eDataDir,
        FIREBASE_AUTH_EMULATOR_HOST: e2eEmulatorHost,
        LOG_LEVEL: 'warn',
        // The vision model: a fake OpenAI-compatible server (below) reached through the real SDK.
        OPENAI_BASE_URL: `http://127.0.0.1:${fakeOpenAIPort}/v1`,
        OPENAI_API_KEY: 'e2e',
        OPENAI_MODEL: 'test-vision',
        // The journeys sign the same account in once per test, faster than a person would: more
        // sign-ins a minute than the default 10 per account (the limits themselves are API-tested).
        RATE_LIMITS: 'login=120/300',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
    {
      command: `npx vite --mode mock --host 127.0.0.1 --port ${mockPort} --strictPort`,
      cwd: '..',
      url: `http://127.0.0.1:${mockPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
