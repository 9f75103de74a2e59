import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest';

const publicDir = path.resolve(import.meta.dirname, '../../public');

describe('the web app manifest', () => {
  it('has what a browser needs to install the app', () => {
    expect(webManifest).toMatchObject({
      name: expect.any(String),
      short_name: expect.any(String),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(webManifest.short_name!.length).toBeLessThanOrEqual(12); // fits under a home-screen icon
  });

  it('has 192 px and 512 px icons, and maskable ones, each a PNG of its stated size', async () => {
    const icons = webManifest.icons ?? [];
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ] as const) {
      expect(icons).toContainEqual(expect.objectContaining({ sizes: `${size}x${size}`, purpose }));
    }
    for (const icon of icons) {
      const file = path.join(publicDir, icon.src);
      expect(fs.existsSync(file), icon.src).toBe(true);
      const meta = await sharp(file).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe(icon.type?.replace('image/', ''));
    }
  });

  it('takes photos shared from other apps as a multipart POST', () => {
    const target = webManifest.share_target!;
    expect(target).toMatchObject({ method: 'POST', enctype: 'multipart/form-data' });
    const files = [target.params.files ?? []].flat();
    expect(files[0]?.accept).toContain('image/jpeg');
  });
});
