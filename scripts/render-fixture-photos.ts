/**
 * Renders the food photos that stories and browser tests show, into frontend/src/testing/photos/:
 * a plate on a wooden table (3:4 portrait, the phone camera's own shape), a bowl on linen (9:16,
 * a full-screen phone shot) and a toast on a board (4:3 landscape). Each is drawn as SVG at the
 * camera's size (1200 px on the short side), with light from the top left, soft shadows and
 * grain, then downscaled and saved as a small JPEG, so screens that crop a photo are tested on
 * photos of the shapes phones take. Everything is drawn here: no third-party photo is used.
 * The output is deterministic (no randomness; the grain is seeded). Run `npx tsx
 * scripts/render-fixture-photos.ts` after changing a drawing, and commit the JPEGs with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'frontend/src/testing/photos');

/** Shared filters: grain over the whole frame, a blur for shadows, wood and linen textures. */
const defs = (width: number, height: number) => `
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="noise"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.10 0"/>
    <feComposite in2="SourceGraphic" operator="over"/>
  </filter>
  <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="28"/></filter>
  <filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="wood" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.0025 0.045" numOctaves="4" seed="3"/>
    <feColorMatrix type="matrix" values="0 0 0 0.55 0.30  0 0 0 0.36 0.17  0 0 0 0.20 0.08  0 0 0 0 1"/>
  </filter>
  <filter id="linen" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="turbulence" baseFrequency="0.35 0.02" numOctaves="2" seed="11"/>
    <feColorMatrix type="matrix" values="0 0 0 0.10 0.86  0 0 0 0.10 0.83  0 0 0 0.10 0.78  0 0 0 0 1"/>
  </filter>
  <radialGradient id="light" cx="0.2" cy="0.1" r="1.1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.22"/>
    <stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.35"/>
  </radialGradient>
  <radialGradient id="plate" cx="0.4" cy="0.35" r="0.75">
    <stop offset="0" stop-color="#ffffff"/>
    <stop offset="0.75" stop-color="#f1efe9"/>
    <stop offset="1" stop-color="#d9d5cc"/>
  </radialGradient>
  <radialGradient id="well" cx="0.45" cy="0.4" r="0.7">
    <stop offset="0" stop-color="#fbfaf7"/>
    <stop offset="1" stop-color="#e6e2d9"/>
  </radialGradient>
  <rect id="frame" width="${width}" height="${height}"/>`;

/** Light falling from the top left and grain, over everything drawn before. */
const finish = (width: number, height: number) =>
  `<rect width="${width}" height="${height}" fill="url(#light)"/>` +
  `<rect width="${width}" height="${height}" fill="#7f7f7f" opacity="0.0001" filter="url(#grain)"/>`;

