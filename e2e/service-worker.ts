import type { Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page (it claims open pages as soon as it activates):
 * from then on the app's files come from its precache, so the app keeps working offline.
 */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}
