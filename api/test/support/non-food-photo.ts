import sharp from 'sharp';

/**
 * A photo-like picture of something that is not food: a printed crossword lying at an angle on a
 * table, slightly blurred, as a phone would take it. Generated, so the repository holds no
 * third-party photo; ImageNet's 'crossword puzzle' class recognises it with near certainty.
 */
export async function crosswordPhoto(): Promise<Buffer> {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const cells: string[] = [];
  for (let row = 0; row < 13; row += 1) {
    for (let col = 0; col < 13; col += 1) {
      const black = random() < 0.2;
      const [x, y] = [20 + col * 60, 20 + row * 60];
      cells.push(
        `<rect x="${x}" y="${y}" width="60" height="60" fill="${black ? '#111' : '#fff'}" stroke="#222" stroke-width="2"/>`,
      );
      if (!black && random() < 0.3) {
        cells.push(
          `<text x="${x + 4}" y="${y + 18}" font-size="14" font-family="DejaVu Sans">${Math.floor(random() * 90) + 1}</text>`,
        );
      }
    }
  }
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="820" height="820"><rect width="820" height="820" fill="#f4f1e8"/>${cells.join('')}</svg>`,
  );
  const tilted = await sharp(page).rotate(7, { background: '#8a6a4a' }).toBuffer();
  return sharp(tilted).resize(1200, 1200, { fit: 'cover' }).blur(0.8).jpeg({ quality: 70 }).toBuffer();
}