/** Salmon, rice and greens on a white plate, a fork and a napkin beside it, on a wooden table. */
function plateOnTable(width: number, height: number): string {
  const cx = width * 0.5;
  const cy = height * 0.5;
  const r = width * 0.4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${defs(width, height)}
    <linearGradient id="salmon" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4a37c"/><stop offset="0.5" stop-color="#e9805a"/><stop offset="1" stop-color="#c9603e"/>
    </linearGradient>
    <linearGradient id="napkin" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#9fb7a4"/><stop offset="1" stop-color="#7f9c86"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" filter="url(#wood)"/>
  <rect x="${width * 0.04}" y="${height * 0.08}" width="${width * 0.2}" height="${height * 0.7}" rx="10" fill="url(#napkin)" transform="rotate(-4 ${width * 0.14} ${height * 0.4})"/>
  <g transform="rotate(-4 ${width * 0.14} ${height * 0.4})" fill="#c7c9cc">
    <rect x="${width * 0.125}" y="${height * 0.3}" width="${width * 0.03}" height="${height * 0.42}" rx="12"/>
    <rect x="${width * 0.105}" y="${height * 0.15}" width="${width * 0.07}" height="${height * 0.16}" rx="18"/>
  </g>
  <ellipse cx="${cx + 30}" cy="${cy + 40}" rx="${r}" ry="${r * 0.98}" fill="#000" opacity="0.45" filter="url(#shadow)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="url(#well)"/>
  <g filter="url(#soft)">
    <ellipse cx="${cx - r * 0.25}" cy="${cy + r * 0.2}" rx="${r * 0.33}" ry="${r * 0.27}" fill="#f4efe2"/>
    <ellipse cx="${cx - r * 0.27}" cy="${cy + r * 0.16}" rx="${r * 0.25}" ry="${r * 0.18}" fill="#fbf8ef"/>
  </g>
  <path d="M ${cx - r * 0.05} ${cy - r * 0.4} q ${r * 0.45} ${-r * 0.12} ${r * 0.55} ${r * 0.1} q ${r * 0.05} ${r * 0.22} ${-r * 0.2} ${r * 0.28} q ${-r * 0.35} ${r * 0.06} ${-r * 0.4} ${-r * 0.14} z" fill="url(#salmon)"/>
  ${[0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M ${cx + r * (0.02 + i * 0.11)} ${cy - r * 0.42 + i * 4} q ${r * 0.04} ${r * 0.2} ${-r * 0.02} ${r * 0.4}" stroke="#fbd2bc" stroke-width="7" fill="none" opacity="0.8"/>`,
    )
    .join('')}
  ${[
    [0.25, 0.25, 0.16, '#4f8a2e'],
    [0.38, 0.12, 0.13, '#6aa83d'],
    [0.18, 0.4, 0.12, '#3f7526'],
    [0.33, 0.36, 0.1, '#7cb84a'],
  ]
    .map(
      ([dx, dy, s, fill]) =>
        `<ellipse cx="${cx + r * Number(dx)}" cy="${cy + r * Number(dy)}" rx="${r * Number(s)}" ry="${r * Number(s) * 0.7}" fill="${fill}" transform="rotate(${Number(dx) * 120} ${cx + r * Number(dx)} ${cy + r * Number(dy)})"/>`,
    )
    .join('')}
  <circle cx="${cx + r * 0.05}" cy="${cy - r * 0.05}" r="${r * 0.07}" fill="#f2d54a"/>
  <circle cx="${cx + r * 0.05}" cy="${cy - r * 0.05}" r="${r * 0.05}" fill="#e8c53a"/>
  ${finish(width, height)}
</svg>`;
}

/** A bowl of porridge with berries and banana, seen from above, on a linen cloth. */
function bowlOnLinen(width: number, height: number): string {
  const cx = width * 0.5;
  const cy = height * 0.46;
  const r = width * 0.42;
  const berries = [
    [-0.2, -0.1],
    [-0.12, -0.18],
    [-0.28, 0.02],
    [-0.05, -0.08],
    [-0.16, 0.06],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${defs(width, height)}
    <radialGradient id="bowl" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#5f86a8"/><stop offset="1" stop-color="#2f4f6b"/>
    </radialGradient>
    <radialGradient id="oats" cx="0.45" cy="0.4" r="0.7">
      <stop offset="0" stop-color="#efe0c4"/><stop offset="1" stop-color="#d4bc93"/>
    </radialGradient>
    <radialGradient id="berry" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#6a5a9c"/><stop offset="1" stop-color="#2b2250"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" filter="url(#linen)"/>
  <rect x="0" y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="#6b4a33"/>
  <rect x="0" y="${height * 0.82}" width="${width}" height="${height * 0.18}" filter="url(#wood)" opacity="0.6"/>
  <rect x="${width * 0.62}" y="${height * 0.78}" width="${width * 0.06}" height="${height * 0.2}" rx="14" fill="#b8b9bb" transform="rotate(12 ${width * 0.65} ${height * 0.85})"/>
  <ellipse cx="${width * 0.65}" cy="${height * 0.77}" rx="${width * 0.07}" ry="${width * 0.09}" fill="#c4c5c7" transform="rotate(12 ${width * 0.65} ${height * 0.85})"/>
  <circle cx="${cx + 30}" cy="${cy + 45}" r="${r}" fill="#000" opacity="0.45" filter="url(#shadow)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#bowl)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="#254058"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="url(#oats)"/>
  ${[0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<ellipse cx="${cx + r * 0.3 + i * 6}" cy="${cy - r * 0.35 + i * r * 0.13}" rx="${r * 0.13}" ry="${r * 0.12}" fill="#f6e7a6" stroke="#e7d27e" stroke-width="5"/>`,
    )
    .join('')}
  ${berries
    .map(
      ([dx, dy]) =>
        `<circle cx="${cx + r * dx!}" cy="${cy + r * dy!}" r="${r * 0.075}" fill="url(#berry)"/><circle cx="${cx + r * dx! - r * 0.02}" cy="${cy + r * dy! - r * 0.02}" r="${r * 0.015}" fill="#b7a9dd"/>`,
    )
    .join('')}
  ${[0, 1, 2, 3, 4, 5, 6, 7]
    .map(
      (i) =>
        `<ellipse cx="${cx - r * 0.3 + (i % 4) * r * 0.09}" cy="${cy + r * 0.3 + Math.floor(i / 4) * r * 0.08}" rx="${r * 0.035}" ry="${r * 0.02}" fill="#a0703e" transform="rotate(${i * 23} ${cx - r * 0.3 + (i % 4) * r * 0.09} ${cy + r * 0.3 + Math.floor(i / 4) * r * 0.08})"/>`,
    )
    .join('')}
  ${finish(width, height)}
