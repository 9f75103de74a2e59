import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { FOOD_PHOTOS, hasSharedData } from '../api/test/support/shared-data';
import { jpegSize } from './jpeg';
import { expectNoSidewaysScroll } from './layout-checks';

/**
 * The scan journey in a real browser against `npm run dev:mock` (MSW answers the API), as a
 * frontend developer with no backend sees it; app.spec.ts walks it against the real API.
 */

// A real food photo from the shared test data (read in place, never copied into the repo).
const BANANA_PHOTO = path.join(FOOD_PHOTOS, 'banana');

const firstPhoto = (dir: string) =>
  path.join(
    dir,
    fs
      .readdirSync(dir)
      .filter((f) => /\.jpe?g$/i.test(f))
      .sort()[0]!,
  );

/**
 * Playwright cannot read multipart bodies that hold a Blob, so the page records what the app
 * sends to POST /api/scans. The upload goes through XMLHttpRequest (which reports its progress):
 * the page notes each request's method, address and content type, and reads the body it sends.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    type Noted = XMLHttpRequest & { noted?: { method: string; url: string; type: string } };
    const { open, setRequestHeader, send } = XMLHttpRequest.prototype;
    XMLHttpRequest.prototype.open = function (this: Noted, method: string, url: string | URL) {
      this.noted = { method, url: String(url), type: '' };
      // eslint-disable-next-line prefer-rest-params
      return open.apply(this, arguments as unknown as Parameters<typeof open>);
    };
    XMLHttpRequest.prototype.setRequestHeader = function (this: Noted, name: string, value: string) {
      if (this.noted && name.toLowerCase() === 'content-type') this.noted.type = value;
      return setRequestHeader.call(this, name, value);
    };
    XMLHttpRequest.prototype.send = function (this: Noted, body?: XMLHttpRequestBodyInit | null) {
      const noted = this.noted;
      if (noted?.method === 'POST' && new URL(noted.url, location.href).pathname === '/api/scans' && body) {
        void (async () => {
          const form = await new Response(body as BodyInit, { headers: { 'content-type': noted.type } }).formData();
          const image = form.get('image') as File;
          const bytes = Array.from(new Uint8Array(await image.arrayBuffer()));
          (window as unknown as { lastScanUpload: unknown }).lastScanUpload = { name: image.name, bytes };
        })();
      }
      return send.call(this, body);
    };
  });
});

async function sentScanImage(page: Page): Promise<{ filename: string; bytes: Buffer }> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { lastScanUpload?: { name: string; bytes: number[] } }).lastScanUpload,
  );
  const upload = (await handle.jsonValue()) as { name: string; bytes: number[] };
  return { filename: upload.name, bytes: Buffer.from(upload.bytes) };
}

async function expectResultThenHistory(page: Page) {
  await expect(page).toHaveURL(/\/results\/scan-fresh/);
  await expect(page.getByRole('heading', { name: 'Avocado Toast' })).toBeVisible();
  await expect(page.getByText('88% Match')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Smart Nutrition Analysis' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  const first = page.getByRole('link', { name: /Avocado Toast/ }).first();
  await expect(first).toContainText('290 kcal · Just now');
}

test('upload a real JPEG from the gallery: the overlay, then the result, then history', async ({ page }) => {
  test.skip(!hasSharedData('e2e (mock): gallery upload', 'foodPhotos'), 'needs the shared food photos');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Morsel' })).toBeVisible();
  await page.getByTestId('gallery-input').setInputFiles(firstPhoto(BANANA_PHOTO));
  await expect(page.getByRole('dialog', { name: 'Analyzing Food' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/analyzing-390.png' });

  const file = await sentScanImage(page);
  expect(file.filename).toBe('food-scan.jpg');
  expect(jpegSize(file.bytes)).toEqual({ width: 816, height: 612 }); // small photos are never upscaled

  await expectResultThenHistory(page);
  await page.screenshot({ path: 'test-results/e2e/history-after-scan-390.png' });
});

test('a 12 MP photo is downsized to 1600 px, JPEG, before it uploads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Upload from Gallery' })).toBeEnabled();
  // Draw a real 4032×3024 JPEG in the page (busy, so it compresses like a photo) and pick it in the gallery input.
  const originalBytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    for (let i = 0; i < 4000; i += 1) {
      context.fillStyle = `hsl(${(i * 47) % 360} 70% ${30 + ((i * 13) % 50)}%)`;
      context.fillRect((i * 397) % 4032, (i * 211) % 3024, 40 + ((i * 7) % 200), 40 + ((i * 11) % 200));
    }
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const input = document.querySelector<HTMLInputElement>('[data-testid="gallery-input"]')!;
    const picked = new DataTransfer();
    picked.items.add(new File([blob], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    input.files = picked.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size;
  });

  const file = await sentScanImage(page);
  expect(file.filename).toBe('food-scan.jpg');
  expect(jpegSize(file.bytes)).toEqual({ width: 1600, height: 1200 });
  expect(file.bytes.length).toBeLessThan(originalBytes / 2);
  await expect(page).toHaveURL(/\/results\//);
});

test('the camera path: live video from the (fake) rear camera, capture, result', async ({ page }) => {
  await page.goto('/scanner');
  const video = page.getByLabel('Camera preview');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Position food in frame')).toBeVisible();
  const capture = page.getByRole('button', { name: 'Capture photo' });
  await expect(capture).toBeEnabled();
  await page.screenshot({ path: 'test-results/e2e/scanner-camera-390.png' });

  await capture.click();
  await expect(page.getByRole('dialog', { name: 'Analyzing Food' })).toBeVisible();
  const file = await sentScanImage(page);
  expect(file.filename).toBe('food-scan.jpg');
  expect(jpegSize(file.bytes).width).toBeGreaterThan(0);
  await expectResultThenHistory(page);
});

test('leaving the scanner stops the camera', async ({ page }) => {
  await page.goto('/scanner');
  await expect(page.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
  const track = await page.evaluateHandle(
    () => (document.querySelector('video')!.srcObject as MediaStream).getVideoTracks()[0]!,
  );
  expect(await track.evaluate((t) => t.readyState)).toBe('live');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  expect(await track.evaluate((t) => t.readyState)).toBe('ended');
});

test('a camera that fails after the scanner has painted moves nothing on the screen', async ({ page }) => {
  await page.addInitScript(() => {
    // The device answers as a phone with no usable camera does: after the screen has painted.
    navigator.mediaDevices.getUserMedia = () =>
      new Promise((_, reject) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => reject(new DOMException('Requested device not found', 'NotFoundError'))),
        ),
      );
    // Every layout shift from the start, and the marks the test sets to know all are in.
    const seen: { shifts: number[]; marks: string[] } = { shifts: [], marks: [] };
    Object.assign(window, { seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === 'mark') seen.marks.push(entry.name);
        else seen.shifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ entryTypes: ['layout-shift', 'mark'] });
  });
  await page.goto('/scanner');
  await expect(page.getByRole('alert')).toContainText('No camera to use');
  // Once the alert's frame is drawn, a mark queued after it arrives after any shift it caused.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => performance.mark('alert-drawn'));
  type Seen = { seen: { shifts: number[]; marks: string[] } };
  await expect.poll(() => page.evaluate(() => (window as unknown as Seen).seen.marks)).toContain('alert-drawn');
  expect(await page.evaluate(() => (window as unknown as Seen).seen.shifts)).toEqual([]);
});

test('no sideways scroll on the core screens at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const expectFits = async (screen: string) => {
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, screen);
  };
  // One page load, then the app's own links, as a person moves through it: each load of the
  // development server's few hundred modules costs seconds.
  await page.goto('/scanner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('region', { name: 'Log in words' })).toBeVisible();
  await expectFits('scanner');
  for (const [entry, heading] of [
    [/Greek Salad/, 'Greek Salad'],
    [/Needs a name/, 'Not identified'],
  ] as const) {
    await nav.getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('heading', { name: 'Scan History' })).toBeVisible();
    await expectFits('history');
    await page.getByRole('main').getByRole('link', { name: entry }).click();
    await expect(page).toHaveURL(/\/results\/[^/]+$/);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expectFits(`result: ${heading}`);
  }
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectFits('profile');
});

test("the Mock data panel switches a resource's state at an address that keeps it", async ({ page }) => {
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'Scan History' })).toBeVisible();
  await expect(page.getByText('2 entries')).toBeVisible();
  await page.getByRole('button', { name: 'Mock data' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock data' });
  await expect(panel.getByText('Every resource is in its default state.')).toBeVisible();
  await panel
    .getByRole('group', { name: 'scans' })
    .getByRole('radio', { name: /^empty/i })
    .click(); // the page reloads at the new address
  await expect(page).toHaveURL(/[?&]mock=scans(:|%3A)empty/);
  await expect(page.getByRole('heading', { name: 'No scans yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mock data\s*, 1 changed$/ })).toBeVisible();
});
