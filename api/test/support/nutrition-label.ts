import sharp from 'sharp';

export interface LabelValues {
  servingG: number;
  kcal: number;
  fatG: number;
  satFatG: number;
  sodiumMg: number;
  carbsG: number;
  fibreG: number;
  sugarsG: number;
  proteinG: number;
}

export interface LabelLook {
  /** Degrees the label is turned on the table. */
  rotation: number;
  /** Gaussian blur sigma (0: sharp). */
  blur: number;
  jpegQuality: number;
  /** 'standard' is the US panel; 'compact' puts nutrient and amount in narrower print. */
  layout: 'standard' | 'compact';
  font: string;
}

export const DEFAULT_VALUES: LabelValues = {
  servingG: 55,
  kcal: 230,
  fatG: 8,
  satFatG: 1,
  sodiumMg: 160,
  carbsG: 37,
  fibreG: 4,
  sugarsG: 12,
  proteinG: 3,
};

const DEFAULT_LOOK: LabelLook = {
  rotation: 3,
  blur: 0,
  jpegQuality: 70,
  layout: 'standard',
  font: 'Liberation Sans, Arial, sans-serif',
};

/**
 * A US Nutrition Facts panel drawn from SVG (our own image), photographed on a brown table:
 * turned, optionally blurred and saved as a JPEG, the way a phone photo of a package looks.
 */
export async function nutritionLabelPhoto(
  values: LabelValues = DEFAULT_VALUES,
  look: Partial<LabelLook> = {},
): Promise<Buffer> {
  const { rotation, blur, jpegQuality, layout, font } = { ...DEFAULT_LOOK, ...look };
  const size = layout === 'compact' ? 19 : 22;
  const gap = layout === 'compact' ? 30 : 35;
  const rows: [string, string][] = [
    ['Total Fat', `${values.fatG}g`],
    ['  Saturated Fat', `${values.satFatG}g`],
    ['  Trans Fat', '0g'],
    ['Cholesterol', '0mg'],
    ['Sodium', `${values.sodiumMg}mg`],
    ['Total Carbohydrate', `${values.carbsG}g`],
    ['  Dietary Fiber', `${values.fibreG}g`],
    ['  Total Sugars', `${values.sugarsG}g`],
    ['Protein', `${values.proteinG}g`],
  ];
  const lines = rows
    .map(([name, amount], i) => `<text x="24" y="${320 + i * gap}" font-size="${size}">${name} ${amount}</text>`)
    .join('\n');
  const bottom = 320 + rows.length * gap;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="${bottom + 110}">
<rect width="100%" height="100%" fill="#fff"/>
<rect x="10" y="10" width="500" height="${bottom + 90}" fill="none" stroke="#000" stroke-width="3"/>
<g font-family="${font}" fill="#000">
<text x="24" y="70" font-size="48" font-weight="bold">Nutrition Facts</text>
<text x="24" y="110" font-size="22">8 servings per container</text>
<text x="24" y="145" font-size="24" font-weight="bold">Serving size 2/3 cup (${values.servingG}g)</text>
<text x="24" y="215" font-size="20" font-weight="bold">Amount per serving</text>
<text x="24" y="260" font-size="40" font-weight="bold">Calories</text>
<text x="400" y="260" font-size="44" font-weight="bold">${values.kcal}</text>
${lines}
<text x="24" y="${bottom + 30}" font-size="16">INGREDIENTS: WHOLE GRAIN OATS, SUGAR, CANOLA OIL, HONEY.</text>
<text x="24" y="${bottom + 60}" font-size="16">CONTAINS: WHEAT, SOY.</text>
</g></svg>`;
  let label = sharp(Buffer.from(svg)).rotate(rotation, { background: '#778866' });
  if (blur > 0) label = label.blur(blur);
  const labelPng = await label.png().toBuffer();
  return sharp({ create: { width: 1200, height: 1100, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .composite([{ input: labelPng, top: 60, left: 300 }])
    .jpeg({ quality: jpegQuality })
    .toBuffer();
}
