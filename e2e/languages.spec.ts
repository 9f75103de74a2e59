import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { layoutProblems } from './layout-checks';
import { signInThroughApi, signInWith } from './sign-in';

/** What a German screen shows cut or spilling at this width, with its screenshot kept for review. */
async function expectGermanFits(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  fs.mkdirSync('test-results/e2e/german-360', { recursive: true });
  await page.screenshot({ path: `test-results/e2e/german-360/${name}.png`, fullPage: true });
  expect(await layoutProblems(page), name).toEqual([]);
}

test.describe('a phone in German', () => {
  test.use({ locale: 'de-DE' });

  test('Morsel in German: log an apple by its German name, in kcal, then in kJ once chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await signInWith(page, 'Google', 'deutsch-e2e@example.com', { navigation: 'Hauptmenü' });

    await page.goto('/scanner');
    const words = page.getByRole('region', { name: 'Mit Worten eintragen' });
    await words.getByLabel('Schreib oder sag, was du gegessen hast').fill('ein Apfel');
    const rows = words.getByRole('list', { name: 'Lebensmittel aus deinen Worten' }).getByRole('button');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Apfel');
    await expect(rows.first()).toContainText(/\d+ kcal$/);
    await words.getByRole('button', { name: /^1 Lebensmittel eintragen · \d+ kcal$/ }).click();
    await expect(page).toHaveURL(/\/results\/[^/]+$/);
    await expect(page.getByText('Apfel').first()).toBeVisible();
    await expect(page.getByText(/kcal/).first()).toBeVisible();

    // kJ, chosen in Profile, kept for the account and shown everywhere a figure is.
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Sprache und Einheiten' });
    await card.getByRole('radio', { name: 'kJ' }).click();
    await expect(card.getByRole('radio', { name: 'kJ' })).toHaveAttribute('aria-checked', 'true');
    await page.goto('/history');
    await expect(page.getByText(/\d[\d.]* kJ/).first()).toBeVisible();
    await expect(page.getByText(/\d kcal/)).toHaveCount(0);

    // Another device of the same account starts in kJ too: the choice is the account's.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByText(/\d[\d.]* kJ/).first()).toBeVisible();
  });
});

