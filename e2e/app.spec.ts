import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { hasSharedData, FOOD_PHOTOS } from '../api/test/support/shared-data';
import { E2E_EMAIL } from './global-setup';
import { signInThroughApi, signInWith } from './sign-in';
import { expectNoSidewaysScroll } from './layout-checks';

/** Real banana photos from the shared data beside the repository (read in place, never copied). */
const BANANA_PHOTOS = path.join(FOOD_PHOTOS, 'banana');

/**
 * Every journey runs under the app's Content-Security-Policy (served by the API as in production):
 * any violation Chromium reports, in the page or a sign-in popup, fails the test.
 */
const cspViolations: string[] = [];
test.beforeEach(({ context }) => {
  cspViolations.length = 0;
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
});
test.afterEach(() => {
  expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
});

test('pages carry a strict Content-Security-Policy and the other security headers', async ({ request }) => {
  const page = await request.get('/');
  const csp = page.headers()['content-security-policy']!;
  expect(csp).toContain("default-src 'self'");
  // No eval, and no inline script but the page's own theme script, allowed by its hash.
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*';/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const api = await request.get('/api/health');
  expect(api.headers()['content-security-policy']).toBe(csp);
});

test('a visitor sees the landing page and can head to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
  await expect(page.getByText("Discover what's in your food with just a photo")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/landing-390.png' });
  await page.getByRole('link', { name: 'Start Food Analysis' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Smart food analysis')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/e2e/login-390.png' });
});

test.describe('with the service worker registering, as on any first visit', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a first visit to sign-in is its own page: drawn at build, taken over by its own script, not the app', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => /^\/assets\/login-page-boot-/.test(script))).toBe(true);
    expect(
      scripts.filter((script) => /^\/assets\/index-/.test(script)),
      "the app's entry",
    ).toEqual([]);
    // React says so in the console when it cannot take over the drawing.
    expect(errors).toEqual([]);
  });
});

test('a first visit to the landing page is its static HTML: under 80 KB of scripts, no sign-in SDK or scanner, its own video', async ({
  page,
}) => {
  const scripts: { code: string; wireBytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    if (!response) return;
    scripts.push({ code: await response.text(), wireBytes: (await request.sizes()).responseBodySize });
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
  // The phone's dark setting applies on the static page too.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.waitForLoadState('networkidle');
  const code = scripts.map((script) => script.code).join('\n');
  expect(code).not.toContain('identitytoolkit.googleapis.com'); // the Firebase Auth SDK
  expect(code).not.toContain('Position food in frame'); // the scanner screen
  expect(code).not.toContain('react.transitional.element'); // React itself
  expect(scripts.reduce((sum, script) => sum + script.wireBytes, 0)).toBeLessThanOrEqual(80 * 1024);
  const video = page.getByTestId('landing-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/videos\/landing\./);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(1);
});

test('signed out: the footer legal links return home, Help is public, app screens ask to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Your Data & Privacy' }).click();
  await expect(page.getByText('Your data is never sold.')).toBeVisible();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy\?return=homepage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/privacy-390.png', fullPage: true });
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();

  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await page.getByRole('button', { name: 'Can I export my data?' }).click();
  await expect(page.getByText(/Export history \(CSV\)/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/help-390.png', fullPage: true });

  await page.goto('/privacy');
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  await page.goto('/nutrition-demo');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Smart food analysis')).toBeVisible();
});

test('Profile → Labs → the nutrition demo: every sample tab shows its dashboard', async ({ page }) => {
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Labs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Labs' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/labs-390.png' });
  await page.getByRole('link', { name: 'Nutrition Demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Demo' })).toBeVisible();
  for (const [tab, heading, grade] of [
    ['Apple', 'Apple', 'A'],
    ['Cookie', 'Chocolate Chip Cookie', 'F'],
    ['Salmon', 'Grilled Salmon', 'A'],
    ['Salad', 'Garden Salad', 'B'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    // Nutri-Score's letters: the API's F shows as E.
    await expect(panel.getByRole('img', { name: new RegExp(`^Grade ${grade === 'F' ? 'E' : grade}:`) })).toBeVisible();
    await expect(panel.getByText('No nutrition data available')).toHaveCount(0);
  }
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/nutrition-demo-390.png', fullPage: true });
});

