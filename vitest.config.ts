import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';

/**
 * Every story as a test in Debian's Chromium at a phone's size: its play function, axe on the page,
 * then axe's colour rules again in the dark theme (.storybook/preview.tsx).
 */
const storiesProject = () => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
  test: {
    name: 'storybook',
    root: import.meta.dirname,
    // A ceiling above the stories' own waits (.storybook/preview.tsx), which end on a state.
    testTimeout: 90_000,
    // One page and one module load for every story file, not one per file (setup fell from 82 s to
    // 9 s): the preview resets the mock APIs' data before each story, and each story mounts its own
    // providers, query client and router.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' as const, viewport: { width: 390, height: 844 } }],
    },
  },
});

/**
 * Four test projects, all run by `npm test`:
 * - unit: frontend components and logic in jsdom, with the shared MSW handlers
 * - api: the API over real HTTP against real SQLite files (and PostgreSQL when reachable)
 * - rules: the rules the API and the frontend share (rules/), in Node
 * - storybook: every story rendered in Debian's Chromium, its play function run, axe checks in the
 *   light theme and, for colours, the dark
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: import.meta.dirname,
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            root: import.meta.dirname,
            environment: 'jsdom',
            include: ['frontend/src/**/*.test.{ts,tsx}'],
            setupFiles: ['frontend/src/testing/setup-tests.ts'],
            // Above the tests' own waits (setup-tests.ts), which end on a state.
            testTimeout: 60_000,
            // One jsdom and one module load per worker, not per file (three quarters of this
            // project's time went to rebuilding them): setup-tests.ts resets what a test can leave
            // behind (the DOM, MSW handlers, the mock APIs' data, the app-wide messages).
            isolate: false,
          },
        },
        {
          test: {
            name: 'api',
            root: import.meta.dirname,
            environment: 'node',
            include: ['api/test/**/*.test.ts'],
            globalSetup: ['api/test/support/global-setup.ts'],
            // Ceilings, not durations: a test ends when its answers come. They sit far above what the
            // heaviest cases (a USDA import into PostgreSQL, 50 users at once) take on a saturated
            // 2-core machine, so load never fails a test that works.
            testTimeout: 180_000,
            hookTimeout: 180_000,
            // Modules load once per worker, not per file (a third of this project's time went to
            // loading the server again): every file builds its own server, database and folders
            // through the harness and keeps no state in modules.
            isolate: false,
          },
          resolve: {
            alias: {
              '@': path.resolve(import.meta.dirname, 'frontend/src'),
              '@rules': path.resolve(import.meta.dirname, 'rules'),
            },
          },
        },
        {
          test: {
            name: 'rules',
            root: import.meta.dirname,
            environment: 'node',
            include: ['rules/**/*.test.ts'],
            isolate: false,
          },
          resolve: { alias: { '@rules': path.resolve(import.meta.dirname, 'rules') } },
        },
        storiesProject(),
      ],
    },
  }),
);
