import { expect, test } from './fixtures';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { signInThroughApi } from './sign-in';

/** Every entry of a ZIP file, by name, with its bytes. */
async function unzip(file: string): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

test('download everything as one ZIP and open a photo from it; delete the account and come back only as a new, empty user', async ({
  page,
  browser,
}, testInfo) => {
  // An address of its own: the account is deleted at the end.
  const email = `leaver-${Date.now()}@example.com`;
  await signInThroughApi(page, email);
  const before = (await (await page.request.get('/api/auth/me')).json()) as { id: string };

  // One scan with a photo, through the scanner.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e3b23c' } })
    .jpeg()
    .toBuffer();
  await page.goto('/scanner');
  await page.getByTestId('gallery-input').setInputFiles({ name: 'meal.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}/);
  const scanId = /\/results\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  // Download all my data: one tap, one ZIP.
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^morsel-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = testInfo.outputPath('morsel-data.zip');
  await download.saveAs(file);
  await expect(page.getByText('Your download has started', { exact: true })).toBeVisible();
  const entries = await unzip(file);
  expect(JSON.parse(entries.get('log.json')!.toString('utf8'))).toHaveProperty('rows');
  expect(entries.get('log.csv')!.toString('utf8')).toMatch(/^Scan ID,Date,Time/);
  const photoName = [...entries.keys()].find((name) => name.startsWith('photos/') && name.includes(scanId));
  expect(photoName).toBeDefined();
  const stored = Buffer.from(await (await page.request.get(`/api/scans/${scanId}/image`)).body());
  expect(entries.get(photoName!)!.equals(stored)).toBe(true);

  // Open the photo from the ZIP in a browser page: it decodes as an image of the scanned size.
  const viewer = await browser.newPage();
  await viewer.setContent(
    `<img alt="from the ZIP" src="data:image/jpeg;base64,${entries.get(photoName!)!.toString('base64')}">`,
  );
  const size = await viewer.getByRole('img', { name: 'from the ZIP' }).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
  expect(size).toEqual({ width: 640, height: 480 });
  await viewer.close();

  // Delete account: the word first, then signed out on the landing page with a confirmation.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('every scan and logged meal, with its photos and thumbnails')).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/me')).json()).toBeNull();
  expect((await page.request.get(`/api/scans/${scanId}/image`)).status()).toBe(401);

  // Signing in again with the same address makes a new, empty account.
  await signInThroughApi(page, email);
  const after = (await (await page.request.get('/api/auth/me')).json()) as { id: string; totalScans: number };
  expect(after.id).not.toBe(before.id);
  expect(after.totalScans).toBe(0);
  await page.goto('/profile');
  await expect(page.getByText('Scans').locator('..').locator('dd')).toHaveText('0');
  expect((await page.request.get(`/api/scans/${scanId}/image`)).status()).toBe(404);
});