test('sign in with Google through the emulator popup, land on the scanner, sign out to the landing page', async ({
  page,
}) => {
  await signInWith(page, 'Google', 'google-user@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Morsel' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText('google-user@example.com')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/profile-390.png' });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signed out for real: the session is gone server-side and protected pages send you to /login.
  expect(await (await page.request.get('/api/auth/me')).json()).toBeNull();
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
});

for (const provider of ['Apple', 'Facebook'] as const) {
  test(`sign in with ${provider} through the emulator popup`, async ({ page }) => {
    await signInWith(page, provider, `${provider.toLowerCase()}-user@example.com`);
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toMatchObject({ email: `${provider.toLowerCase()}-user@example.com` });
  });
}

test('a signed-in user sees their history, opens a scan, and deep links survive a reload', async ({ page }) => {
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const items = page.getByRole('main').getByRole('link');
  await expect(items).toHaveCount(3);
  const salad = page.getByRole('main').getByRole('link', { name: /Greek salad/ });
  await expect(salad).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/history-390.png' });

  await salad.click();
  await expect(page).toHaveURL(/\/results\/.+-scan-0$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();

  // A signed-in user who opens /login is sent to / at once.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('food search by keyboard against the real food database: apple, then its nutrition', async ({ page }) => {
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/food-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Food Search' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Food name' });
  await box.fill('apple');
  await box.press('Enter');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(results.first()).toContainText('Apple');
  await expect(results.first()).toContainText('Generic');
  await results.first().focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Apple' });
  await expect(panel.getByText('Produce · per 1 medium (182 g)')).toBeVisible();
  await expect(panel.getByText('Unprocessed or minimally processed')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/food-search-390.png' });
});

test('Profile exports the history as a CSV file', async ({ page }) => {
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export history' }).click();
  await page.getByRole('dialog', { name: 'Export your log' }).getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^morsel-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  // Units in the header, plain numbers in the cells: a spreadsheet sums them.
  expect(csv[0]).toBe(
    'Scan ID,Date,Time,Meal,Food,Food ID,Grams (g),Portion,Calories (kcal),Protein (g),Carbs (g),Fat (g),Fibre (g),Sugar (g),Sodium (mg),Source',
  );
  expect(csv).toHaveLength(4); // the three seeded scans, one food each
  expect(csv.slice(1).every((row) => /,\d+(\.\d+)?,/.test(row))).toBe(true);
  // Radix also copies the text into a hidden live region; look in the visible notifications area.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Log exported')).toBeVisible();
});

test('no sideways scroll on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/history');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/labs');
  await expect(page.getByRole('link', { name: 'On-Device Model Test' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the API answers JSON errors, never HTML or stack traces', async ({ request }) => {
  const scan = await request.get('/api/scans/abc');
  expect(scan.status()).toBe(401);
  expect(scan.headers()['content-type']).toContain('application/json');
  // A stable id for the message, so the app says it in the user's language.
  expect(await scan.json()).toEqual({
    error: { code: 'unauthorized', message: expect.any(String), messageId: 'auth.signInToContinue', values: {} },
  });

  const unknown = await request.get('/api/nothing-here');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe('not_found');
});

test('the on-device model test page classifies a real banana photo on the device with the installed model', async ({
  page,
}) => {
  test.skip(
    !hasSharedData('e2e: on-device model test', 'foodPhotos', 'imageModel'),
    'needs the shared photos and model',
  );
  // Loading the model compiles WebAssembly and reads 3.5 MB: on a saturated machine that alone
  // can take a minute, so this journey gets three times the usual ceiling.
  test.slow();
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/on-device-model-test');
  await expect(page.getByRole('heading', { level: 1, name: 'On-Device Model Test' })).toBeVisible();
  await expect(page.getByText(/Model ready, loaded in [\d,]+ ms\./)).toBeVisible({ timeout: 90_000 });
  const photo = path.join(
    BANANA_PHOTOS,
    fs
      .readdirSync(BANANA_PHOTOS)
      .filter((f) => /\.jpe?g$/i.test(f))
      .sort()[0]!,
  );
  await page.getByTestId('model-photo-input').setInputFiles(photo);
  const results = page.getByRole('region', { name: 'Top candidates' });
  await expect(results.getByRole('listitem')).toHaveCount(5, { timeout: 60_000 });
  await expect(results.getByRole('listitem').first()).toContainText('banana');
  await expect(results.getByText(/Inference [\d,]+ ms · total [\d,]+ ms/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/on-device-model-test-390.png' });
});

test('the recognition engine test page checks the engine and recognises a photo with the real API', async ({
  page,
}) => {
  test.skip(!hasSharedData('e2e: recognition engine test', 'foodPhotos'), 'needs the shared food photos');
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/recognition-engine-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Recognition Engine Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Check API Status' }).click();
  const status = page.getByRole('region', { name: 'API Status' }).getByRole('status');
  // The first check on a fresh server starts the label reader's OCR worker: seconds on a busy machine.
  await expect(status).toContainText('Active');
  await expect(status).toContainText('model');
  const search = page.getByRole('region', { name: 'Food search' });
  await search.getByRole('searchbox', { name: 'Food to search for' }).fill('banana');
  await search.getByRole('searchbox', { name: 'Food to search for' }).press('Enter');
  await expect(search.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toContainText(
    'Banana',
  );
  const photo = path.join(
    BANANA_PHOTOS,
    fs
      .readdirSync(BANANA_PHOTOS)
      .filter((f) => /\.jpe?g$/i.test(f))
      .sort()[2]!,
  );
  await page.getByTestId('recognize-input').setInputFiles(photo);
  const detected = page.getByRole('list', { name: 'Detected foods' }).getByRole('listitem');
  await expect(detected.first()).toContainText('Banana');
  await expect(detected.first()).toContainText('94%');
  await expectNoSidewaysScroll(page);
});

// These two add scans to the e2e user's history, so they run last.

test('scan a real photo from the gallery: the full dashboard, history with its thumbnail, then delete it', async ({
  page,
}) => {
  test.skip(!hasSharedData('e2e: gallery scan', 'foodPhotos'), 'needs the shared food photos');
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/scanner');
  const photo = path.join(
    BANANA_PHOTOS,
    fs
      .readdirSync(BANANA_PHOTOS)
      .filter((f) => /\.jpe?g$/i.test(f))
      .sort()[0]!,
  );
  await page.getByTestId('gallery-input').setInputFiles(photo);
  // The 'Analyzing Food' dialog is not awaited here: a quick scan ends before it is seen (the
  // scanner's stories hold the scan open to show it).
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Banana', exact: true })).toBeVisible();
  await expect(page.getByText('94% Match')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Banana' })).toBeVisible(); // the stored photo, served to its owner
  // 118 g of the built-in banana: computed from the food database, not the model's own numbers.
  const facts = page.getByRole('region', { name: 'Nutrition Facts' });
  await expect(facts.getByRole('row', { name: /^Calories 105 kcal/ })).toBeVisible();
  await expect(facts.getByText('118 g', { exact: true })).toBeVisible(); // the serving: the model's portion estimate
  const overview = page.getByRole('region', { name: 'Health Overview' });
  await expect(overview.getByRole('img', { name: /^Grade A:/ })).toBeVisible();
  await expect(overview.getByText('Unprocessed or minimally processed')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/result-real-390.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  const first = page
    .getByRole('main')
    .getByRole('link', { name: /Banana.*Just now/ })
    .first();
  await expect(first).toContainText('105 kcal · Just now');
  const thumbnail = first.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/image\?size=thumb$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Delete it again: asked first, then gone from history with its photo.
  const href = await first.getAttribute('href');
  await first.click();
  const photoUrl = await page.getByRole('img', { name: 'Banana' }).getAttribute('src');
  await page.getByRole('button', { name: 'Delete scan' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this scan?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Scan History' })).toBeVisible();
  await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
  expect((await page.request.get(photoUrl!)).status()).toBe(404);
});

test('scan with the (fake) rear camera against the real API', async ({ page }) => {
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/scanner');
  const capture = page.getByRole('button', { name: 'Capture photo' });
  await expect(capture).toBeEnabled();
  await expect
    .poll(() => page.getByLabel('Camera preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await capture.click();
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Banana', exact: true })).toBeVisible();
});

test('training: upload a real JPEG with its food name, then capture one with the camera; counts come from the server', async ({
  page,
}) => {
  test.skip(!hasSharedData('e2e: training upload', 'foodPhotos'), 'needs the shared food photos');
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/training');
  await expect(page.getByRole('heading', { name: 'Food Recognition Training' })).toBeVisible();
  await expect(page.getByText(/reference photos? saved/)).toBeVisible();
  const before = Number((await page.getByText(/reference photos? saved/).textContent())!.match(/\d+/)![0]);

  const add = page.getByRole('region', { name: 'Add reference photos' });
  await add.getByRole('radio', { name: /Produce/ }).check();
  await add.getByRole('textbox', { name: 'Food name (optional)' }).fill('market bananas');
  const photo = path.join(
    BANANA_PHOTOS,
    fs
      .readdirSync(BANANA_PHOTOS)
      .filter((f) => /\.jpe?g$/i.test(f))
      .sort()[1]!,
  );
  await add.getByTestId('upload-input').setInputFiles(photo);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Training image uploaded!')).toBeVisible();
  await expect(add.getByText('1 uploaded this session')).toBeVisible();
  const thumb = add.getByRole('img', { name: 'market bananas' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^${before + 1} reference photos? saved$`))).toBeVisible();
  // The food joins 'Your foods', its photo served by the API.
  const yours = page.getByRole('region', { name: 'Your foods' });
  const stored = yours.getByRole('list', { name: 'Photos of market bananas' }).getByRole('img');
  await expect.poll(() => stored.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await add.getByRole('radio', { name: /Dairy & Eggs/ }).check();
  await add.getByRole('button', { name: 'Take a photo for Dairy & Eggs' }).click();
  const shutter = add.getByRole('button', { name: 'Take a Dairy & Eggs photo' });
  await expect(shutter).toBeEnabled();
  await shutter.click();
  await expect(add.getByText('1 uploaded this session')).toBeVisible();
  await expect(page.getByText(`${before + 2} reference photos saved`, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/training-390.png' });

  // Stored for the account: after a reload the session list is empty, the server's counts remain.
  await page.reload();
  await expect(page.getByText(`${before + 2} reference photos saved`, { exact: true })).toBeVisible();
});

test('notification preferences are saved for the account and load back after a reload', async ({ page }) => {
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/notifications');
  const email = page.getByRole('switch', { name: /^Email notifications/ });
  await expect(email).toBeVisible();
  const wasOn = (await email.getAttribute('aria-checked')) === 'true';
  await email.click();
  await page.getByRole('combobox', { name: 'Daily scan reminder at' }).selectOption('12:00');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Preferences saved')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/notifications-390.png' });
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Email notifications/ })).toHaveAttribute(
    'aria-checked',
    String(!wasOn),
  );
  await expect(page.getByRole('combobox', { name: 'Daily scan reminder at' })).toHaveValue('12:00');
});

// Last: the correction teaches this user's recognizer, which later scans of the same photos would see.

test('a wrong answer is fixed in seconds: another food, its portion, and the photo teaches recognition', async ({
  page,
}) => {
  test.skip(!hasSharedData('e2e: correcting a scan', 'foodPhotos'), 'needs the shared food photos');
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/scanner');
  const photo = path.join(
    BANANA_PHOTOS,
    fs
      .readdirSync(BANANA_PHOTOS)
      .filter((f) => /\.jpe?g$/i.test(f))
      .sort()[2]!,
  );
  await page.getByTestId('gallery-input').setInputFiles(photo);
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: /banana/i })).toBeVisible();

  // Not right? Search for the food it is, and pick it: every number comes from the food database.
  await page.getByRole('region', { name: 'Not right?' }).getByRole('button', { name: 'Search foods' }).click();
  const sheet = page.getByRole('dialog', { name: 'What is it?' });
  await sheet.getByRole('searchbox', { name: 'Food name' }).fill('apple');
  await sheet
    .getByRole('button', { name: /^Apple\b/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Apple', exact: true })).toBeVisible();
  const items = page.getByRole('region', { name: "What's in it" });
  await expect(items.getByText('1 medium · 182 g')).toBeVisible();
  await expect(items.getByText('95 kcal')).toBeVisible();
  // The banana it replaced is one tap away.
  await expect(page.getByRole('region', { name: 'Not right?' }).getByRole('button', { name: /banana/i })).toBeVisible();

  // Two apples: the totals follow the portion, then Save.
  await items.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const howMany = page.getByRole('group', { name: 'Apple' }).getByRole('spinbutton', { name: 'How many' });
  await howMany.fill('2');
  await expect(page.getByRole('region', { name: /Totals/ }).getByText('189 kcal')).toBeVisible();
  await page.getByRole('textbox', { name: 'Note' }).fill('two small ones');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: "What's in it" }).getByText('2 × 1 medium · 364 g')).toBeVisible();
  await expect(page.getByText('two small ones')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/result-corrected-390.png', fullPage: true });

  // History follows, and the photo now teaches recognition: it is listed among the user's foods.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: /Apple/ }).first()).toContainText('189 kcal');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training' }).click();
  const apple = page.getByRole('region', { name: 'Your foods' }).getByRole('list', { name: 'Photos of Apple' });
  await expect(apple.getByText('from a correction')).toBeVisible();
});

test('the daily log: two foods move today’s ring, one is logged again in a tap, and the week is a chart', async ({
  page,
}) => {
  await signInThroughApi(page, E2E_EMAIL);
  const todayRing = () =>
    page.getByRole('region', { name: 'Today against your goals' }).getByRole('img', { name: /eaten today/ });
  const eatenToday = async () =>
    Number((await todayRing().getAttribute('aria-label'))!.split(' of ')[0]!.replace(/,/g, ''));
  await page.goto('/history');
  await expect(todayRing()).toBeVisible();
  const before = await eatenToday();

  // A banana from the camera (105 kcal), then a recent food in one tap from the scanner.
  await page.goto('/scanner');
  const capture = page.getByRole('button', { name: 'Capture photo' });
  await expect(capture).toBeEnabled();
  await expect
    .poll(() => page.getByLabel('Camera preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await capture.click();
  await expect(page.getByRole('heading', { level: 2, name: /banana/i })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' }).click();
  const recent = page.getByRole('region', { name: 'Log a recent food' });
  const salad = recent.getByRole('button', { name: /^Greek salad/ });
  const saladKcal = Number((await salad.textContent())!.match(/([\d,]+) kcal/)![1]!.replace(/,/g, ''));
  await salad.click();
  await expect(page.getByRole('heading', { name: /Greek salad/i })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect.poll(eatenToday).toBe(before + 105 + saladKcal);

  // Log the banana again from History: one tap, and today's ring moves again.
  const today = page.getByRole('region', { name: 'Today', exact: true });
  await today
    .getByRole('button', { name: /^Log .*banana.* again$/i })
    .first()
    .click();
  await expect.poll(eatenToday).toBe(before + 2 * 105 + saladKcal);

  // The week: seven days as bars, with the goal line; the figures are there for screen readers too.
  const week = page.getByRole('region', { name: 'This week' });
  await expect(week.locator('[data-chart="bar"]').first()).toBeVisible();
  await expect(week.getByText(/Goal 2,000/)).toBeVisible();
  await expect(week.getByRole('row')).toHaveCount(8);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/history-log-390.png', fullPage: true });
});