test.describe('German at 360 px', () => {
  test.use({ locale: 'de-DE', viewport: { width: 360, height: 740 } });

  test('every main screen fits: nothing cut, nothing past the edge', async ({ page }) => {
    for (const [name, path] of [
      ['landing', '/'],
      ['help', '/help'],
      ['login', '/login'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectGermanFits(page, name);
    }

    await signInThroughApi(page, 'deutsch-360-e2e@example.com', { navigation: 'Hauptmenü' });
    await page.goto('/scanner');
    const words = page.getByRole('region', { name: 'Mit Worten eintragen' });
    await words.getByLabel('Schreib oder sag, was du gegessen hast').fill('zwei Scheiben Brot und ein Glas Milch');
    await expect(words.getByRole('list', { name: 'Lebensmittel aus deinen Worten' }).getByRole('button')).toHaveCount(
      2,
    );
    await expectGermanFits(page, 'scanner');
    await words.getByRole('button', { name: /^2 Lebensmittel eintragen/ }).click();
    await expect(page).toHaveURL(/\/results\/[^/]+$/);
    await expect(page.getByText('Milch').first()).toBeVisible();
    await expectGermanFits(page, 'result');

    for (const [name, path] of [
      ['history', '/history'],
      ['profile', '/profile'],
      ['training', '/training'],
      ['notifications', '/notifications'],
      ['labs', '/labs'],
      ['privacy', '/privacy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectGermanFits(page, name);
    }
  });
});

test.describe('a phone in the United States', () => {
  test.use({ locale: 'en-US' });

  test('food amounts in ounces, and goals worked out from 5 ft 10 in and 170 lb', async ({ page }) => {
    await signInThroughApi(page, 'us-units-e2e@example.com');
    await page.goto('/scanner');
    const words = page.getByRole('region', { name: 'Log in words' });
    await words.getByLabel('Type or say what you ate').fill('an apple');
    await words.getByRole('button', { name: /^Log 1 food · \d+ kcal$/ }).click();
    await expect(page).toHaveURL(/\/results\/[^/]+$/);
    // 182 g is said as 6.4 oz.
    await expect(page.getByText(/1 medium · 6\.4 oz/).first()).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit goals' }).click();
    const sheet = page.getByRole('dialog', { name: 'Daily goals' });
    await sheet.getByRole('button', { name: 'Work them out for me' }).click();
    await expect(sheet.getByLabel('Height (cm)')).toHaveCount(0);
    await sheet.getByLabel('Age (years)').fill('35');
    await sheet.getByRole('radio', { name: 'Male', exact: true }).check();
    await sheet.getByLabel('Height (ft)').fill('5');
    await sheet.getByLabel('Height (in)').fill('10');
    await sheet.getByLabel('Weight (lb)').fill('170');
    await sheet.getByLabel('Activity').selectOption('light');
    // The equation runs on 177.8 cm and 77.1 kg, the same body in metric.
    await expect(sheet.getByText(/^10 × 77\.1 kg \+ 6\.25 × 177\.8 cm − 5 × 35 y \+ 5 = /)).toBeVisible();
    const result = await sheet.getByText(/^[\d,]+ kcal · protein/).textContent();
    await sheet.getByRole('button', { name: 'Use these goals' }).click();
    await sheet.getByRole('button', { name: 'Save goals' }).click();
    const goals = page.getByRole('region', { name: 'Daily goals' });
    await expect(goals.getByText('Your own goals.')).toBeVisible();
    await expect(goals.getByText(result!.split(' · ')[0]!, { exact: true })).toBeVisible();
  });
});

test.describe('a signed-in first visit, in German', () => {
  // No service worker: a browser that has none of the app yet, so the server's page is what opens.
  // A phone in dark mode: the page's own inline script sets the theme before anything else runs.
  test.use({ locale: 'de-DE', serviceWorkers: 'block', colorScheme: 'dark' });

  test("shows the screen drawn in the browser's language and the phone's theme until the app has drawn it, then works", async ({
    page,
  }) => {
    await signInThroughApi(page, 'erstbesuch-e2e@example.com', { navigation: 'Hauptmenü' });

    // The app's scripts are held back: what shows is the page the server sent.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/history', { waitUntil: 'commit' });
    const frame = page.locator('[data-drawn-frame]');
    await expect(frame).toHaveAttribute('inert', '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(frame.locator('header h1')).toHaveText('Verlauf');
    await expect(frame.locator('h2#history-heading')).toBeVisible();
    await expect(frame.locator('nav a')).toHaveText(['Scannen', 'Verlauf', 'Training', 'Profil']);

    // The app draws the same screen over it, with the user's log, and nothing is left inert.
    releaseScripts();
    await expect(frame).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Scan-Verlauf' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("opens a result drawn with its scan, in the browser's language, and the app takes it over from the page's data", async ({
    page,
  }) => {
    await signInThroughApi(page, 'erstbesuch-ergebnis-e2e@example.com', { navigation: 'Hauptmenü' });
    const request = page.context().request;
    const me = (await (await request.get('/api/auth/me')).json()) as { id: string };
    const logged = await request.post(`/api/users/${me.id}/scans`, {
      data: { items: [{ foodId: 'builtin-banana', grams: 118 }] },
    });
    expect(logged.ok(), await logged.text()).toBe(true);
    const scan = (await logged.json()) as { id: string; calories: number };
    // The account reads food amounts in ounces, where a German device would read grams.
    const units = await request.put(`/api/users/${me.id}/display-preferences`, {
      data: { language: null, energyUnit: null, massUnit: 'oz', volumeUnit: null, bodyUnits: null },
    });
    expect(units.ok(), await units.text()).toBe(true);

    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const scanReads: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/scans/${scan.id}`) scanReads.push(sent.url());
    });
    await page.goto(`/results/${scan.id}`, { waitUntil: 'commit' });
    // Before any script has run, the page shows the scan itself: its German name, its energy and its
    // amount in the account's units.
    const frame = page.locator('[data-drawn-frame]');
    await expect(frame).toHaveAttribute('inert', '');
    await expect(frame.locator('h2#result-title')).toHaveText('Banane');
    await expect(frame.getByText(`${scan.calories}`, { exact: true }).first()).toBeVisible();
    await expect(frame.getByText('4,2 oz').first()).toBeVisible();

    // The app draws the same result over it from the data the page carried: no second read of the scan.
    releaseScripts();
    await expect(frame).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Banane' })).toBeVisible();
    await expect(page.getByText('4,2 oz').first()).toBeVisible();
    expect(scanReads).toEqual([]);
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${scan.id}/edit$`));
  });
});
