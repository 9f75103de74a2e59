import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInWith } from './sign-in';

/** A user of their own, so the scans counted here are only this file's. */
const PHONE_EMAIL = 'phone-e2e@example.com';

/** Waits until the service worker controls the page (it claims open pages as soon as it activates). */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

async function scanCount(context: BrowserContext, userId: string) {
  const response = await context.request.get(`/api/users/${userId}/scans`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

test('installable: a valid manifest with its icons, a service worker, and the app opening with no network', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Morsel');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await context.request.get(manifestHref!)).json()) as {
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
    share_target: { action: string; method: string };
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', share_target: { method: 'POST' } });
  for (const icon of manifest.icons) {
    const response = await context.request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /apple-touch-icon\.png$/);

  await serviceWorkerReady(page);
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);

  // A second visit goes through the service worker; after it the app opens with no network at all.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Help · Morsel');
  await context.setOffline(false);
});

test('a scan taken offline waits in History, survives closing the tab, and uploads once when back online', async ({
  page,
  context,
}) => {
  await signInWith(page, 'Google', PHONE_EMAIL);
  await page.goto('/scanner');
  await serviceWorkerReady(page);
  await expect(page).toHaveTitle('Scan · Morsel');
  const userId = await page.evaluate(async () => ((await (await fetch('/api/auth/me')).json()) as { id: string }).id);
  const before = await scanCount(context, userId);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/scans') {
      uploads.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  await context.setOffline(true);
  const capture = page.getByRole('button', { name: 'Capture photo' });
  await expect(capture).toBeEnabled();
  await expect
    .poll(() => page.getByLabel('Camera preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await capture.click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByText('Saved on this phone').first()).toBeVisible();
  const pending = page.getByTestId('pending-scan');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Waiting to upload');

  // Closed and opened again, still offline: the app opens from the service worker, the scan is still there.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/history');
  await expect(reopened.getByTestId('pending-scan')).toHaveCount(1);
  expect(await reopened.title()).toBe('History · Morsel');

  // Back online: it uploads by itself, once, and joins the history.
  reopened.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/scans') {
      uploads.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await context.setOffline(false);
  await expect(reopened.getByTestId('pending-scan')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => scanCount(context, userId)).toBe(before + 1);
  expect(new Set(uploads.filter(Boolean)).size).toBe(1);
  await expect(reopened.getByRole('main').getByRole('link').first()).toContainText('Banana');
});
