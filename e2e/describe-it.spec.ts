import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { E2E_EMAIL } from './global-setup';
import { signInThroughApi } from './sign-in';

/**
 * A photo Morsel cannot name: a product's barcode that the food database does not hold (a valid
 * EAN-13), on a brown box. The server's barcode reader stops there and the scan asks 'What is it?'.
 */
async function unknownProductPhoto() {
  const wasm = fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(0) as ArrayBuffer }, fireImmediately: true });
  const symbol = await writeBarcode('4006381333931', { format: 'EAN13', scale: 3 });
  const label = await sharp(Buffer.from(await symbol.image!.arrayBuffer()))
    .extend({ top: 24, bottom: 24, left: 24, right: 24, background: '#ffffff' })
    .toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 170, g: 130, b: 90 } } })
    .composite([{ input: label, top: 280, left: 330 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('a photo Morsel cannot name is described in words: its foods and numbers, and the day total moves', async ({
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

  await page.goto('/scanner');
  await page
    .getByTestId('gallery-input')
    .setInputFiles({ name: 'dinner.jpg', mimeType: 'image/jpeg', buffer: await unknownProductPhoto() });
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  const whatIsIt = page.getByRole('region', { name: 'What is it?' });
  await expect(whatIsIt).toBeVisible();

  // The real parser reads the words as three foods, each with its amount and calories.
  await whatIsIt.getByLabel('Describe it').fill('rice, chicken curry and a naan');
  const rows = whatIsIt.getByRole('list', { name: 'Foods in your description' }).getByRole('button');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveText(/rice.*\d+ kcal$/i);
  await expect(rows.nth(1)).toHaveText(/curry.*\d+ kcal$/i);
  await expect(rows.nth(2)).toHaveText(/naan.*\d+ kcal$/i);
  await expect(whatIsIt.getByText(/^3 foods · [\d,]+ kcal$/)).toBeVisible();

  await whatIsIt.getByRole('button', { name: 'Use these' }).click();
  await expect(whatIsIt).toBeHidden();
  const items = page.getByRole('region', { name: "What's in it" });
  await expect(items.getByText(/rice/i).first()).toBeVisible();
  await expect(items.getByText(/curry/i).first()).toBeVisible();
  await expect(items.getByText(/naan/i).first()).toBeVisible();
  const glance = page.getByRole('region', { name: 'At a glance' });
  await expect(glance.locator('p').first()).toHaveText(/^[\d,]+\s*kcal$/);
  const mealKcal = Number((await glance.locator('p').first().textContent())!.replace(/[^\d]/g, ''));
  expect(mealKcal).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect.poll(eatenToday).toBe(before + mealKcal);
});
