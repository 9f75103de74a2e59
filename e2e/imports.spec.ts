import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { zipOf } from '../api/test/support/zip';
import { signInThroughApi } from './sign-in';

const FIXTURES = path.resolve(import.meta.dirname, '../api/test/fixtures/imports');

test.use({ timezoneId: 'UTC' });

/** Today's date in UTC, `days` from now. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The committed export with its dates moved: each fixture day to a day relative to today. */
const moved = (file: string, days: Record<string, string>) => {
  let text = fs.readFileSync(path.join(FIXTURES, file), 'utf8');
  for (const [from, to] of Object.entries(days)) text = text.replaceAll(from, to);
  return Buffer.from(text, 'utf8');
};

test('import a MyFitnessPal ZIP and a Cronometer CSV; the past weeks are in History and the week chart', async ({
  page,
}) => {
  // MyFitnessPal's three days two weeks back; Cronometer's two days this week, before today.
  const mfpDays = { '2026-10-05': dayFromNow(-16), '2026-10-06': dayFromNow(-15), '2026-10-07': dayFromNow(-14) };
  const cronometerDays = { '2026-10-12': dayFromNow(-2), '2026-10-13': dayFromNow(-1) };
  const mfpDir = 'myfitnesspal';
  const zip = zipOf(
    fs.readdirSync(path.join(FIXTURES, mfpDir)).map((name) => {
      const renamed = Object.entries(mfpDays).reduce((n, [from, to]) => n.replaceAll(from, to), name);
      return { name: `File-Export/${renamed}`, bytes: moved(`${mfpDir}/${name}`, mfpDays) };
    }),
  );
  const servings = moved('cronometer/servings.csv', cronometerDays);

  await signInThroughApi(page, `importer-${Date.now()}@example.com`);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Import history' }).click();
  const sheet = page.getByRole('dialog', { name: 'Import history' });
  const input = sheet.getByTestId('import-file-input');

  // MyFitnessPal: the preview names the days, the unreadable rows by line, and the files left out.
  await input.setInputFiles({ name: 'File-Export.zip', mimeType: 'application/zip', buffer: zip });
  const mfp = sheet.getByRole('region', { name: 'From MyFitnessPal' });
  await expect(mfp.getByRole('list', { name: 'Entries per day' }).getByRole('listitem')).toHaveCount(3);
  await expect(mfp.getByText("Line 8: Calories 'abc' is not an amount.")).toBeVisible();
  await expect(mfp.getByText(/Exercise-Summary/)).toBeVisible();
  await sheet.getByRole('button', { name: 'Import 8 entries' }).click();
  await expect(sheet.getByRole('status').getByText('Imported 8 entries')).toBeVisible();

  // Cronometer, chosen next in the same sheet.
  await input.setInputFiles({ name: 'servings.csv', mimeType: 'text/csv', buffer: servings });
  const cronometer = sheet.getByRole('region', { name: 'From Cronometer' });
  await expect(cronometer.getByText("Line 8: 'lots' in Energy (kcal) is not an amount.")).toBeVisible();
  await sheet.getByRole('button', { name: 'Import 5 entries' }).click();
  await expect(sheet.getByRole('status').getByText('Imported 5 entries')).toBeVisible();
  await sheet.getByRole('link', { name: 'See them in History' }).click();
  await expect(page).toHaveURL(/\/history$/);

  // The week chart counts Cronometer's two days; its table has each day's figure for screen readers.
  const week = page.getByRole('region', { name: 'This week' });
  await expect(week.getByText(/^2 of 7 days logged/)).toBeVisible();
  const cells = week.getByRole('row').getByRole('cell');
  await expect(cells.filter({ hasNotText: 'Nothing logged' })).toHaveCount(2);

  // History has the days two weeks back, each entry named from its MyFitnessPal meal, and Cronometer's foods.
  const twoWeeksBack = page.getByRole('region', { name: /^\w{3} \d{1,2} \w{3}/ }).filter({
    hasText: 'Pre-workout 🍌 (MyFitnessPal)',
  });
  await expect(twoWeeksBack).toBeVisible();
  await expect(page.getByText('Dinner (MyFitnessPal)').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Yesterday' })
      .getByText(/Chicken breast, roasted/)
      .first(),
  ).toBeVisible();
});
