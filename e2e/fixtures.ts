import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with one rule for every journey: no page of its browser context (the page it
 * drives, and any popup or page it opens there) throws an error nobody catches (an exception or a
 * rejected promise no code handles). A journey can pass on what it looks at while a screen it
 * passed through failed to run its script; this catches that. Contexts a journey creates itself
 * (`browser.newContext()`) are its own to watch.
 */
export const test = base.extend<{ noUncaughtErrors: void }>({
  noUncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (webError) => {
        const error = webError.error();
        errors.push(`${webError.page()?.url() ?? 'a page'}: ${error.stack ?? error.message}`);
      });
      await use();
      expect(errors, 'errors thrown in the page and not caught').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { BrowserContext, Page } from '@playwright/test';
