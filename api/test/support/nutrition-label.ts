import sharp from 'sharp';

/**
 * A US Nutrition Facts panel drawn from SVG (our own test image), photographed slightly rotated on a
 * brown table and saved as a JPEG at quality 70, the way a phone photo of a package looks.
 */
export async function nutritionLabelPhoto(): Promise<Buffer> {
  const row = (y: number, text: string, size = 22) => `<text x="24" y="${y}" font-size="${size}">${text}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="760">
<rect width="100%" height="100%" fill="#fff"/>
<rect x="10" y="10" width="500" height="740" fill="none" stroke="#000" stroke-width="3"/>
<g font-family="Liberation Sans, Arial, sans-serif" fill="#000">
<text x="24" y="70" font-size="48" font-weight="bold">Nutrition Facts</text>
${row(110, '8 servings per container')}
<text x="24" y="145" font-size="24" font-weight="bold">Serving size 2/3 cup (55g)</text>
<text x="24" y="215" font-size="20" font-weight="bold">Amount per serving</text>
<text x="24" y="260" font-size="40" font-weight="bold">Calories</text>
<text x="400" y="260" font-size="44" font-weight="bold">230</text>
${row(320, 'Total Fat 8g')}
${row(355, '  Saturated Fat 1g')}
${row(390, '  Trans Fat 0g')}
${row(425, 'Cholesterol 0mg')}
${row(460, 'Sodium 160mg')}
${row(495, 'Total Carbohydrate 37g')}
${row(530, '  Dietary Fiber 4g')}
${row(565, '  Total Sugars 12g')}
${row(600, 'Protein 3g')}
${row(660, 'INGREDIENTS: WHOLE GRAIN OATS, SUGAR, CANOLA OIL, HONEY.', 16)}
${row(690, 'CONTAINS: WHEAT, SOY.', 16)}
</g></svg>`;
  const label = await sharp(Buffer.from(svg)).rotate(3, { background: '#778866' }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 1000, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .composite([{ input: label, top: 100, left: 300 }])
    .jpeg({ quality: 70 })
    .toBuffer();
}