</svg>`;
}

/** Two slices of avocado toast with an egg on a wooden board, the table dark around it. */
function toastOnBoard(width: number, height: number): string {
  const slice = (x: number, y: number, angle: number) => `
  <g transform="rotate(${angle} ${x} ${y})">
    <rect x="${x - width * 0.19}" y="${y - height * 0.2}" width="${width * 0.38}" height="${height * 0.4}" rx="${width * 0.06}" fill="#b97a3d"/>
    <rect x="${x - width * 0.17}" y="${y - height * 0.18}" width="${width * 0.34}" height="${height * 0.36}" rx="${width * 0.05}" fill="#e3b878"/>
    <ellipse cx="${x}" cy="${y}" rx="${width * 0.15}" ry="${height * 0.15}" fill="#9cc15a" filter="url(#soft)"/>
    <ellipse cx="${x - width * 0.03}" cy="${y - height * 0.02}" rx="${width * 0.1}" ry="${height * 0.1}" fill="#b7d36e" filter="url(#soft)"/>
    ${[0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) =>
          `<circle cx="${x - width * 0.1 + ((i * 37) % 100) * width * 0.002}" cy="${y - height * 0.1 + ((i * 53) % 100) * height * 0.002}" r="4" fill="#c0392b"/>`,
      )
      .join('')}
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${defs(width, height)}
    <radialGradient id="yolk" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#ffc63d"/><stop offset="1" stop-color="#e8930c"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="#2e2a27"/>
  <rect width="${width}" height="${height}" filter="url(#wood)" opacity="0.35"/>
  <rect x="${width * 0.06 + 30}" y="${height * 0.1 + 40}" width="${width * 0.88}" height="${height * 0.8}" rx="40" fill="#000" opacity="0.55" filter="url(#shadow)"/>
  <rect x="${width * 0.06}" y="${height * 0.1}" width="${width * 0.88}" height="${height * 0.8}" rx="40" filter="url(#wood)"/>
  ${slice(width * 0.33, height * 0.5, -8)}
  ${slice(width * 0.66, height * 0.52, 6)}
  <ellipse cx="${width * 0.7}" cy="${height * 0.46}" rx="${width * 0.11}" ry="${height * 0.12}" fill="#fbfaf6" filter="url(#soft)"/>
  <circle cx="${width * 0.71}" cy="${height * 0.47}" r="${height * 0.06}" fill="url(#yolk)"/>
  ${finish(width, height)}
</svg>`;
}

/** What is rendered: the drawing, the camera's size, the committed size. */
export const FIXTURE_PHOTOS = [
  { file: 'plate-3x4.jpg', draw: plateOnTable, camera: [1200, 1600], saved: [480, 640] },
  { file: 'bowl-9x16.jpg', draw: bowlOnLinen, camera: [1152, 2048], saved: [360, 640] },
  { file: 'toast-4x3.jpg', draw: toastOnBoard, camera: [1600, 1200], saved: [640, 480] },
] as const;

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  for (const photo of FIXTURE_PHOTOS) {
    const [cameraWidth, cameraHeight] = photo.camera;
    const [width, height] = photo.saved;
    const svg = Buffer.from(photo.draw(cameraWidth, cameraHeight));
    const jpeg = await sharp(svg)
      .flatten({ background: '#ffffff' })
      .resize(width, height)
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    fs.writeFileSync(path.join(outDir, photo.file), jpeg);
    console.log(`${photo.file}: ${width}×${height}, ${(jpeg.length / 1024).toFixed(1)} KB`);
  }
}

await main();
