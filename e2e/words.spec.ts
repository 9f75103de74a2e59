import { expect, test } from './fixtures';
import { E2E_EMAIL } from './global-setup';
import { serviceWorkerReady } from './service-worker';
import { signInThroughApi } from './sign-in';

test('log a meal in words on the scanner: three foods read with calories, logged as one entry', async ({ page }) => {
  await signInThroughApi(page, E2E_EMAIL);
  await page.goto('/scanner');
  const words = page.getByRole('region', { name: 'Log in words' });
  await words
    .getByLabel('Type or say what you ate')
    .fill('a bowl of cornflakes with semi-skimmed milk and a mug of tea');

  // The real parser's answer: each food in its household portion, with its calories.
  const rows = words.getByRole('list', { name: 'Foods in your words' }).getByRole('button');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveText(/^Corn flakes1 bowl \(1 1\/2 cups\)\d+ kcal$/);
  await expect(rows.nth(1)).toHaveText(/^Semi-skimmed milk1 cup\d+ kcal$/);
  await expect(rows.nth(2)).toHaveText(/^Tea1 mug \(355 ml\)\d+ kcal$/);

  // Fix one by tapping it: another food the words may mean, in the same mug.
  await rows.nth(2).click();
  const sheet = page.getByRole('dialog', { name: 'Change Tea' });
  await sheet.getByRole('radio', { name: 'Milk tea' }).check();
  await expect(sheet.getByLabel('Portion')).toHaveValue('1 mug (12 fl oz)');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  await expect(rows.nth(2)).toHaveText(/^Milk tea1 mug \(355 ml\)\d+ kcal$/);

  await words.getByRole('button', { name: /^Log 3 foods · \d+ kcal$/ }).click();
  await expect(page).toHaveURL(/\/results\/[^/]+$/);
  // The result opens at its top, not as far down as the scanner was scrolled to reach the button.
  await expect(page.locator('#result-title')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText('Corn flakes').first()).toBeVisible();
  await expect(page.getByText('Semi-skimmed milk').first()).toBeVisible();
  await expect(page.getByText('Milk tea').first()).toBeVisible();

  // Back on the scanner the field is empty, ready for the next meal.
  await page.goto('/scanner');
  await expect(page.getByLabel('Type or say what you ate')).toHaveValue('');
});

test('say a meal into the microphone: the words heard are read as foods', async ({ page }) => {
  await signInThroughApi(page, E2E_EMAIL);
  // Chromium offers speech recognition but needs a speech service: a fake recognizer hears a sentence.
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = '';
      interimResults = false;
      continuous = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onresult?.({ results: [Object.assign([{ transcript: 'two eggs and a banana' }], { isFinal: true })] });
          this.onend?.();
        });
      }
      stop() {
        this.onend?.();
      }
    }
    Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
  });
  await page.goto('/scanner');
  const words = page.getByRole('region', { name: 'Log in words' });
  await words.getByRole('button', { name: 'Say what you ate' }).click();
  await expect(words.getByLabel('Type or say what you ate')).toHaveValue('two eggs and a banana');
  const rows = words.getByRole('list', { name: 'Foods in your words' }).getByRole('button');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveText(/^Egg2 × .+\d+ kcal$/);
  await expect(rows.nth(1)).toHaveText(/^Banana.+\d+ kcal$/);
});

test('a meal in words moves today and the week, is saved as a meal, and is logged again in one tap', async ({
  page,
}) => {
  await signInThroughApi(page, E2E_EMAIL);
  const eatenToday = async () => {
    const ring = page
      .getByRole('region', { name: 'Today against your goals' })
      .getByRole('img', { name: /eaten today/ });
    return Number((await ring.getAttribute('aria-label'))!.split(' of ')[0]!.replace(/,/g, ''));
  };
  // Today is the week chart's last day; its figure is in the chart's table for screen readers.
  const weekToday = async () => {
    const cell = page.getByRole('region', { name: 'This week' }).getByRole('row').last().getByRole('cell');
    const text = (await cell.textContent()) ?? '';
    // '2,180' or '2,180, over the goal'.
    return text.startsWith('Nothing') ? 0 : Number(text.replace(/, over the goal$/, '').replace(/,/g, ''));
  };
  await page.goto('/history');
  await expect(page.getByRole('region', { name: 'Today against your goals' })).toBeVisible();
  const before = await eatenToday();
  const weekBefore = await weekToday();

  await page.goto('/scanner');
  const words = page.getByRole('region', { name: 'Log in words' });
  await words.getByLabel('Type or say what you ate').fill('2 slices of toast and a glass of orange juice');
  const rows = words.getByRole('list', { name: 'Foods in your words' }).getByRole('button');
  await expect(rows).toHaveCount(2);
  const log = words.getByRole('button', { name: /^Log 2 foods · [\d,]+ kcal$/ });
  const kcal = Number((await log.textContent())!.match(/([\d,]+) kcal/)![1]!.replace(/,/g, ''));
  await log.click();
  await expect(page).toHaveURL(/\/results\/[^/]+$/);

  // The entry keeps its foods and portions under a name.
  await page.getByRole('button', { name: 'Save as meal' }).click();
  const sheet = page.getByRole('dialog', { name: 'Save as a meal' });
  await sheet.getByRole('textbox').fill('Toast and juice');
  await sheet.getByRole('button', { name: 'Save meal' }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect.poll(eatenToday).toBe(before + kcal);
  await expect.poll(weekToday).toBe(weekBefore + kcal);

  // On the scanner the saved meal is one tap away; the tap logs it again as a new entry.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' }).click();
  await page
    .getByRole('region', { name: 'Your saved meals' })
    .getByRole('button', { name: /^Toast and juice/ })
    .click();
  await expect(page).toHaveURL(/\/results\/[^/]+$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect.poll(eatenToday).toBe(before + 2 * kcal);
  await expect.poll(weekToday).toBe(weekBefore + 2 * kcal);
});

test.describe('with the service worker, which keeps the app offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a meal typed offline waits in History, then is read and logged when back online', async ({ page, context }) => {
    await signInThroughApi(page, E2E_EMAIL);
    await page.goto('/scanner');
    const words = page.getByRole('region', { name: 'Log in words' });
    const userId = await page.evaluate(async () => ((await (await fetch('/api/auth/me')).json()) as { id: string }).id);
    const entries = async () => {
      const response = await context.request.get(`/api/users/${userId}/scans`);
      expect(response.ok()).toBe(true);
      return (await response.json()) as { foodName: string }[];
    };
    const before = (await entries()).length;

    // Offline the app's files come from the service worker's precache: it must control the page first.
    await serviceWorkerReady(page);
    await context.setOffline(true);
    await words.getByLabel('Type or say what you ate').fill('2 boiled eggs and a slice of toast');
    const offline = words.getByRole('note', { name: 'Your words are read when you are back online' });
    await offline.getByRole('button', { name: 'Log when online' }).click();
    await expect(words.getByLabel('Type or say what you ate')).toHaveValue('');

    // In History (reached inside the app, still offline) it waits with its words.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    const pending = page.getByTestId('pending-scan');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText('Waiting to send: “2 boiled eggs and a slice of toast”');

    // Back online: the words are read and the foods logged, once, and the entry joins History.
    await context.setOffline(false);
    await expect(pending).toHaveCount(0);
    await expect.poll(async () => (await entries()).length).toBe(before + 1);
    expect((await entries())[0]!.foodName).toMatch(/egg/i);
    await expect(page.getByRole('main').getByRole('link').filter({ hasText: /egg/i }).first()).toBeVisible();
  });
});
