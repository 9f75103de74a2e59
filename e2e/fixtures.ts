import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with one rule for every journey: the page it drives throws nothing uncaught
 * (an exception or a rejected promise no code handles). A journey can pass on what it looks at
 * while a screen it passed through failed to load a script; this catches that.
 */
export const test = base.extend<{ noUncaughtErrors: void }>({
  noUncaughtErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`));
      await use();
      expect(errors, 'errors thrown in the page and not caught').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { BrowserContext, Page } from '@playwright/test';
