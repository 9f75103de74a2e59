/**
 * Renders the app icons from the SVGs in frontend/icons/ into frontend/public/icons/:
 * the manifest's 192 px and 512 px icons, its maskable icons (full bleed, the mark inside the
 * safe zone), and the Apple touch icon (opaque: iOS shows transparency as black).
 * Run `npm run icons` after changing an SVG, and commit the PNGs with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'frontend/icons');
const outDir = path.join(root, 'frontend/public/icons');

export const ICONS = [
  { source: 'morsel-icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'morsel-icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'morsel-maskable.svg', file: 'maskable-192.png', size: 192 },
  { source: 'morsel-maskable.svg', file: 'maskable-512.png', size: 512 },
  { source: 'morsel-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
] as const;

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  for (const icon of ICONS) {
    const svg = fs.readFileSync(path.join(sourceDir, icon.source));
    // Rendered at the icon's own size from the vector (density scales the 512-unit viewBox).
    const png = await sharp(svg, { density: (72 * icon.size) / 512 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    fs.writeFileSync(path.join(outDir, icon.file), png);
    process.stdout.write(`frontend/public/icons/${icon.file}  ${icon.size}×${icon.size}  ${png.length} bytes\n`);
  }
}

await main();
