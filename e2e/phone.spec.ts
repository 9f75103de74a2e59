import { expect, test, type BrowserContext, type Page } from './fixtures';
import sharp from 'sharp';
import { serviceWorkerReady } from './service-worker';
import { signInThroughApi, signInWith } from './sign-in';

// Every journey here is about the service worker: installing, offline, the outbox, sharing.
test.use({ serviceWorkers: 'allow' });

/** A user of their own, so the scans counted here are only this file's. */
const PHONE_EMAIL = 'phone-e2e@example.com';

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
  // The app itself (the landing page and Help may be the drawn pages by now).
  await page.goto('/login');
  await expect(page.getByRole('note', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('a visitor offline after one visit sees the landing page, and the login page says sign-in needs a connection', async ({
  browser,
}) => {
  // A fresh phone: one visit installs the service worker; nothing else was ever loaded through it.
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
    await serviceWorkerReady(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
    await expect(page.getByText("Morsel can't reach its server")).toHaveCount(0);
    await page.getByRole('link', { name: 'Start Food Analysis' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('note', { name: 'You are offline' })).toContainText('Signing in needs a connection');
  } finally {
    await context.close();
  }
});

/** Whether the page is one drawn at build for visitors (its one small script), not the app. */
const drawnVisitorPage = (page: Page) => page.locator('script[src*="/assets/static-page-boot-"]');

test("a visitor's later visits get the drawn pages from the service worker, and a sign-in it missed opens the app", async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const elsewhere = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto('/');
    await serviceWorkerReady(page);
    // The worker asks who is signed in as it takes over, and keeps the answer: nobody.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = await (await caches.open('morsel-session-reads')).match('/api/auth/me', { ignoreVary: true });
          return kept ? (await kept.text()).trim() : 'nothing kept';
        }),
      )
      .toBe('null');
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
    await expect(drawnVisitorPage(page)).toHaveCount(1);
    expect((await page.goto('/help'))?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveTitle('Help · Morsel');
    await expect(drawnVisitorPage(page)).toHaveCount(1);

    // A sign-in the worker never saw (made in another browser, its session cookie brought over):
    // the drawn page asks once it has loaded, and the app opens.
    const other = await elsewhere.newPage();
    await signInThroughApi(other, 'missed-sign-in@example.com');
    await visitor.addCookies(await elsewhere.cookies());
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(drawnVisitorPage(page)).toHaveCount(0);
  } finally {
    await visitor.close();
    await elsewhere.close();
  }
});

test('a signed-in user offline sees their History as last loaded, and the scanner keeps a scan in the outbox', async ({
  page,
  context,
}) => {
  await signInWith(page, 'Google', 'offline-history@example.com');
  await page.goto('/history');
  await serviceWorkerReady(page);
  const logged = await page.evaluate(async () => {
    const me = (await (await fetch('/api/auth/me')).json()) as { id: string };
    const response = await fetch(`/api/users/${me.id}/scans`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ foodId: 'builtin-banana' }] }),
    });
    return response.status;
  });
  expect(logged).toBe(201);
  // History as the phone last loaded it, through the service worker.
  await page.reload();
  const entries = page.getByRole('main').getByRole('link', { name: /Banana/ });
  await expect(entries.first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Morsel can't reach its server")).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Banana/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' }).click();
  await expect(page).toHaveURL(/\/scanner$/);
  await page.getByTestId('gallery-input').setInputFiles({
    name: 'lunch.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f4a261' } })
      .jpeg()
      .toBuffer(),
  });
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByTestId('pending-scan')).toHaveCount(1);
  await expect(page.getByTestId('pending-scan')).toContainText('Waiting to upload');
  await context.setOffline(false);
  await expect(page.getByTestId('pending-scan')).toHaveCount(0);
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
  // Every upload any page of the phone makes. The service worker's Background Sync may send the
  // scan instead of a page, and a worker's requests do not always reach the test: the server's
  // count below is the proof of one upload; the uploads seen here must all be that one.
  const uploads: string[] = [];
  context.on('request', (request) => {
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
  await context.setOffline(false);
  await expect(reopened.getByTestId('pending-scan')).toHaveCount(0);
  await expect.poll(() => scanCount(context, userId)).toBe(before + 1);
  await expect(reopened.getByRole('main').getByRole('link').first()).toContainText('Banana');
  expect(await scanCount(context, userId)).toBe(before + 1);
  expect(new Set(uploads.filter(Boolean)).size).toBeLessThanOrEqual(1);
});

test('a photo shared into the installed app from the gallery opens the scanner and is scanned', async ({ page }) => {
  await signInWith(page, 'Google', PHONE_EMAIL);
  await page.goto('/history');
  await serviceWorkerReady(page);
  // What the phone's share sheet does: a multipart POST to the manifest's share_target action.
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/share-target';
    form.enctype = 'multipart/form-data';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'photo';
    input.id = 'shared-photo';
    form.append(input);
    document.body.append(form);
  });
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e9c46a' } })
    .jpeg()
    .toBuffer();
  await page.setInputFiles('#shared-photo', { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/share-target"]')!.submit());

  // The 'Analyzing Food' dialog is not awaited: a quick scan ends before it is seen.
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Banana', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Banana · Morsel');
  // The photo was taken once: going back to the scanner does not scan it again.
  await page.goto('/scanner?shared=1');
  await expect(page.getByRole('button', { name: 'Capture photo' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Analyzing Food' })).toHaveCount(0);
});
